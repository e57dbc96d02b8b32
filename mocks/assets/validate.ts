import { CAPACITY_DECIMAL_PLACES } from "~/domain/validation/capacity";
import { ASSET_CATEGORIES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import { isBadMeterId, outsideGreatBritain } from "~/domain/assets/asset-rules";
import { englishMessage } from "~/domain/validation/messages";
import { store } from "../store";
import { OUTSIDE_GREAT_BRITAIN, postcodeArea, postcodeTown } from "../store/gb/postcode-areas";
import type { LngLat } from "../store/market-types";

type Body = Record<string, unknown>;
export type AssetFields = {
  name: string;
  asset_category: (typeof ASSET_CATEGORIES)[number];
  asset_type: string;
  voltage_level: number;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  export_meter_id: string | null;
  import_meter_id: string | null;
  capacity_type: "export" | "import" | null;
  capacity_value: number | null;
  location: LngLat;
  status: "active" | "commissioning";
};

const REQUIRED = "This field is required.";

function numberField(body: Body, name: string, errors: Record<string, string[]>, { required = true, decimals = 3 } = {}): number | null {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === "") {
    if (required) errors[name] = [REQUIRED];
    return null;
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) errors[name] = ["A valid number is required."];
  else if (value < 0) errors[name] = ["Ensure this value is greater than or equal to 0."];
  else if (!Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6)) errors[name] = [`Ensure that there are no more than ${decimals} decimal places.`];
  else return value;
  return null;
}

/** A location from `latitude`/`longitude`, or from `postcode`: a UK postcode (placed at its area's town) or one of the sandbox's places by name. */
function locationOf(body: Body, errors: Record<string, string[]>): LngLat | null {
  const place = String(body.postcode ?? "").trim();
  if (place) {
    const town = postcodeTown(place);
    if (town === null) {
      errors.postcode = [OUTSIDE_GREAT_BRITAIN.has(postcodeArea(place)!) ? englishMessage({ key: "greatBritain" }) : `No place is known for the postcode "${place}".`];
      return null;
    }
    const name = (town ?? place).toLowerCase();
    const found = store.market.places.find((row) => row.kind === "place" && row.name.toLowerCase() === name);
    if (!found) errors.postcode = [`No place called "${place}" is known.`];
    return found ? found.center : null;
  }
  if (!String(body.latitude ?? "").trim() && !String(body.longitude ?? "").trim()) {
    errors.postcode = [englishMessage({ key: "location" })];
    return null;
  }
  const coordinate = (name: string) => {
    const raw = String(body[name] ?? "").trim();
    if (!raw) errors[name] = [REQUIRED];
    else if (!Number.isFinite(Number(raw))) errors[name] = ["A valid number is required."];
    else return Number(raw);
    return null;
  };
  const latitude = coordinate("latitude");
  const longitude = coordinate("longitude");
  if (latitude === null || longitude === null) return null;
  const outside = outsideGreatBritain(latitude, longitude);
  if (outside.latitude) errors.latitude = [englishMessage({ key: "greatBritain" })];
  if (outside.longitude) errors.longitude = [englishMessage({ key: "greatBritain" })];
  return [Math.round(longitude * 1e5) / 1e5, Math.round(latitude * 1e5) / 1e5];
}

/** DRF-style validation of an asset (or, with `planned`, a planned asset). */
export function validateAsset(body: Body, planned: boolean): { fields: AssetFields } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const name = String(body.name ?? "").trim();
  if (!name) errors.name = [REQUIRED];
  else if (name.length > 100) errors.name = ["Ensure this field has no more than 100 characters."];
  const category = String(body.asset_category ?? "");
  if (!category) errors.asset_category = [REQUIRED];
  else if (!(ASSET_CATEGORIES as readonly string[]).includes(category)) errors.asset_category = [`"${category}" is not a valid choice.`];
  const voltage = numberField(body, "voltage_level", errors);
  if (voltage !== null && !(VOLTAGE_LEVELS as readonly number[]).includes(voltage)) errors.voltage_level = [`"${voltage}" is not a valid choice.`];
  // Capacities to 5 decimal places, as every capacity of the marketplace (000 §5).
  const capacities = ["active_export_capacity", "active_import_capacity", "reactive_export_capacity", "reactive_import_capacity"].map((field) => numberField(body, field, errors, { required: false, decimals: CAPACITY_DECIMAL_PLACES }) ?? 0);
  const meters = ["export_meter_id", "import_meter_id"].map((field) => {
    const value = String(body[field] ?? "").replace(/\s/g, "");
    if (isBadMeterId(value)) errors[field] = [englishMessage({ key: "meterId" })];
    return value || null;
  });
  const capacityType = planned ? String(body.capacity_type ?? "") : "";
  if (planned && !["export", "import"].includes(capacityType)) errors.capacity_type = [capacityType ? `"${capacityType}" is not a valid choice.` : REQUIRED];
  const capacityValue = planned ? numberField(body, "capacity_value", errors, { decimals: CAPACITY_DECIMAL_PLACES }) : null;
  if (planned && capacityValue === 0) errors.capacity_value = ["Ensure this value is greater than 0."];
  const location = locationOf(body, errors);
  if (Object.keys(errors).length || !location || voltage === null) return { errors };
  return {
    fields: {
      name,
      asset_category: category as AssetFields["asset_category"],
      asset_type: String(body.asset_type ?? "").trim() || category,
      voltage_level: voltage,
      active_export_capacity: capacities[0],
      active_import_capacity: capacities[1],
      reactive_export_capacity: capacities[2],
      reactive_import_capacity: capacities[3],
      export_meter_id: planned ? null : meters[0],
      import_meter_id: planned ? null : meters[1],
      capacity_type: planned ? (capacityType as "export" | "import") : null,
      capacity_value: capacityValue,
      location,
      status: planned ? "commissioning" : "active",
    },
  };
}
