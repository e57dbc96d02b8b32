/**
 * How the sandbox answers with market records: the shapes of app/upstream/schemas/market.ts,
 * built from the store. Pure functions; the handlers decide who sees what.
 */
import { ELIGIBILITY_STATUSES, QUALIFYING_STATUSES, type EligibilityStatus } from "~/domain/market/enums";
import type { Asset, Competition, MarketData, Qualification } from "../market-types";
import type { Organisation } from "../types";
import { isRemoved } from "./competitions";

export type CompetitionView = {
  expand: Set<string>;
  fidelity: "low" | "detailed";
  /** Qualifying assets per competition, already counted for the caller. */
  qualifyingCounts: Map<number, number>;
  operators: Map<number, Organisation>;
  confirmations: MarketData["competitionConfirmations"];
};

const isQualifying = (status: EligibilityStatus) => QUALIFYING_STATUSES.includes(status);

/** Counts qualified and eligible assets per competition, of one organisation or (null) of all. */
export function qualifyingCounts(qualifications: Qualification[], organisationId: number | null): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of qualifications) {
    if (organisationId !== null && row.organisation_id !== organisationId) continue;
    if (isQualifying(row.eligibility_status)) counts.set(row.competition, (counts.get(row.competition) ?? 0) + 1);
  }
  return counts;
}

export function operatorWire(operator: Organisation | undefined, id: number) {
  return { id, name: operator?.name ?? "", brand_colour: operator?.brand_colour ?? null, slug: operator?.slug ?? null };
}

export function competitionWire(competition: Competition, view: CompetitionView): Record<string, unknown> {
  const { operator_id, boundary, service_periods, area_refs, ...fields } = competition;
  const wire: Record<string, unknown> = {
    ...fields,
    name: isRemoved(competition) ? null : competition.name,
    operator: view.expand.has("operator") ? operatorWire(view.operators.get(operator_id), operator_id) : operator_id,
    area_refs,
    qualifying_assets: view.qualifyingCounts.get(competition.id) ?? 0,
  };
  if (view.expand.has("boundary")) wire.boundary = boundary ? boundary[view.fidelity] : null;
  if (view.expand.has("service_periods.windows")) wire.service_periods = service_periods;
  else if (view.expand.has("service_periods")) wire.service_periods = service_periods.map(({ windows: _windows, ...period }) => period);
  if (view.expand.has("confirmation")) {
    const confirmation = view.confirmations.find((row) => row.competition === competition.id);
    wire.confirmation = { confirmed: !!confirmation, confirmed_on: confirmation?.created ?? null, confirmed_by: null };
  }
  return wire;
}

/** Keeps only the named keys (`fields=id,name,status`). */
export function onlyFields(record: Record<string, unknown>, fields: string[] | null): Record<string, unknown> {
  if (!fields) return record;
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

export function assetWire(asset: Asset) {
  const { organisation_id: _owner, ...wire } = asset;
  return wire;
}

export function qualificationWire(row: Qualification) {
  const { organisation_id: _owner, ...wire } = row;
  return wire;
}

const rank = (status: EligibilityStatus) => ELIGIBILITY_STATUSES.indexOf(status);

export type QualifyingAssetEntry = { asset: Asset; row: Qualification; competitions: number[] };

/**
 * Map pins: one per asset with a qualification in the given competitions, in asset order.
 * The asset's best status among them decides `qualified`; `competition_ids` lists every one
 * of those competitions it has applied to. Wire records are built per page
 * (`qualifyingAssetWire`), as a database would build only the rows it returns.
 */
export function qualifyingAssetEntries(rows: Qualification[], assets: Map<number, Asset>): QualifyingAssetEntry[] {
  const best = new Map<number, QualifyingAssetEntry>();
  for (const row of rows) {
    const seen = best.get(row.flex_asset);
    if (seen) {
      seen.competitions.push(row.competition);
      if (rank(row.eligibility_status) < rank(seen.row.eligibility_status)) seen.row = row;
      continue;
    }
    const asset = assets.get(row.flex_asset);
    if (asset) best.set(row.flex_asset, { asset, row, competitions: [row.competition] });
  }
  return [...best.values()].sort((a, b) => a.asset.id - b.asset.id);
}

export const isQualifyingEntry = (entry: QualifyingAssetEntry) => isQualifying(entry.row.eligibility_status);

/** A pin as the caller sees it: ref and name are sent only to the asset's owner. */
export function qualifyingAssetWire({ asset, row, competitions }: QualifyingAssetEntry, callerOrganisation: number | null) {
  const owned = asset.organisation_id === callerOrganisation;
  return {
    id: asset.id,
    ref: owned ? asset.ref : null,
    name: owned ? asset.name : null,
    planned: asset.planned,
    asset_category: asset.asset_category,
    voltage_level: asset.voltage_level,
    location: asset.location,
    qualified: isQualifying(row.eligibility_status),
    eligibility_status: row.eligibility_status,
    reasons: isQualifying(row.eligibility_status) ? [] : row.reasons,
    competition_ids: [...new Set(competitions)].sort((a, b) => a - b),
  };
}

/** The asset summary of one competition over the given qualification records. */
export function assetSummary(competition: number, rows: Qualification[]) {
  const byStatus = Object.fromEntries(ELIGIBILITY_STATUSES.map((status) => [status, 0])) as Record<EligibilityStatus, number>;
  const assetIds: number[] = [];
  const plannedIds: number[] = [];
  for (const row of rows) {
    byStatus[row.eligibility_status]++;
    if (isQualifying(row.eligibility_status)) (row.planned ? plannedIds : assetIds).push(row.flex_asset);
  }
  return {
    competition,
    total_count: rows.length,
    asset_ids: assetIds.sort((a, b) => a - b),
    planned_asset_ids: plannedIds.sort((a, b) => a - b),
    by_status: byStatus,
  };
}
