import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseLandView } from "~/components/map/boundaries-geometry";
import { parsePictureBox, pinsPicture } from "~/components/map/pins-picture.server";
import { withAccess } from "~/session/guard.server";
import { dashboardPinIndex } from "./dashboard/pins.server";

/**
 * The dashboard's asset pins as a picture, for browsers without JavaScript (the interactive
 * map asks `/dashboard/assets` view by view instead). The address names the server-drawn
 * map's view, as its land picture does, and the part of it shown; the pins are the viewer's own.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("dashboard", args, async (guarded) => {
    const params = new URL(guarded.request.url).searchParams;
    const view = parseLandView(params);
    const box = view ? parsePictureBox(params.get("box"), view) : null;
    if (!view || !box) return new Response("Not a view of the map.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    const svg = pinsPicture(await dashboardPinIndex(guarded, null), view, box);
    return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, no-store" } });
  });
