/** Whose settlement events a caller sees, and the baseline terms each event is settled under. */
import { nowMs } from "~/clock.server";
import { store } from "../store";
import type { DispatchCaller } from "../dispatch/callers";
import { syncContracts } from "../markets/contracts";
import { byStartDescending, settlementEvents, type SettlementEvent } from "./events";
import { availabilityWindowEvents } from "./windows";
import { DEFAULT_TERMS } from "./types";

/** The nominated profile an event is settled against, where its competition's terms say so. */
export const nominatedOf = (event: SettlementEvent) => ({ terms: store.settlement.terms.get(event.competition) ?? DEFAULT_TERMS, nominations: store.settlement.nominations });

/** Every settlement event: delivered instructions and the passed availability windows of contracts, newest first. */
export function allSettlementEvents(now = nowMs()): SettlementEvent[] {
  syncContracts();
  const instructions = settlementEvents(store.market, store.dispatch.instructions, now);
  return byStartDescending([...instructions, ...availabilityWindowEvents(store.market, store.marketAccess.contracts, instructions, now)]);
}

/** A provider's own events; an operator's, those of its competitions across providers. */
export function eventsOf(caller: DispatchCaller) {
  const all = allSettlementEvents();
  return all.filter((event) => (caller.side === "provider" ? event.organisation_id === caller.orgId : event.operator_id === caller.orgId));
}


/** Upheld dispute adjustments by event (mocks/settlement/disputes.ts): lines of the event's statement. */
export function upheldAdjustments(): Map<number, { dispute: number; amount: number }[]> {
  const byEvent = new Map<number, { dispute: number; amount: number }[]>();
  for (const dispute of store.settlement.disputes)
    if (dispute.status === "upheld" && dispute.adjustment) byEvent.set(dispute.event, [...(byEvent.get(dispute.event) ?? []), { dispute: dispute.id, amount: dispute.adjustment }]);
  return byEvent;
}
