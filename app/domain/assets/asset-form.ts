import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { ASSET_CATEGORIES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import { CAPACITY_DECIMAL_PLACES } from "~/domain/validation/capacity";
import { encodeMessage } from "~/domain/validation/messages";
import { isBadMeterId, outsideGreatBritain } from "./asset-rules";
import { zBidRequired, zDecimal, zOptional } from "~/domain/validation/schemas";

export const ASSET_FIELDS = [
  "name", "asset_category", "asset_type", "voltage_level",
  "active_export_capacity", "active_import_capacity", "reactive_export_capacity", "reactive_import_capacity",
  "export_meter_id", "import_meter_id", "capacity_type", "capacity_value", "postcode", "latitude", "longitude",
] as const;
export type AssetFormValues = Partial<Record<(typeof ASSET_FIELDS)[number], string>>;

// A value outside the list (a spreadsheet's typo, a tampered post) is named back, not called missing.
const choice = (values: readonly string[]) =>
  zBidRequired(z.enum(values as [string, ...string[]], { errorMap: (_issue, context) => ({ message: encodeMessage({ key: "choice", values: { input: String(context.data).slice(0, 40) } }) }) }));
const capacity = () => zOptional(zDecimal(CAPACITY_DECIMAL_PLACES).refine((value) => value >= 0, { message: encodeMessage({ key: "capacity" }) }));
const coordinate = () => zOptional(zDecimal(6));
const text = (limit: number) => z.string().trim().max(limit, encodeMessage({ key: "maxLength", values: { limit } }));

/** The add/edit form of an asset (or, with `planned`, a planned asset): one schema, its capacities in MW/MVAr to 5 decimals (000 §5). */
export function assetFormSchema(planned: boolean) {
  return z.object({
    name: zBidRequired(text(100)),
    asset_category: choice(ASSET_CATEGORIES),
    asset_type: zOptional(text(100)),
    voltage_level: choice(VOLTAGE_LEVELS.map(String)).transform(Number),
    active_export_capacity: capacity(),
    active_import_capacity: capacity(),
    reactive_export_capacity: capacity(),
    reactive_import_capacity: capacity(),
    export_meter_id: zOptional(z.string().trim()),
    import_meter_id: zOptional(z.string().trim()),
    capacity_type: planned ? choice(["export", "import"]) : z.any().transform(() => undefined),
    capacity_value: planned ? zBidRequired(zDecimal(CAPACITY_DECIMAL_PLACES)) : z.any().transform(() => undefined),
    postcode: zOptional(text(40)),
    latitude: coordinate(),
    longitude: coordinate(),
  });
}

/**
 * The form's own checks before the Flex API sees it, and the body it sends; a refusal keeps
 * every typed value and puts each message on its field.
 */
/** What an edit may empty: the Flex API clears a field sent as null (a capacity then reads 0, a type the category's). */
const CLEARABLE = ["asset_type", "active_export_capacity", "active_import_capacity", "reactive_export_capacity", "reactive_import_capacity", "export_meter_id", "import_meter_id"] as const;

export function readAssetForm(form: FormData, planned: boolean, { editing = false } = {}) {
  const submission = parseWithZod(form, { schema: assetFormSchema(planned) });
  const values: AssetFormValues = Object.fromEntries(ASSET_FIELDS.map((name) => [name, String(form.get(name) ?? "").trim()]));
  // A location is a place's name, or both coordinates (checked apart so it shows beside the other errors).
  const location: Record<string, string[]> = {};
  // With no location at all, the postcode (the field asked for first) says what is needed; with one coordinate, the other is missing.
  if (!values.postcode && !values.latitude && !values.longitude) location.postcode = [encodeMessage({ key: "location" })];
  else if (!values.postcode) for (const name of ["latitude", "longitude"] as const) if (!values[name]) location[name] = [encodeMessage({ key: "required" })];
  // The Flex API's format rules too, so every format error shows on the first submit (a planned asset sends no meters).
  if (!planned) for (const name of ["export_meter_id", "import_meter_id"] as const) if (isBadMeterId(values[name] ?? "")) location[name] = [encodeMessage({ key: "meterId" })];
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  if (!values.postcode && values.latitude && values.longitude && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    const outside = outsideGreatBritain(latitude, longitude);
    for (const name of ["latitude", "longitude"] as const) if (outside[name]) location[name] = [encodeMessage({ key: "greatBritain" })];
  }
  if (submission.status !== "success" || Object.keys(location).length) {
    const errors = { ...location, ...((submission.status === "success" ? {} : submission.reply().error) as Record<string, string[]>) };
    return { values, errors, body: {}, valid: false };
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(submission.value)) {
    if (value === undefined) {
      // An optional field emptied on the edit form is cleared, not left as it was.
      if (editing && (CLEARABLE as readonly string[]).includes(name) && !(planned && name.endsWith("_meter_id"))) body[name] = null;
      continue;
    }
    if (value && planned && (name === "export_meter_id" || name === "import_meter_id")) continue;
    if (submission.value.postcode && (name === "latitude" || name === "longitude")) continue;
    body[name] = value;
  }
  return { values, errors: {}, body, valid: true };
}

/** A stored asset as the form's first values. */
export function assetFormValues(asset: Record<string, unknown> & { location: [number, number] }): AssetFormValues {
  const values: AssetFormValues = {};
  for (const name of ASSET_FIELDS) if (asset[name] !== undefined && asset[name] !== null) values[name] = String(asset[name]);
  values.latitude = String(asset.location[1]);
  values.longitude = String(asset.location[0]);
  return values;
}
