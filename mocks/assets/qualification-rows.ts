import { capacityFor, eligibilityStatus } from "~/domain/assets/eligibility";
import { store } from "../store";
import type { Asset, Competition, Qualification } from "../store/market-types";
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

const keyOf = (planned: boolean, id: number) => `${planned ? "p" : "a"}${id}`;

/** How an asset put forward (or not: no row) stands for a competition: the rules' reasons now, an operator's decision on top. */
export function standingOf(row: Qualification | undefined, asset: Asset, competition: Competition) {
  const reasons = reasonsFor(asset, competition);
  const decided = row && (row.eligibility_status === "qualified" || row.eligibility_status === "disqualified") ? row : null;
  return {
    put_forward: Boolean(row),
    eligibility_status: decided ? decided.eligibility_status : eligibilityStatus(reasons),
    override_reasons: decided?.reasons ?? [],
    reasons,
  };
}

/** How one asset stands for one competition (its qualification row looked up). */
export function standing(asset: Asset, competition: Competition) {
  const row = store.market.qualifications.find((candidate) => candidate.competition === competition.id && candidate.flex_asset === asset.id && candidate.planned === asset.planned);
  return standingOf(row, asset, competition);
}

/**
 * Qualification rows as every page counts them (the dashboard's counts, asset summary and pins,
 * the qualification overview, the operator's review): while the competition's qualification is
 * open, each with its standing now; once it has closed, the record as it stood then (what bidding
 * reads). A removed asset's row is left out, as it is in no list.
 */
export function standingRows(rows: readonly Qualification[]): Qualification[] {
  const assets = new Map(store.market.assets.map((asset) => [keyOf(asset.planned, asset.id), asset]));
  const competitions = new Map(store.market.competitions.map((competition) => [competition.id, competition]));
  return rows.flatMap((row) => {
    const asset = assets.get(keyOf(row.planned, row.flex_asset));
    if (!asset || asset.status === "inactive") return [];
    const competition = competitions.get(row.competition);
    if (!competition || competition.status !== "qualifying") return [row];
    const now = standingOf(row, asset, competition);
    const reasons = now.override_reasons.length ? now.override_reasons : [...new Set(now.reasons.map((reason) => reason.code))];
    return [{ ...row, eligibility_status: now.eligibility_status, reasons }];
  });
}
