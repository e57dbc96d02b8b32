import type { Boundary } from "~/upstream/schemas/market";
import type { MapCompetition } from "./map-types";

/**
 * The outlines the map draws, as they cross to the browser: one JSON text. In loader data each
 * boundary is hundreds of small arrays and numbers, which the framework's serialiser walks one
 * by one on every render of the page (a tenth of the dashboard's server time), although only
 * maplibre reads them, after hydration. As one string they are written once, and the browser
 * parses them with its JSON reader when the map starts. The page itself draws the outlines from
 * `drawCompetitionBoundaries`, not from these.
 */
export type MapOutlines = {
  competitions: MapCompetition[];
  /** The active competition's detailed outline; drawn instead of its low one, and fitted. */
  activeBoundary: Boundary | null;
};

export const NO_OUTLINES: MapOutlines = { competitions: [], activeBoundary: null };

export function encodeMapOutlines(outlines: MapOutlines): string {
  return JSON.stringify(outlines);
}

export function decodeMapOutlines(text: string): MapOutlines {
  return text ? (JSON.parse(text) as MapOutlines) : NO_OUTLINES;
}
