import { data } from "@remix-run/node";
import type { GuardedArgs } from "~/session/guard.server";
import { INTENTS } from "./bulk-result";
import { createFromFile, retryFailedRows } from "./create-bids.server";
import { uploadBidFile } from "./upload.server";

/**
 * One body, read once: the upload is multipart and the create and retry forms are not, and
 * the anti-forgery check has already read its own copy of either.
 */
export async function bulkUploadAction(args: GuardedArgs) {
  const form = await args.request.formData();
  switch (form.get("intent")) {
    case INTENTS.upload:
      return uploadBidFile(args, form);
    case INTENTS.create:
      return createFromFile(args, form);
    case INTENTS.retry:
      return retryFailedRows(args, form);
    default:
      throw data({ message: "Unknown intent" }, { status: 400 });
  }
}
