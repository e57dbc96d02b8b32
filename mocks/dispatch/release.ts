/**
 * Issuing: when an instruction's issue time has come, the provider's auto-accept rules
 * answer it if one matches, and the provider's team members with the dispatch role get an
 * e-mail. Like the real service's queue this happens when the sandbox is next called, not
 * on a timer, so restarts and tests stay deterministic.
 */
import { store } from "../store";
import { matchingRule } from "./auto-accept";
import { touch } from "./callers";
import type { DispatchInstruction } from "./types";
import { referenceOf } from "./wire";

function notify(instruction: DispatchInstruction) {
  const reference = referenceOf(instruction.id);
  const accepted = instruction.auto_accept_rule !== null;
  const members = store.teamMembers.filter(
    (member) => member.organisation_id === instruction.organisation_id && member.is_active && member.is_activated && member.roles.includes("dispatch"),
  );
  for (const member of members) {
    store.outbox.push({
      to: member.email,
      subject: accepted ? `Dispatch instruction ${reference} accepted by your auto-accept rule` : `New dispatch instruction ${reference}`,
      link: accepted ? "/operations/upcomingdispatches" : `/operations/upcomingdispatches/respond?instruction=${instruction.id}`,
      sent: instruction.issue_at,
    });
  }
}

export function release(instruction: DispatchInstruction) {
  instruction.released = true;
  if (instruction.response === null && !instruction.stopped_at) {
    const rule = matchingRule(instruction);
    if (rule) {
      instruction.response = "accepted";
      instruction.responded_at = instruction.issue_at;
      instruction.auto_accept_rule = rule.id;
    }
  }
  if (!instruction.stopped_at) notify(instruction);
  touch(instruction);
}

/** Issues every instruction whose time has come. */
export function releaseDue(now: number) {
  for (const instruction of store.dispatch.instructions) {
    if (!instruction.released && Date.parse(instruction.issue_at) <= now) release(instruction);
  }
}
