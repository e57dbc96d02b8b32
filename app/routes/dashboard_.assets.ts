import type { LoaderFunctionArgs } from "@remix-run/node";
import { pinsGeoJson, type MapPin } from "~/domain/map/pins";
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
 * The dashboard's asset pins as GeoJSON; only providers get their assets' ref and name. Only providers and operators with the dashboard's
 * permission get assets; every other organisation type gets none.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("dashboard", args, async ({ request, context, auth }) => {
    const role = marketRole(auth);
    if (!role) return Response.json(pinsGeoJson([], { showIdentity: false }), { headers: NO_STORE });
    const client = await userClient(request, context, auth);
    const withinArea = role === "systemoperator" && auth.features.has(FLAGS.allCompetitionsInArea);
    const [assets, planned] = await Promise.all([
      qualifyingAssets(client, role, { withinArea }),
      role === "flexprovider" ? plannedAssets(client) : [],
    ]);
    const seen = new Set<string>();
    const pins = [...assets, ...planned].filter((asset) => {
      const key = `${asset.planned ? "p" : "a"}${asset.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    // GeoJSON, so the map's worker fetches and parses it off the main thread.
    return Response.json(pinsGeoJson(pins.map(pin), { showIdentity: role === "flexprovider" }), { headers: NO_STORE });
  });
