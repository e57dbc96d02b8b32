import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import type { BBox } from "~/domain/map/bounds";
import { PIN_VIEW_MAX_ZOOM, paddedBbox, pinViewQuery, viewCovers, type PinView, type PinViewCollection, type PinViewFeature } from "~/domain/map/pin-view";

type Loaded = { bbox: BBox; zoom: number };
/** The first page of a view, asked for before the map could. */
export type FirstPinView = Loaded & { answer: PinViewCollection };

export class PinViewError extends Error {}

async function fetchPinView(url: string, view: PinView, signal?: AbortSignal): Promise<PinViewCollection> {
  const response = await fetch(`${url}?${pinViewQuery(view)}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json")) throw new PinViewError(`The pins could not be loaded (${response.status}).`);
  return (await response.json()) as PinViewCollection;
}

/**
 * Asks for the first page of the view the map will open on, while maplibre is still loading;
 * the server meanwhile fetches and clusters the pins. Never fails: the map asks again. Leaving
 * the page before it is answered cancels it.
 */
export function firstPinView(url: string, fitted: { bbox: BBox; zoom: number }, signal?: AbortSignal): Promise<FirstPinView | null> {
  const view = { bbox: paddedBbox(fitted.bbox), zoom: Math.min(Math.floor(fitted.zoom), PIN_VIEW_MAX_ZOOM), page: 1, version: null };
  return fetchPinView(url, view, signal).then(
    (answer) => ({ bbox: view.bbox, zoom: view.zoom, answer }),
    () => null,
  );
}

const visibleBbox = (map: MapLibreMap): BBox => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/**
 * Loads the pins the map shows from the server, view by view (see pin-view.ts): when the
 * view settles outside the box already loaded, or at another cluster level, the map asks
 * for the new view, page by page. A newer view cancels an
 * older one still loading. `onFirstView` runs once the first view's pages are all drawn.
 * `first`, asked for before the map loaded, serves the first view when it covers it, and
 * otherwise still names the data version the server has clustered.
 */
export function pinViews(
  map: MapLibreMap,
  url: string,
  source: GeoJSONSource,
  { first: early, onFirstView, onError }: { first?: Promise<FirstPinView | null>; onFirstView: () => void; onError: (error: unknown, first: boolean) => void },
) {
  let loaded: Loaded | null = null;
  let version: string | null = null;
  let controller: AbortController | null = null;
  let first = true;
  let prefetched = early;

  async function load(bbox: BBox, zoom: number, signal: AbortSignal, firstPage?: PinViewCollection): Promise<void> {
    const features: PinViewFeature[] = [];
    // The first view is drawn page by page; a later one replaces what is drawn once it is whole, so no pin blinks out meanwhile.
    const progressive = loaded === null;
    let pages = 1;
    for (let page = 1; page <= pages; page++) {
      const answer = page === 1 && firstPage ? firstPage : await fetchPinView(url, { bbox, zoom, page, version }, signal);
      // The data changed between two pages: the view starts again from the new version.
      if (page > 1 && answer.version !== version) {
        version = answer.version;
        return load(bbox, zoom, signal);
      }
      version = answer.version;
      pages = answer.pages;
      features.push(...(answer.features as PinViewFeature[]));
      if (signal.aborted) return;
      if (progressive) source.setData({ type: "FeatureCollection", features });
    }
    if (!progressive) source.setData({ type: "FeatureCollection", features });
    loaded = { bbox, zoom };
  }

  async function loadVisible(signal: AbortSignal) {
    const head = prefetched ? await prefetched : null;
    prefetched = undefined;
    if (signal.aborted) return;
    const visible = visibleBbox(map);
    const zoom = map.getZoom();
    if (head && viewCovers(head, visible, zoom)) return load(head.bbox, head.zoom, signal, head.answer);
    version ??= head?.answer.version ?? null;
    return load(paddedBbox(visible), Math.min(Math.floor(zoom), PIN_VIEW_MAX_ZOOM), signal);
  }

  function update() {
    if (loaded && viewCovers(loaded, visibleBbox(map), map.getZoom())) return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const wasFirst = first;
    loadVisible(current.signal)
      .then(() => {
        if (current.signal.aborted || !wasFirst) return;
        first = false;
        onFirstView();
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        onError(error, wasFirst);
      });
  }

  map.on("moveend", update);
  update();
  return {
    stop() {
      map.off("moveend", update);
      controller?.abort();
    },
  };
}
