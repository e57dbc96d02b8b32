import type { Caller } from "../session";
import { store } from "../store";
import type { Competition } from "../store/market-types";
import type { Organisation } from "../store/types";

/** The caller's system operator, or null for anyone else (providers are refused). */
export function callerOperator(caller: Caller): Organisation | null {
  const organisation = store.organisations.find((candidate) => candidate.id === caller.user.organisation_id);
  return organisation?.org_type === "systemoperator" ? organisation : null;
}

/** An operator reviews its own competitions and those in the licence areas it operates. */
export function operatesCompetition(operatorId: number, competition: Competition): boolean {
  if (competition.operator_id === operatorId) return true;
  const areas = new Set(store.market.licenceAreas.filter((area) => area.operator_id === operatorId).map((area) => area.ref));
  return competition.area_refs.some((ref) => areas.has(ref));
}

export function operatorCompetitions(operatorId: number): Competition[] {
  return store.market.competitions.filter((competition) => operatesCompetition(operatorId, competition));
}
