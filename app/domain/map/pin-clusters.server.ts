/**
 * Asset clusters on the server (001 §9, MAP-03). A market holds up to hundreds of thousands
 * of assets; clustering them in the browser means sending all of them and clustering on
 * every load. Here supercluster indexes them once per data version, with the radius and
 * max zoom the map drew its clusters with, and a view takes what it shows in pages of 200.
 */
import Supercluster from "supercluster";
import { keptIn } from "~/domain/bounded-cache";
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from "./clusters";
import { PIN_CHUNK, pinFeature, type MapPin, type PinFeature, type PinOptions, type PinProperties } from "./pins";
import type { ClusterProperties, PinView, PinViewCollection, PinViewFeature } from "./pin-view";

type Counts = { qualified: number; unqualified: number };
export type PinIndex = { version: string; index: Supercluster<PinProperties, Counts> };

/** maplibre draws 512-pixel tiles; supercluster's radius is in pixels of its extent, so 512 makes them the same pixels. */
const TILE_EXTENT = 512;
/** At most this many indexes are kept (one per signed-in scope and data version); 100,000 pins take about 40 MB. */
const KEPT_INDEXES = 6;

const mixString = (hash: number, text: string) => {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return Math.imul(h ^ 0xff, 0x01000193);
};

/**
 * A short name for the pins as the viewer sees them (two FNV-1a hashes over what a feature
 * carries): equal data gives an equal version on every replica, any change a new one.
 */
export function pinsVersion(features: readonly PinFeature[]): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ features.length;
  for (const feature of features) {
    const { id, qualified, status, ref, name } = feature.properties;
    const [lng, lat] = feature.geometry.coordinates;
    a = Math.imul(a ^ id, 0x01000193);
    a = Math.imul(a ^ Math.round(lng * 1e5), 0x01000193);
    a = Math.imul(a ^ Math.round(lat * 1e5), 0x01000193);
    b = Math.imul(b ^ (qualified ? 1 : 2), 0x01000193);
    b = mixString(b, status);
    if (ref !== undefined) b = mixString(b, ref);
    if (name !== undefined) b = mixString(b, name);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36) + features.length.toString(36);
}

export function pinIndex(features: PinFeature[], version: string = pinsVersion(features)): PinIndex {
  const index = new Supercluster<PinProperties, Counts>({
    radius: CLUSTER_RADIUS,
    extent: TILE_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
    map: (pin) => ({ qualified: pin.qualified ? 1 : 0, unqualified: pin.qualified ? 0 : 1 }),
    reduce: (sum, counts) => {
      sum.qualified += counts.qualified;
      sum.unqualified += counts.unqualified;
    },
  });
  index.load(features);
  return { version, index };
}

const indexes = new Map<string, PinIndex>();

/**
 * The index of a viewer's pins. `scope` names who sees them (user, role, flags), so one
 * viewer's index never answers another's. When the view names the version kept for the
 * scope, the pins are not fetched again; otherwise they are, and an index is built unless
 * one of the same version is kept.
 */
export async function viewerPinIndex(scope: string, version: string | null, pins: () => Promise<readonly MapPin[]>, options: PinOptions): Promise<PinIndex> {
  const kept = version ? indexes.get(`${scope}|${version}`) : undefined;
  if (kept) return kept;
  const features = (await pins()).map((pin) => pinFeature(pin, options));
  const current = pinsVersion(features);
  return keptIn(indexes, `${scope}|${current}`, KEPT_INDEXES, () => pinIndex(features, current));
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** One page of what a view shows: clusters with their counts and expansion zoom, and single pins. */
export function pinsInView({ version, index }: PinIndex, view: Pick<PinView, "bbox" | "zoom" | "page">): PinViewCollection {
  const all = index.getClusters(view.bbox, view.zoom);
  const pages = Math.max(1, Math.ceil(all.length / PIN_CHUNK));
  const features = all.slice((view.page - 1) * PIN_CHUNK, view.page * PIN_CHUNK).map((feature): PinViewFeature => {
    const [lng, lat] = feature.geometry.coordinates;
    const geometry = { type: "Point" as const, coordinates: [round(lng), round(lat)] };
    const properties = feature.properties as Partial<ClusterProperties> & Counts;
    if (properties.cluster) {
      const id = properties.cluster_id!;
      const cluster: ClusterProperties = {
        cluster: true,
        cluster_id: id,
        point_count: properties.point_count!,
        qualified: properties.qualified,
        unqualified: properties.unqualified,
        expansion_zoom: index.getClusterExpansionZoom(id),
      };
      return { type: "Feature", geometry, properties: cluster };
    }
    return { type: "Feature", id: (feature.properties as PinProperties).id, geometry, properties: feature.properties as PinProperties };
  });
  return { type: "FeatureCollection", features, version, page: view.page, pages };
}
