import { capacityFor } from "~/domain/assets/eligibility";
import { store } from "../store";
import type { Competition, Qualification } from "../store/market-types";
import { nextIdOf } from "./caller";
import { reasonsFor, recheck, ruleCompetition, type SandboxAsset } from "./rules";

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Competitions whose qualification is open now; a removed one (its name cleared) is not. */
export const inQualification = () => store.market.competitions.filter((competition) => competition.status === "qualifying" && competition.name !== "");

/** After an edit or a new unavailability: every qualification of the asset not decided by an operator follows the rules again. */
export function recheckAsset(asset: SandboxAsset) {
  for (const row of store.market.qualifications) {
    if (row.flex_asset !== asset.id || row.planned !== asset.planned) continue;
    const competition = store.market.competitions.find((candidate) => candidate.id === row.competition);
    if (competition) recheck(row, asset, competition, round3(capacityFor(asset, ruleCompetition(competition))));
  }
}

/** Puts assets forward for a competition: one qualification each, its status from the rules. */
export function putForward(competition: Competition, assets: SandboxAsset[]): Qualification[] {
  return assets.map((asset) => {
    let row = store.market.qualifications.find((candidate) => candidate.competition === competition.id && candidate.flex_asset === asset.id && candidate.planned === asset.planned);
    if (!row) {
      row = {
        id: nextIdOf(store.market.qualifications),
        competition: competition.id,
        flex_asset: asset.id,
        organisation_id: asset.organisation_id,
        planned: asset.planned,
        eligibility_status: "ineligible",
        reasons: [],
        qualified_capacity: 0,
      };
      store.market.qualifications.push(row);
    }
    return recheck(row, asset, competition, round3(capacityFor(asset, ruleCompetition(competition))));
  });
}

/** Every reason in full (rule and numbers) for a qualification row, worked out now. */
export function liveReasons(row: Qualification, asset: SandboxAsset | undefined, competition: Competition) {
  return asset ? reasonsFor(asset, competition) : [];
}
