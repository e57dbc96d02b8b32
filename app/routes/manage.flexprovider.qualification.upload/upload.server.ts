import { json, type ActionFunctionArgs } from "@remix-run/node";
import { readQualificationCsv, type UploadRow } from "~/domain/assets/qualification-upload";
import { UPLOAD_MAX_BYTES } from "~/domain/assets/upload-columns";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailure, upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { assetChoices, updateAsset } from "~/upstream/asset-register.server";

export type Outcome = { line: number; ref: string; result: "saved" | "unknown" | "notSent" | NonNullable<UploadRow["error"]> | string };
/** The page's answer: a refused file (`error`), each row's result, and a failed service above the form (`formErrors`). */
export type UploadAnswer = { error: string | null; outcomes: Outcome[]; formErrors?: string[] };

// A browser cannot be sent the file back: saving the rows not saved means choosing it again.
const CHOOSE_AGAIN = "assets:upload.errors.chooseAgain";

/** QUAL-02: asset data in bulk: every row is saved or says why not; a bad row does not stop the others. */
export const uploadAction = (args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const file = (await request.formData()).get("file");
    if (!file || typeof file === "string" || file.size === 0) return json({ error: "file" as string | null, outcomes: [] as Outcome[] }, { status: 400 });
    if (file.size > UPLOAD_MAX_BYTES) return json({ error: "size" as string | null, outcomes: [] as Outcome[] }, { status: 400 });
    const { rows, missingColumns } = readQualificationCsv(await file.text());
    if (missingColumns.length) return json({ error: "columns" as string | null, outcomes: [] as Outcome[] }, { status: 400 });
    if (rows.length === 0) return json({ error: "noRows" as string | null, outcomes: [] as Outcome[] }, { status: 400 });
    const client = await userClient(request, context, auth);
    let assets: Awaited<ReturnType<typeof assetChoices>>;
    try {
      assets = await assetChoices(client);
    } catch (error) {
      return upstreamFailureAnswer(error, (message): UploadAnswer => ({ error: null, outcomes: [], formErrors: [message, CHOOSE_AGAIN] }));
    }
    const byRef = new Map(assets.map((asset) => [asset.ref, asset]));
    const outcomes: Outcome[] = [];
    // Once the service fails no further row is sent; the rows saved before it stay saved.
    let outage: unknown;
    for (const row of rows) {
      const asset = byRef.get(row.ref);
      if (row.error || !asset) {
        outcomes.push({ line: row.line, ref: row.ref, result: row.error ?? "unknown" });
        continue;
      }
      if (outage) {
        outcomes.push({ line: row.line, ref: row.ref, result: "notSent" });
        continue;
      }
      try {
        await updateAsset(client, asset.id, row.data, asset.planned);
        outcomes.push({ line: row.line, ref: row.ref, result: "saved" });
      } catch (error) {
        if (upstreamFailure(error)) {
          outage = error;
          outcomes.push({ line: row.line, ref: row.ref, result: "notSent" });
          continue;
        }
        if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
        outcomes.push({ line: row.line, ref: row.ref, result: Object.values(error.fieldErrors).flat()[0] ?? error.detail });
      }
    }
    if (outage) return upstreamFailureAnswer(outage, (message): UploadAnswer => ({ error: null, outcomes, formErrors: [message, CHOOSE_AGAIN] }));
    return json({ error: null as string | null, outcomes });
  });

