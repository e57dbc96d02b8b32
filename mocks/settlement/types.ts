/** What the sandbox stores for settlement: meter readings only. Events, baselines, payments and statements are worked out from them when read. */
export type StoredReading = {
  meter_id: string;
  /** UTC end of the half-hour. */
  period_end: string;
  value_kwh: number;
  uploaded_at: string;
  /** How many earlier readings of the same meter and period this one replaced. */
  replaced: number;
};

export type SettlementData = {
  /** Keyed `meter|period_end`. */
  readings: Map<string, StoredReading>;
};

export const readingKey = (meter: string, periodEnd: string) => `${meter}|${periodEnd}`;
export const emptySettlement = (): SettlementData => ({ readings: new Map() });
