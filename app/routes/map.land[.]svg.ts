import type { LoaderFunctionArgs } from "@remix-run/node";
import { atlasResponse } from "~/components/map/atlas-response.server";
import { isSignedLandView } from "~/components/map/boundaries-drawing.server";
import { parseLandView } from "~/components/map/boundaries-geometry";
import { landPicture } from "~/components/map/land-picture.server";

/** The land under the server-drawn map, for the view its signed address names (see boundaries-drawing.server.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const view = isSignedLandView(params) ? parseLandView(params) : null;
  if (!view) return new Response("Not a view of the map.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { svg, etag } = landPicture(view);
  return atlasResponse(request, { body: svg, etag, type: "image/svg+xml; charset=utf-8" });
}
