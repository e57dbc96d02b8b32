/**
 * Settlement events, worked out from the dispatch instructions when read: one per accepted
 * instruction that delivered (up to its end, or its stop), once that delivery is over.
 * Its meters are the import and export meters of the instruction's assets. The availability
 * windows of contracts are events too (./windows.ts).
 */
import { deliveredEnd } from "../dispatch/lifecycle";
import type { DispatchInstruction } from "../dispatch/types";
import type { MarketData } from "../store/market-types";
import type { Direction } from "~/domain/settlement/delivery";

export type EventMeter = { meter_id: string; kind: "import" | "export"; asset: number; asset_name: string };

export type SettlementEvent = {
  id: number;
  /** A delivered instruction, or a contracted availability window that has passed. */
  kind: "instruction" | "availability_window";
  instruction: number | null;
  /** The contract and window name of an availability window; null for an instruction. */
  contract: string | null;
  window_name: string | null;
  competition: number;
  competition_name: string;
  organisation_id: number;
  operator_id: number;
  start: string;
  end: string;
  capacity: number;
  direction: Direction;
  currency: string;
  availability_price: number;
  utilisation_price: number;
  /** Per MW for the event, from the bid; 0 when it carries none. */
  service_fee_rate: number;
  /** Declared unavailability of the event's (not planned) assets that overlaps it: those half-hours are not available hours. */
  unavailable: { from: string; to: string; asset: number }[];
  /** Of an availability window: the instructions that covered part of it (their events pay those hours). */
  dispatched: { from: string; to: string; event: number }[];
  meters: EventMeter[];
};

export function settlementEvents(market: MarketData, instructions: readonly DispatchInstruction[], now: number): SettlementEvent[] {
  const competitions = new Map(market.competitions.map((competition) => [competition.id, competition]));
  const assets = new Map(market.assets.map((asset) => [asset.id, asset]));
  const decisions = new Map(market.decisions.map((decision) => [decision.id, decision]));
  const bids = new Map(market.bids.map((bid) => [bid.id, bid]));
  const events: SettlementEvent[] = [];
  for (const instruction of instructions) {
    const end = deliveredEnd(instruction);
    if (!end || Date.parse(end) > now) continue;
    const competition = competitions.get(instruction.competition);
    const meters: EventMeter[] = instruction.assets.flatMap((id) => {
      const asset = assets.get(id);
      if (!asset) return [];
      const name = asset.name || asset.ref;
      return [
        ...(asset.import_meter_id ? [{ meter_id: asset.import_meter_id, kind: "import" as const, asset: id, asset_name: name }] : []),
        ...(asset.export_meter_id ? [{ meter_id: asset.export_meter_id, kind: "export" as const, asset: id, asset_name: name }] : []),
      ];
    });
    events.push({
      id: instruction.id,
      kind: "instruction",
      instruction: instruction.id,
      contract: null,
      window_name: null,
      competition: instruction.competition,
      competition_name: competition?.name ?? "",
      organisation_id: instruction.organisation_id,
      operator_id: instruction.operator_id,
      start: instruction.start,
      end,
      capacity: instruction.capacity,
      direction: competition?.need_direction === "excess" ? "up" : "down",
      currency: competition?.currency ?? "GBP",
      availability_price: decisions.get(instruction.decision)?.clearing_price ?? bids.get(instruction.bid)?.availability_price ?? 0,
      utilisation_price: instruction.utilisation_price ?? 0,
      service_fee_rate: bids.get(instruction.bid)?.service_fee ?? 0,
      unavailable: market.unavailabilities
        .filter((period) => period.is_active && !period.planned && instruction.assets.includes(period.flex_asset) && Date.parse(period.unavailable_from) < Date.parse(end) && Date.parse(period.unavailable_to) > Date.parse(instruction.start))
        .map((period) => ({ from: period.unavailable_from, to: period.unavailable_to, asset: period.flex_asset })),
      dispatched: [],
      meters,
    });
  }
  return byStartDescending(events);
}

/** Newest first; the same start in a stable order (each start read once: there are thousands of windows). */
export function byStartDescending(events: SettlementEvent[]): SettlementEvent[] {
  const starts = new Map(events.map((event) => [event, Date.parse(event.start)]));
  return events.sort((a, b) => starts.get(b)! - starts.get(a)! || b.id - a.id);
}
