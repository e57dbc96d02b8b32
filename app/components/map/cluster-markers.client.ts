import type { Point } from "geojson";
import { Marker, type Map as MapLibreMap } from "maplibre-gl";
import { clusterCounts } from "~/domain/map/clusters";
import { legendLabelKey } from "~/domain/map/legend";
import type { MapCanvasProps } from "./map-types";

/** The map source holding the pins, clustered. */
export const PIN_SOURCE = "pins";

/**
 * Count badges on the clusters. The base map carries no fonts (no glyph service), so the
 * counts are HTML markers over the GPU-drawn circles, refreshed when the view settles.
 */
export function clusterMarkers(
  map: MapLibreMap,
  enabled: boolean,
  translate: { current: (key: string, options?: Record<string, unknown>) => string },
  latest: { current: MapCanvasProps },
) {
  const shown = new Map<number, Marker>();
  let frame = 0;

  function badge(properties: Record<string, unknown>) {
    const counts = clusterCounts(properties);
    const t = translate.current;
    const element = document.createElement("div");
    element.className = `map-cluster map-cluster--${counts.style}`;
    element.setAttribute("role", "img");
    element.setAttribute(
      "aria-label",
      t("cluster.summary", {
        total: counts.total,
        qualified: counts.qualified,
        unqualified: counts.unqualified,
        qualifiedLabel: t(legendLabelKey("qualified", latest.current.eligibilityCopy)),
        unqualifiedLabel: t(legendLabelKey("unqualified", latest.current.eligibilityCopy)),
      }),
    );
    const parts = counts.style === "mixed" ? [["qualified", counts.qualified], ["unqualified", counts.unqualified]] : [[counts.style, counts.total]];
    for (const [kind, count] of parts) {
      const span = document.createElement("span");
      span.className = `map-cluster__count map-cluster__count--${kind}`;
      span.textContent = String(count);
      element.append(span);
    }
    return element;
  }

  function update() {
    frame = 0;
    if (!enabled || !map.getSource(PIN_SOURCE)) return;
    const seen = new Set<number>();
    for (const feature of map.querySourceFeatures(PIN_SOURCE, { filter: ["has", "point_count"] })) {
      const id = Number(feature.properties.cluster_id);
      if (seen.has(id)) continue;
      seen.add(id);
      if (shown.has(id)) continue;
      const coordinates = (feature.geometry as Point).coordinates as [number, number];
      shown.set(id, new Marker({ element: badge(feature.properties) }).setLngLat(coordinates).addTo(map));
    }
    for (const [id, marker] of shown) {
      if (!seen.has(id)) {
        marker.remove();
        shown.delete(id);
      }
    }
  }

  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onSourceData = (event: { sourceId?: string; isSourceLoaded?: boolean }) => {
    if (event.sourceId === PIN_SOURCE && event.isSourceLoaded) schedule();
  };
  map.on("moveend", schedule);
  map.on("sourcedata", onSourceData);
  return {
    update,
    remove() {
      if (frame) cancelAnimationFrame(frame);
      map.off("moveend", schedule);
      map.off("sourcedata", onSourceData);
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    },
  };
}
