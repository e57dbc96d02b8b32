import { redirect } from "@remix-run/node";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { filesApi } from "~/upstream/files.server";
import { FILE_TYPE, filePagePath, isAcceptedFileName, type UploadOutcome } from "./bulk-result";

/** FILE-01: sends the chosen file to the upstream as a bids file, then watches it on this page. */
export async function uploadBidFile({ request, context, auth }: GuardedArgs, form: FormData) {
  const file = form.get("file");
  const refused = (fileError: string): UploadOutcome => ({ intent: "upload", fileError });
  if (!(file instanceof File) || file.size === 0 || file.name === "") return refused("upload:errors.noFile");
  if (!isAcceptedFileName(file.name)) return refused("upload:errors.fileType");
  const orgId = auth.claims?.role?.id;
  if (orgId == null) return refused("upload:errors.noOrganisation");
  try {
    const record = await filesApi(await userClient(request, context, auth)).upload(FILE_TYPE, file, file.name, orgId);
    return redirect(filePagePath(record.id, Date.now()));
  } catch (error) {
    // A browser cannot be sent the file back, so the failure says it must be chosen again.
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message): UploadOutcome => ({ intent: "upload", formErrors: [message, "upload:errors.chooseAgain"] }));
    return refused(error.fieldErrors.file?.[0] ?? Object.values(error.fieldErrors)[0]?.[0] ?? error.detail);
  }
}
