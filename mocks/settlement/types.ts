/** What the sandbox stores for settlement: meter readings only. Events, baselines, payments and statements are worked out from them when read. */
export type StoredReading = {
  meter_id: string;
  /** UTC end of the half-hour. */
  period_end: string;
  value_kwh: number;
  uploaded_at: string;
  /** How many earlier readings of the same meter and period this one replaced. */
  replaced: number;
  /** Summed from two 15-minute readings. */
  from_quarters?: true;
  /** It arrived after the month's settlement run: the frozen statement of that version does not include it. */
  after_run?: { month: string; version: number };
};

export type StoredNomination = { meter_id: string; period_end: string; kw: number; uploaded_at: string; replaced: number };

/**
 * A competition's settlement terms: the baseline rule, for `nominated` the deadline for
 * profiles, and for `historical` whether the same-day adjustment applies.
 */
export type SettlementTerms = {
  baseline: "historical" | "nominated";
  nomination_deadline: string | null;
  same_day_adjustment?: boolean;
  /** Per MWh of instructed energy not delivered; none when null or absent. */
  under_delivery_penalty?: number | null;
};
export const DEFAULT_TERMS: SettlementTerms = { baseline: "historical", nomination_deadline: null, same_day_adjustment: false };

export type SettlementData = {
  /** Keyed `meter|period_end`. */
  readings: Map<string, StoredReading>;
  /** Nominated baseline profiles, keyed `meter|period_end`. */
  nominations: Map<string, StoredNomination>;
  /** By competition id; a competition without an entry has the default terms. */
  terms: Map<number, SettlementTerms>;
  /** Frozen statements by `side:org:month`, every version of every run kept (mocks/settlement/runs.ts). */
  runs: Map<string, import("./runs").RunVersion[]>;
  /** Disputes of invoice lines, oldest first (mocks/settlement/disputes.ts). */
  disputes: import("./disputes").Dispute[];
};

export const readingKey = (meter: string, periodEnd: string) => `${meter}|${periodEnd}`;
export const emptySettlement = (): SettlementData => ({ readings: new Map(), nominations: new Map(), terms: new Map(), runs: new Map(), disputes: [] });
