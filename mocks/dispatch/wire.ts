/** Instructions as the Flex API sends them: the stored record with names, terms and its status now. */
import { volumeUnitFor } from "~/domain/validation/capacity";
import { store } from "../store";
import type { Asset, AssetUnavailability, Competition } from "../store/market-types";
import { deliveredEnd, periodAt, statusAt } from "./lifecycle";
import { expectedCost, expectedVolume } from "./terms";
import type { DispatchInstruction } from "./types";

export const referenceOf = (id: number) => `DI-${String(id).padStart(6, "0")}`;

// Looked up once per market copy, not per row: a list page names many assets.
const assetIndex = new WeakMap<Asset[], Map<number, Asset>>();
export function assetById(id: number): Asset | undefined {
  let index = assetIndex.get(store.market.assets);
  if (!index) assetIndex.set(store.market.assets, (index = new Map(store.market.assets.map((asset) => [asset.id, asset]))));
  return index.get(id);
}

const competitionById = (id: number): Competition | undefined => store.market.competitions.find((competition) => competition.id === id);
const organisationName = (id: number) => store.organisations.find((organisation) => organisation.id === id)?.name ?? "";

function person(userId: number | null) {
  if (userId === null) return null;
  const user = store.users.find((candidate) => candidate.id === userId);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : { id: userId, first_name: "", last_name: "" };
}

/** Unavailability declared for any of the assets over any part of the time. */
export function unavailabilityOver(assets: readonly number[], start: string, end: string): AssetUnavailability[] {
  const [from, to] = [Date.parse(start), Date.parse(end)];
  return store.market.unavailabilities.filter(
    (period) => period.is_active && assets.includes(period.flex_asset) && Date.parse(period.unavailable_from) < to && Date.parse(period.unavailable_to) > from,
  );
}

function windowOf(competition: Competition | undefined, windowId: number) {
  for (const period of competition?.service_periods ?? []) {
    const window = period.windows.find((candidate) => candidate.id === windowId);
    if (window) return { id: window.id, name: window.name, start_time: window.start_time, end_time: window.end_time };
  }
  return { id: windowId, name: "", start_time: "", end_time: "" };
}

/** The terms of an instruction, stored or proposed. */
export function termsWire(instruction: Omit<DispatchInstruction, "id">) {
  const competition = competitionById(instruction.competition);
  const powerType = competition?.power_type ?? "active_power";
  const volume = expectedVolume(instruction.capacity, instruction.start, instruction.end);
  return {
    competition: competition
      ? { id: competition.id, name: competition.name, reference: competition.reference, power_type: powerType, need_direction: competition.need_direction, qualification_type: competition.qualification_type }
      : { id: instruction.competition, name: "", reference: "", power_type: powerType, need_direction: null, qualification_type: null },
    operator: { id: instruction.operator_id, name: organisationName(instruction.operator_id) },
    flex_provider: { id: instruction.organisation_id, name: organisationName(instruction.organisation_id) },
    bid: instruction.bid,
    decision: instruction.decision,
    service_window: windowOf(competition, instruction.service_window),
    assets: instruction.assets.map((id) => {
      const asset = assetById(id);
      return { id, ref: asset?.ref ?? "", name: asset?.name ?? "" };
    }),
    start: instruction.start,
    end: instruction.end,
    capacity: instruction.capacity,
    capacity_unit: powerType === "reactive_power" ? "MVAr" : "MW",
    direction: competition?.need_direction ?? null,
    utilisation_price: instruction.utilisation_price,
    expected_volume: volume,
    volume_unit: volumeUnitFor(powerType),
    expected_cost: expectedCost(volume, instruction.utilisation_price),
    currency: competition?.currency ?? "GBP",
    response_window: instruction.response_window,
    issue_at: instruction.issue_at,
    response_deadline: instruction.response_deadline,
    unavailable_assets: unavailabilityOver(instruction.assets, instruction.start, instruction.end).map((period) => ({
      flex_asset: period.flex_asset,
      unavailable_from: period.unavailable_from,
      unavailable_to: period.unavailable_to,
      reason: period.reason,
    })),
  };
}

export function instructionWire(instruction: DispatchInstruction, now: number) {
  return {
    id: instruction.id,
    reference: referenceOf(instruction.id),
    status: statusAt(instruction, now),
    period: periodAt(instruction, now),
    ...termsWire(instruction),
    response: instruction.response,
    responded_by: person(instruction.responded_by),
    responded_at: instruction.responded_at,
    auto_accept_rule: instruction.auto_accept_rule,
    stopped_at: instruction.stopped_at,
    stopped_by: person(instruction.stopped_by),
    delivered_end: deliveredEnd(instruction),
    created: instruction.created,
    created_by: person(instruction.created_by),
  };
}

export type InstructionWire = ReturnType<typeof instructionWire>;
