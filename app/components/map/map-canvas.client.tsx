import { Map as MapLibreMap, setWorkerCount, NavigationControl, Popup, type GeoJSONSource, type LayerSpecification, type MapGeoJSONFeature, type MapMouseEvent, type PointLike } from "maplibre-gl";
import type { FeatureCollection, Geometry, Point } from "geojson";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { FIT_OPTIONS, boundaryBbox, hasEmptyCoordinates, initialBbox } from "~/domain/map/bounds";
import { CLUSTER_COLOUR_EXPRESSION, CLUSTER_RADIUS_EXPRESSION, CLUSTER_STROKE, PIN_RADIUS, PIN_STROKE } from "~/domain/map/clusters";
import { ACTIVE_OUTLINE_COLOUR, PIN_COLOURS, competitionColour } from "~/domain/map/colours";
import { pinCollection, pinFromFeature, pinPopup, type MapPin } from "~/domain/map/pins";
import { clusterMarkers, PIN_SOURCE } from "./cluster-markers.client";
import { pinViews } from "./pin-views.client";
import { centreOf, pickWithKeyboard, type PickArea } from "./map-keyboard.client";
import type { MapCanvasProps, MapCompetition } from "./map-types";
import { BUILT_IN_STYLE_URL, baseMapStyle } from "./base-style";

// maplibre's default is one worker outside Safari: the land's tiles and the pins would then
// be prepared one after the other. With two, they are prepared side by side.
setWorkerCount(2);

const SOURCES = { competitions: "competitions", pins: PIN_SOURCE } as const;
const LAYERS = { fill: "competition-fill", outline: "competition-outline", clusters: "pin-clusters", pins: "pins" } as const;
const FOCUS_ZOOM = 11;

type CompetitionProperties = { id: number; name: string; colour: string; active: boolean };

function competitionCollection(competitions: readonly MapCompetition[], activeId: number | null | undefined, activeBoundary: MapCanvasProps["activeBoundary"]) {
  const features = competitions.flatMap((competition) => {
    const active = competition.id === activeId;
    const boundary = active && activeBoundary && !hasEmptyCoordinates(activeBoundary) ? activeBoundary : competition.boundary;
    if (!boundary || hasEmptyCoordinates(boundary)) return [];
    const properties: CompetitionProperties = { id: competition.id, name: competition.name, colour: competitionColour(competition.colour), active };
    return [{ type: "Feature" as const, id: competition.id, geometry: boundary as Geometry, properties }];
  });
  // Drawn in order: the active area last, on top.
  features.sort((a, b) => Number(a.properties.active) - Number(b.properties.active));
  return { type: "FeatureCollection", features } as FeatureCollection<Geometry, CompetitionProperties>;
}

function layers(showAssets: boolean): LayerSpecification[] {
  const visibility = showAssets ? "visible" : "none";
  return [
    {
      id: LAYERS.fill,
      type: "fill",
      source: SOURCES.competitions,
      paint: { "fill-color": ["get", "colour"], "fill-opacity": ["case", ["get", "active"], 0.4, 0.18] },
    },
    {
      id: LAYERS.outline,
      type: "line",
      source: SOURCES.competitions,
      paint: {
        "line-color": ["case", ["get", "active"], ACTIVE_OUTLINE_COLOUR, ["get", "colour"]],
        "line-width": ["case", ["get", "active"], 3, 1.2],
      },
    },
    {
      id: LAYERS.clusters,
      type: "circle",
      source: SOURCES.pins,
      filter: ["has", "point_count"],
      layout: { visibility },
      paint: {
        "circle-color": CLUSTER_COLOUR_EXPRESSION,
        "circle-radius": CLUSTER_RADIUS_EXPRESSION,
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": CLUSTER_STROKE,
      },
    },
    {
      id: LAYERS.pins,
      type: "circle",
      source: SOURCES.pins,
      filter: ["!", ["has", "point_count"]],
      layout: { visibility },
      paint: {
        "circle-color": ["case", ["get", "qualified"], PIN_COLOURS.qualified, PIN_COLOURS.unqualified],
        "circle-radius": PIN_RADIUS,
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": PIN_STROKE,
      },
    },
  ] as LayerSpecification[];
}

