import type { LoaderFunctionArgs } from "@remix-run/node";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { withAccess } from "~/session/guard.server";
import { contractDocument } from "~/upstream/contracts.server";
import { fileNameFrom } from "~/upstream/files.server";

/** A contract's document as the upstream makes it; a failure returns to the contract with the download error. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:contracts", args, ({ request, context, auth, params }) => {
    const contractId = Number(params.contractId) || 0;
    return downloadOrBack(request, context, `/manage/flexprovider/contracts/${contractId}`, async () => {
      const document = await contractDocument(await userClient(request, context, auth), contractId, Number(params.documentId) || 0);
      return attachment(document.body, fileNameFrom(document.disposition, `contract-${contractId}`), document.contentType);
    });
  });
