import type { LoaderFunctionArgs } from "@remix-run/node";
import { pinsInView } from "~/domain/map/pin-clusters.server";
import { parsePinView } from "~/domain/map/pin-view";
import { withAccess } from "~/session/guard.server";
import { dashboardPinIndex } from "./dashboard/pins.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * One view of the dashboard's asset pins (see pin-view.ts): clusters, or single pins above
 * the cluster max zoom, 200 a page. Only providers get their assets' ref and name. Only
 * providers and operators with the dashboard's permission get assets; every other
 * organisation type gets none.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("dashboard", args, async (guarded) => {
    const parsed = parsePinView(new URL(guarded.request.url).searchParams);
    if ("error" in parsed) return Response.json({ message: parsed.error }, { status: 400, headers: NO_STORE });
    const { view } = parsed;
    const index = await dashboardPinIndex(guarded, view.version);
    return Response.json(pinsInView(index, view), { headers: NO_STORE });
  });
