import { redirect } from "@remix-run/node";
import { readAssetForm } from "~/domain/assets/asset-form";
import { assetKey } from "~/domain/assets/register";
import type { Client } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { createAsset, updateAsset } from "~/upstream/asset-register.server";

/**
 * Saves the add/edit form: our checks first, then the Flex API's; either way a refusal
 * answers the typed values with each message on its field, so nothing is lost without JavaScript;
 * so does an upstream failure, with its message above the form.
 */
export async function saveAsset(client: Client, form: FormData, { planned, id, orgId }: { planned: boolean; id?: number; orgId: string | number }) {
  const read = readAssetForm(form, planned, { editing: id !== undefined });
  if (!read.valid) return { reply: { initialValue: read.values, error: read.errors } };
  try {
    const saved = id === undefined ? await createAsset(client, read.body, planned) : await updateAsset(client, id, read.body, planned);
    return redirect(`/manage/flexprovider/${orgId}/flexassets/${assetKey(saved)}?saved=1`);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: { initialValue: read.values, error: { "": [message] } } }));
    const fieldErrors = error.fieldErrors as Record<string, string[]>;
    const known = Object.keys(fieldErrors).length > 0;
    return { reply: { initialValue: read.values, error: known ? fieldErrors : { "": [error.detail] } } };
  }
}
