import type { LoaderFunctionArgs } from "@remix-run/node";
import { pinsInView, viewerPinIndex } from "~/domain/map/pin-clusters.server";
import { parsePinView } from "~/domain/map/pin-view";
import type { MapPin } from "~/domain/map/pins";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { plannedAssets, qualifyingAssets } from "~/upstream/assets.server";
import type { QualifyingAsset } from "~/upstream/schemas/market";
import { marketRole } from "./dashboard/data.server";
import { FLAGS } from "~/domain/flags";

const NO_STORE = { "Cache-Control": "private, no-store" };

const pin = (asset: QualifyingAsset): MapPin => ({
  id: asset.id,
  location: asset.location,
  qualified: asset.qualified,
  eligibility_status: asset.eligibility_status,
  ref: asset.ref ?? null,
  name: asset.name ?? null,
});

/**
 * One view of the dashboard's asset pins (see pin-view.ts): clusters, or single pins above
 * the cluster max zoom, 200 a page. Only providers get their assets' ref and name. Only
 * providers and operators with the dashboard's permission get assets; every other
 * organisation type gets none.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("dashboard", args, async ({ request, context, auth }) => {
    const parsed = parsePinView(new URL(request.url).searchParams);
    if ("error" in parsed) return Response.json({ message: parsed.error }, { status: 400, headers: NO_STORE });
    const { view } = parsed;
    const role = marketRole(auth);
    const withinArea = role === "systemoperator" && auth.features.has(FLAGS.allCompetitionsInArea);
    const showIdentity = role === "flexprovider";
    const pins = async (): Promise<MapPin[]> => {
      if (!role) return [];
      const client = await userClient(request, context, auth);
      const [assets, planned] = await Promise.all([qualifyingAssets(client, role, { withinArea }), role === "flexprovider" ? plannedAssets(client) : []]);
      const seen = new Set<string>();
      return [...assets, ...planned]
        .filter((asset) => {
          const key = `${asset.planned ? "p" : "a"}${asset.id}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map(pin);
    };
    // Who sees these pins: an index is only ever reused for the same user, role and flag.
    const scope = `${auth.claims?.user_id ?? ""}|${auth.claims?.role?.id ?? ""}|${role ?? "none"}|${withinArea}`;
    const index = await viewerPinIndex(scope, view.version, pins, { showIdentity });
    return Response.json(pinsInView(index, view), { headers: NO_STORE });
  });
