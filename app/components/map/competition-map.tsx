import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import { fittedView, initialBbox } from "~/domain/map/bounds";
import { decodeMapOutlines, NO_OUTLINES } from "./map-outlines";
import type { CompetitionMapProps, MapCanvasProps } from "./map-types";
import { firstPinView, type FirstPinView } from "./pin-views.client";

export type { CompetitionMapProps, MapCompetition, MapFocus } from "./map-types";

/**
 * The interactive competition map (MAP-01 … MAP-04). maplibre is loaded only here, in the
 * browser, after hydration, as its own chunk (`.client` modules are empty on the server);
 * until its first clustered render the `fallback` (the server-drawn boundaries) stands in
 * its place, and it stays if the map cannot start (no WebGL, chunk failed to load).
 *
 * When ready the container carries `data-map-ready="true"` and `data-first-render-ms`,
 * the time since the map code started loading.
 */
export function CompetitionMap({ fallback, chunkHref, className, outlines, ...rest }: CompetitionMapProps) {
  const { t } = useTranslation("map");
  // Only the browser's map reads the outlines; the server's render draws the fallback instead.
  const decoded = useMemo(() => (typeof document === "undefined" ? NO_OUTLINES : decodeMapOutlines(outlines)), [outlines]);
  const props = { ...rest, ...decoded };
  const [Canvas, setCanvas] = useState<ComponentType<MapCanvasProps> | null>(null);
  const [firstRenderMs, setFirstRenderMs] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const loadStartedAt = useRef(0);
  const region = useRef<HTMLDivElement>(null);
  const firstPins = useRef<Promise<FirstPinView | null>>();

  useEffect(() => {
    let cancelled = false;
    loadStartedAt.current = performance.now();
    // The first view's pins are asked for now, so the server clusters them while maplibre loads.
    const early = new AbortController();
    const { pinsUrl, showAssets } = props;
    const room = region.current;
    const fitted = pinsUrl && showAssets && room ? fittedView(initialBbox(props), room.clientWidth, room.clientHeight) : null;
    if (pinsUrl && fitted) firstPins.current = firstPinView(pinsUrl, fitted, early.signal);
    import("./map-canvas.client")
      .then((module) => {
        if (!cancelled) setCanvas(() => module.MapCanvas);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      early.abort();
    };
  }, []);

  const onReady = useCallback((ms: number) => setFirstRenderMs((known) => known ?? ms), []);
  const onFail = useCallback(() => setFailed(true), []);
  const ready = firstRenderMs !== null && !failed;

  return (
    <div
      ref={region}
      className={`competition-map${className ? ` ${className}` : ""}`}
      role="region"
      aria-label={t("map.label")}
      data-map-ready={ready ? "true" : undefined}
      data-first-render-ms={ready ? Math.round(firstRenderMs) : undefined}
      data-map-failed={failed ? "true" : undefined}
    >
      {chunkHref ? <link rel="modulepreload" href={chunkHref} /> : null}
      {Canvas && !failed ? <Canvas {...props} firstPins={firstPins.current} loadStartedAt={loadStartedAt.current} onReady={onReady} onFail={onFail} /> : null}
      {ready ? null : <div className="competition-map__fallback">{fallback}</div>}
    </div>
  );
}