/** The maplibre map; loaded only in the browser, from `CompetitionMap`. */
export function MapCanvas(props: MapCanvasProps) {
  const { t } = useTranslation("map");
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const popup = useRef<Popup | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const translate = useRef(t);
  translate.current = t;
  const hintId = useId();

  const { styleUrl, competitions, activeCompetitionId, activeBoundary, pinsUrl, showAssets, focus } = props;

  // The map itself, once per style.
  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        // The built-in style is known here: no round trip for /map/style.json before the sources load.
        style: styleUrl === BUILT_IN_STYLE_URL ? baseMapStyle() : styleUrl,
        // Tiles are fetched in maplibre's workers, where an address is only whole with its origin.
        transformRequest: (url) => (url.startsWith("/") ? { url: new URL(url, window.location.href).href } : { url }),
        bounds: initialBbox(latest.current),
        fitBoundsOptions: FIT_OPTIONS,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
        locale: {
          "Map.Title": translate.current("map.label"),
          "NavigationControl.ZoomIn": translate.current("controls.zoomIn"),
          "NavigationControl.ZoomOut": translate.current("controls.zoomOut"),
          "Popup.Close": translate.current("popup.close"),
        },
      });
    } catch (error) {
      latest.current.onFail(error);
      return;
    }
    mapRef.current = map;
    // Reachable from the page (the container's `maplibre` property) for automation and browser tests.
    Object.defineProperty(container.current, "maplibre", { value: map, configurable: true });
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    map.touchZoomRotate.disableRotation();

    let styleLoaded = false;
    map.on("error", (event) => {
      if (!styleLoaded) latest.current.onFail(event.error);
    });
    // Sources go in as soon as the style is read, so the pins are clustered while the land loads.
    map.once("style.load", () => {
      styleLoaded = true;
      const { competitions, activeCompetitionId, activeBoundary, showAssets } = latest.current;
      map.addSource(SOURCES.competitions, { type: "geojson", data: competitionCollection(competitions, activeCompetitionId, activeBoundary) });
      // Clustered on the server (pin-views.client.ts): the source holds what the view shows.
      map.addSource(SOURCES.pins, { type: "geojson", data: pinCollection([]) });
      for (const layer of layers(showAssets)) map.addLayer(layer);
      setLoaded(true);
    });

    const interactive = [LAYERS.clusters, LAYERS.pins, LAYERS.fill];
    map.on("mousemove", (event) => {
      if (!map.getLayer(LAYERS.fill)) return;
      map.getCanvas().style.cursor = map.queryRenderedFeatures(event.point, { layers: interactive }).length ? "pointer" : "";
    });
    // What a click, or Enter on the circle in the middle, picks: pins and clusters lie above
    // the areas, and of several pins the one nearest the middle of the picked area wins.
    const pick = (area: PointLike | PickArea) => {
      if (!map.getLayer(LAYERS.fill)) return;
      const features = map.queryRenderedFeatures(area, { layers: interactive });
      const middle = centreOf(area);
      const points = features.filter((feature) => feature.layer.id !== LAYERS.fill);
      const distance = (feature: MapGeoJSONFeature) => {
        const at = map.project((feature.geometry as Point).coordinates as [number, number]);
        return Math.hypot(at.x - middle.x, at.y - middle.y);
      };
      const top = points.length ? points.reduce((best, feature) => (distance(feature) < distance(best) ? feature : best)) : features[0];
      if (!top) return;
      if (top.layer.id === LAYERS.clusters) {
        const center = (top.geometry as Point).coordinates as [number, number];
        map.easeTo({ center, zoom: Number(top.properties.expansion_zoom) });
      } else if (top.layer.id === LAYERS.pins) {
        openPopup(map, pinFromFeature({ geometry: top.geometry as Point, properties: top.properties }));
      } else {
        latest.current.onSelectCompetition?.(Number(top.properties.id));
      }
    };
    map.on("click", (event: MapMouseEvent) => pick(event.point));
    const stopKeyboard = pickWithKeyboard(map, pick, () => {
      if (!popup.current?.isOpen()) return false;
      popup.current.remove();
      return true;
    });
    map.getCanvas().setAttribute("aria-describedby", hintId);

    return () => {
      mapRef.current = null;
      setLoaded(false);
      stopKeyboard();
      map.remove();
    };
  }, [styleUrl]);

  function openPopup(map: MapLibreMap, pin: MapPin) {
    const { showAssetIdentity, eligibilityCopy } = latest.current;
    const content = pinPopup(pin, { showIdentity: showAssetIdentity, eligibilityCopy });
    const list = document.createElement("dl");
    list.className = "map-popup";
    const row = (label: string, value: string) => {
      const term = document.createElement("dt");
      term.textContent = label;
      const detail = document.createElement("dd");
      detail.textContent = value;
      list.append(term, detail);
    };
    if (content.ref !== undefined) row(translate.current("popup.ref"), content.ref);
    if (content.name !== undefined) row(translate.current("popup.name"), content.name);
    row(translate.current("popup.status"), translate.current(content.statusKey));
    popup.current?.remove();
    popup.current = new Popup({ closeButton: true, maxWidth: "280px" }).setLngLat(pin.location).setDOMContent(list).addTo(map);
  }

  // Competition areas and the highlight of the active one.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    map.getSource<GeoJSONSource>(SOURCES.competitions)?.setData(competitionCollection(competitions, activeCompetitionId, activeBoundary));
  }, [loaded, competitions, activeCompetitionId, activeBoundary]);

  // The map fits the active competition (MAP-04).
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || activeCompetitionId == null) return;
    const active = latest.current.competitions.find((competition) => competition.id === activeCompetitionId);
    const bbox = boundaryBbox(activeBoundary) ?? boundaryBbox(active?.boundary);
    if (bbox) map.fitBounds(bbox, FIT_OPTIONS);
  }, [loaded, activeCompetitionId, activeBoundary]);

  // A search result moves the map.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !focus) return;
    if (focus.bbox) map.fitBounds(focus.bbox, FIT_OPTIONS);
    else if (focus.center) map.flyTo({ center: focus.center, zoom: Math.max(map.getZoom(), FOCUS_ZOOM) });
  }, [loaded, focus]);

  // Pins, clustered with their counts; the first clustered render makes the map ready.
  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(SOURCES.pins);
    if (!loaded || !map || !source) return;
    let cancelled = false;
    const visibility = showAssets ? "visible" : "none";
    map.setLayoutProperty(LAYERS.clusters, "visibility", visibility);
    map.setLayoutProperty(LAYERS.pins, "visibility", visibility);
    const markers = clusterMarkers(map, showAssets, translate, latest);

    const whenRendered = () => {
      const check = () => {
        if (cancelled) return;
        if (map.isSourceLoaded(SOURCES.pins)) {
          markers.update();
          latest.current.onReady(performance.now() - latest.current.loadStartedAt);
        } else map.once("idle", check);
      };
      map.once("idle", check);
    };

    let views: ReturnType<typeof pinViews> | null = null;
    if (!showAssets || !pinsUrl) {
      source.setData(pinCollection([]));
      whenRendered();
    } else {
      views = pinViews(map, pinsUrl, source, {
        first: latest.current.firstPins,
        onFirstView: whenRendered,
        // A first view that fails leaves the server-drawn map; a later one keeps what is drawn.
        onError: (error, first) => {
          if (first && !cancelled) latest.current.onFail(error);
        },
      });
    }
    return () => {
      cancelled = true;
      views?.stop();
      markers.remove();
    };
  }, [loaded, pinsUrl, showAssets]);

  return (
    <>
      <div ref={container} className="competition-map__canvas" />
      <div className="competition-map__pick-circle" aria-hidden="true" />
      <p id={hintId} className="visually-hidden">
        {t("map.keyboardHint")}
      </p>
    </>
  );
}
