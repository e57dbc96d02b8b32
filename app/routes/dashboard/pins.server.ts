import { FLAGS } from "~/domain/flags";
import { viewerPinIndex, type PinIndex } from "~/domain/map/pin-clusters.server";
import type { MapPin } from "~/domain/map/pins";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { plannedAssets, qualifyingAssets } from "~/upstream/assets.server";
import type { QualifyingAsset } from "~/upstream/schemas/market";
import { marketRole } from "./data.server";

const pin = (asset: QualifyingAsset): MapPin => ({
  id: asset.id,
  location: asset.location,
  qualified: asset.qualified,
  eligibility_status: asset.eligibility_status,
  ref: asset.ref ?? null,
  name: asset.name ?? null,
});

/**
 * The clustered index of the assets the signed-in viewer sees on the dashboard: a provider its
 * own (planned ones included, with ref and name), an operator those in its competitions (or its
 * area, with the flag) without them, every other organisation type none. `version` names an
 * index already made for this viewer, so it is answered without asking the upstream again.
 */
export function dashboardPinIndex({ request, context, auth }: GuardedArgs, version: string | null): Promise<PinIndex> {
  const role = marketRole(auth);
  const withinArea = role === "systemoperator" && auth.features.has(FLAGS.allCompetitionsInArea);
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
  return viewerPinIndex(scope, version, pins, { showIdentity: role === "flexprovider" });
}
