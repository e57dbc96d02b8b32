/**
 * Asset pins (001 §2, §6, §9; MAP-01, MAP-03). The server sends a view's pins and clusters
 * 200 at a time (pin-clusters.server.ts); popups show a provider its asset's ref and name,
 * and everyone else the status only.
 */
import type { Feature, FeatureCollection, Point } from "geojson";
import type { EligibilityStatus } from "~/domain/market/enums";
import type { PinKind } from "./legend";
import { legendLabelKey } from "./legend";

export const PIN_CHUNK = 200;

/** What the map needs of a qualifying asset; `ref` and `name` only reach providers. */
export type MapPin = {
  id: number;
  location: [number, number];
  qualified: boolean;
  eligibility_status: EligibilityStatus;
  ref?: string | null;
  name?: string | null;
};

/**
 * What travels to the map's worker: enough for the clusters and the popup. `ref` and
 * `name` are left out unless the viewer may see them, so they never reach other browsers.
 */
export type PinProperties = { id: number; qualified: boolean; status: EligibilityStatus; ref?: string; name?: string };
export type PinFeature = Feature<Point, PinProperties>;
export type PinOptions = { showIdentity: boolean };

export function pinKind(pin: Pick<MapPin, "qualified">): PinKind {
  return pin.qualified ? "qualified" : "unqualified";
}

/** Five decimals place a pin within about a metre and keep 100,000 pins a few MB lighter. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

export function pinFeature(pin: MapPin, { showIdentity }: PinOptions): PinFeature {
  const properties: PinProperties = { id: pin.id, qualified: pin.qualified, status: pin.eligibility_status };
  if (showIdentity && pin.ref != null) properties.ref = pin.ref;
  if (showIdentity && pin.name != null) properties.name = pin.name;
  return { type: "Feature", id: pin.id, geometry: { type: "Point", coordinates: [roundCoordinate(pin.location[0]), roundCoordinate(pin.location[1])] }, properties };
}

export function pinCollection(features: PinFeature[]): FeatureCollection<Point, PinProperties> {
  return { type: "FeatureCollection", features };
}

/** The pin back from a clicked feature's properties. */
export function pinFromFeature(feature: { geometry: Point; properties: Record<string, unknown> }): MapPin {
  const { properties } = feature;
  return {
    id: Number(properties.id),
    location: [feature.geometry.coordinates[0], feature.geometry.coordinates[1]],
    qualified: properties.qualified === true || properties.qualified === "true",
    eligibility_status: properties.status as EligibilityStatus,
    ref: typeof properties.ref === "string" ? properties.ref : null,
    name: typeof properties.name === "string" ? properties.name : null,
  };
}

export type PinPopup = {
  /** Present for providers only. */
  ref?: string;
  name?: string;
  /** Translation key (namespace `map`) of the status line. */
  statusKey: string;
};

/**
 * Providers see ref and name; others the status only. The status follows the legend's
 * wording: qualified/unqualified, or with the eligibility copy the exact eligibility status.
 */
export function pinPopup(pin: MapPin, options: { showIdentity: boolean; eligibilityCopy: boolean }): PinPopup {
  const statusKey = options.eligibilityCopy ? `status.${pin.eligibility_status}` : legendLabelKey(pinKind(pin), false);
  if (!options.showIdentity) return { statusKey };
  return { ref: pin.ref ?? undefined, name: pin.name ?? undefined, statusKey };
}
