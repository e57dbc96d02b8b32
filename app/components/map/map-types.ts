import type { ReactNode } from "react";
import type { BBox } from "~/domain/map/bounds";
import type { FirstPinView } from "./pin-views.client";
import type { CompetitionStatus } from "~/domain/market/enums";
import type { Boundary } from "~/upstream/schemas/market";

/** A competition as the map draws it; `colour` is its operator's brand colour. */
export type MapCompetition = {
  id: number;
  name: string;
  status?: CompetitionStatus | null;
  colour?: string | null;
  /** The low-fidelity outline from the competitions list. */
  boundary?: Boundary | null;
};

/** Where a search result moves the map: its bounding box, else its centre. */
export type MapFocus = { bbox?: BBox | null; center?: [number, number] | null };

export type CompetitionMapProps = {
  /** The competitions and the active one's detailed outline, from `encodeMapOutlines` (map-outlines.ts). */
  outlines: string;
  activeCompetitionId?: number | null;
  /**
   * Where the pins come from, view by view, clustered on the server (pin-view.ts); null
   * for none. They stay out of the page's loader data.
   */
  pinsUrl: string | null;
  showAssets: boolean;
  /** Providers see their assets' ref and name in popups; everyone else the status only. */
  showAssetIdentity: boolean;
  /** The katz_change_eligibility_copy flag. */
  eligibilityCopy: boolean;
  /** A maplibre style URL: MAP_STYLE_URL when set, else BUILT_IN_STYLE_URL. */
  styleUrl: string;
  /** Changing it (a new object) moves the map there. */
  focus?: MapFocus | null;
  /** A click on a competition's area. */
  onSelectCompetition?: (id: number) => void;
  /** Shown on the server, without JavaScript and until the first clustered render. */
  fallback: ReactNode;
  /** The map chunk's address (map-chunk.server.ts), preloaded while the page hydrates; null when unknown. */
  chunkHref?: string | null;
  className?: string;
};

export type MapCanvasProps = Omit<CompetitionMapProps, "outlines" | "fallback" | "chunkHref" | "className"> & {
  competitions: readonly MapCompetition[];
  /** The active competition's detailed outline; drawn instead of its low one, and fitted. */
  activeBoundary?: Boundary | null;
  /** The first view's pins, asked for while maplibre loaded. */
  firstPins?: Promise<FirstPinView | null>;
  /** performance.now() when the map code started loading. */
  loadStartedAt: number;
  onReady: (firstRenderMs: number) => void;
  onFail: (error: unknown) => void;
};
