import type { RequestContext } from "~/load-context";
import { attachment, downloadOrBack } from "~/session/download.server";
import { fetchPresigned } from "~/upstream/applications.server";

/**
 * APP-07: a file download in two steps: the presigned address for the key, then the file
 * from it, passed on under its name. Any failure returns to the page with the file
 * download error notification (000 §8).
 */
export function downloadAttachment(request: Request, context: RequestContext, presign: () => Promise<{ presigned_url: string; filename: string }>, back: string) {
  return downloadOrBack(request, context, back, async () => {
    const { presigned_url: url, filename } = await presign();
    const file = await fetchPresigned(url);
    return attachment(file.body, filename, file.headers.get("content-type") ?? "application/octet-stream");
  });
}
