/** A provider's auto-accept rules: the first active rule (lowest id) that matches answers for it. */
import { store } from "../store";
import type { AutoAcceptRule, DispatchInstruction } from "./types";
import { unavailabilityOver } from "./wire";

export function ruleMatches(rule: AutoAcceptRule, instruction: Omit<DispatchInstruction, "id">): boolean {
  if (!rule.is_active || rule.organisation_id !== instruction.organisation_id) return false;
  // A rule answers only what is issued after it was made.
  if (Date.parse(rule.created) > Date.parse(instruction.issue_at)) return false;
  if (rule.competition !== null && rule.competition !== instruction.competition) return false;
  if (rule.flex_asset !== null && !instruction.assets.includes(rule.flex_asset)) return false;
  if (rule.min_utilisation_price !== null && (instruction.utilisation_price ?? 0) < rule.min_utilisation_price) return false;
  if (rule.require_available && unavailabilityOver(instruction.assets, instruction.start, instruction.end).length) return false;
  return true;
}

export function matchingRule(instruction: Omit<DispatchInstruction, "id">): AutoAcceptRule | undefined {
  return store.dispatch.autoAcceptRules.filter((rule) => ruleMatches(rule, instruction)).sort((a, b) => a.id - b.id)[0];
}
