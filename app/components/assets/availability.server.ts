import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { nowMs } from "~/clock.server";
import { draftQuery, readUnavailability, recordFields, UNAVAILABILITY_FIELDS, type UnavailabilityDraft, type UnavailabilityFields } from "~/domain/assets/unavailability";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { assetChoices, changeUnavailability, declareUnavailability, unavailabilities, withdrawUnavailability } from "~/upstream/asset-register.server";

const BASE = "/manage/flexprovider/availability";
const positiveId = (value: unknown) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : null);
const fieldsOf = (source: { get(name: string): unknown }) => Object.fromEntries(UNAVAILABILITY_FIELDS.map((name) => [name, String(source.get(name) ?? "")])) as UnavailabilityFields;
const assetKey = (asset: { id: number; planned: boolean }) => `${asset.planned ? "p" : "a"}${asset.id}`;
const assetLabel = (asset: { name: string; ref: string }) => `${asset.name} (${asset.ref})`;
/** The change step's message for an asset that is not one of the provider's (an edited address): a key the field translates. */
const NOT_YOUR_ASSET = "assets:availability.errors.asset";

/** The change step: the typed values from the address (back from confirm), else the period being changed. */
export const changeLoader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const client = await userClient(request, context, auth);
    const id = positiveId(url.searchParams.get("id"));
    const [assets, records] = await Promise.all([assetChoices(client), id ? unavailabilities(client) : Promise.resolve([])]);
    const record = id ? records.find((row) => row.id === id) : undefined;
    const typed = fieldsOf(url.searchParams);
    // A change keeps the period's own asset, whatever the address says.
    const values = record ? { ...(typed.from_date ? typed : recordFields(record)), asset: recordFields(record).asset } : typed;
    const choices = assets.map((asset) => ({ key: assetKey(asset), label: assetLabel(asset) }));
    // Sent back from the confirm step (or opened) with an asset that is not the provider's: said beside the asset field.
    const errors: Record<string, string> = !record && values.asset && !choices.some((asset) => asset.key === values.asset) ? { asset: NOT_YOUR_ASSET } : {};
    return { assets: choices, values, errors, id: record?.id ?? null };
  });

/** MGMT-02: the change step's post → the confirm step with everything typed, or the errors beside the fields. */
export const changeAction = (args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request }) => {
    const form = await request.formData();
    const draft = readUnavailability(Object.fromEntries(UNAVAILABILITY_FIELDS.map((name) => [name, String(form.get(name) ?? "")])));
    if (!draft.complete) return { values: draft.values, errors: draft.errors as Record<string, string> };
    throw redirect(`${BASE}/confirm?${draftQuery(draft.values, positiveId(form.get("id")))}`);
  });

/**
 * What the confirm step declares or changes, as the provider's own records name it. A declaration for an asset that is not the
 * provider's goes back to the change step, which says so beside the field; a change of a period that is not theirs is not found.
 */
async function confirmable(client: Awaited<ReturnType<typeof userClient>>, draft: UnavailabilityDraft, id: number | null) {
  if (id) {
    const record = (await unavailabilities(client)).find((row) => row.id === id);
    if (!record) throw data({ message: "No such unavailability" }, { status: 404 });
    return { values: { ...draft.values, asset: recordFields(record).asset }, assetLabel: record.asset_name ? `${record.asset_name} (${record.asset_ref})` : String(record.flex_asset) };
  }
  const asset = (await assetChoices(client)).find((row) => assetKey(row) === draft.values.asset);
  if (!asset) throw redirect(`${BASE}/change?${draftQuery(draft.values, id)}`);
  return { values: draft.values, assetLabel: assetLabel(asset) };
}

/** The confirm step: only a complete draft reaches it; anything else goes back to change with what was typed. */
export const confirmLoader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const draft = readUnavailability(fieldsOf(url.searchParams));
    const id = positiveId(url.searchParams.get("id"));
    if (!draft.complete) throw redirect(`${BASE}/change?${draftQuery(draft.values, id)}`);
    const { values, assetLabel } = await confirmable(await userClient(request, context, auth), draft, id);
    // Declared late (a forced outage reported after it began): allowed, and said before it is confirmed.
    const late = Date.parse(draft.from!) < nowMs();
    return { values, from: draft.from!, to: draft.to!, late, id, assetLabel, change: `${BASE}/change?${draftQuery(values, id)}` };
  });

const UPSTREAM_FIELDS: Record<string, keyof UnavailabilityFields> = { flex_asset: "asset", unavailable_from: "from_date", unavailable_to: "to_date", reason: "reason" };

/** MGMT-02: declares (or changes) the period; the Flex API's field errors come back beside the fields they concern. */
export const confirmAction = (args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const form = await request.formData();
    const draft = readUnavailability(fieldsOf(form));
    const id = positiveId(form.get("id"));
    if (!draft.complete) throw redirect(`${BASE}/change?${draftQuery(draft.values, id)}`);
    const client = await userClient(request, context, auth);
    await confirmable(client, draft, id);
    const period = { unavailable_from: draft.from!, unavailable_to: draft.to!, reason: draft.values.reason };
    try {
      if (id) await changeUnavailability(client, id, period);
      else await declareUnavailability(client, { ...period, flex_asset: Number(draft.values.asset.slice(1)), planned: draft.values.asset.startsWith("p") });
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ errors: { "": message } as Record<string, string> }));
      const errors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.fieldErrors as Record<string, string[]>)) errors[UPSTREAM_FIELDS[field] ?? ""] = messages[0];
      return { errors: Object.keys(errors).length ? errors : { "": error.detail } };
    }
    throw redirect(`${BASE}?${id ? "changed" : "declared"}=1`);
  });

/** The period to withdraw, as listed; one not (or no longer) the provider's is not found. */
async function periodToWithdraw(id: number | null, client: Awaited<ReturnType<typeof userClient>>) {
  const record = id ? (await unavailabilities(client)).find((row) => row.id === id) : undefined;
  if (!record) throw data({ message: "No such unavailability" }, { status: 404 });
  return record;
}

/** The withdraw step: the period named in full before it goes. */
export const withdrawLoader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const record = await periodToWithdraw(positiveId(new URL(request.url).searchParams.get("id")), client);
    return { id: record.id, assetLabel: record.asset_name ? `${record.asset_name} (${record.asset_ref})` : String(record.flex_asset), from: record.unavailable_from, to: record.unavailable_to, reason: record.reason };
  });

/** Withdraws the period: the asset counts as available again for it. */
export const withdrawAction = (args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const form = await request.formData();
    const client = await userClient(request, context, auth);
    try {
      await withdrawUnavailability(client, (await periodToWithdraw(positiveId(form.get("id")), client)).id);
    } catch (error) {
      // Withdrawn meanwhile (another tab): the list shows it gone either way.
      if (!(error instanceof UpstreamError) || error.status !== 404) throw error;
    }
    throw redirect(`${BASE}?withdrawn=1`);
  });
