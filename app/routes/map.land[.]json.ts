import type { LoaderFunctionArgs } from "@remix-run/node";
import { atlasResponse } from "~/components/map/atlas-response.server";
import { landFile } from "~/components/map/land.server";

/** The base map's land as GeoJSON, public like any atlas: the interactive map's only source. */
export function loader({ request }: LoaderFunctionArgs) {
  const { json, etag } = landFile();
  return atlasResponse(request, { body: json, etag, type: "application/geo+json" });
}
