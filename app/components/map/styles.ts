import type { LinkDescriptor } from "@remix-run/node";
import maplibreCss from "maplibre-gl/dist/maplibre-gl.css";
import mapCss from "./map.css";

/** The map routes' stylesheets (maplibre's own and the map's), for their `links` export only. */
export const mapLinks = (): LinkDescriptor[] => [
  { rel: "stylesheet", href: maplibreCss },
  { rel: "stylesheet", href: mapCss },
];
