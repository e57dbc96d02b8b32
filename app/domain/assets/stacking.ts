import { PRODUCT_TYPES, type ProductType } from "~/domain/market/enums";

/**
 * Service stacking: whether one asset may be contracted for two products whose service
 * overlaps in time. Two products stack only when at most one of them commits the asset's
 * capacity at known times and the other is called for rare events after it:
 *  - products delivered on a schedule (sustain, peak reduction, scheduled utilisation) take
 *    the asset's capacity at known hours;
 *  - products held in reserve (secure, dynamic, operational utilisation, firm availability)
 *    keep the capacity as headroom for a call at any time in their windows;
 *  - restore is called after a loss of supply, once the network is already out of its
 *    normal state, so it can share an asset with a scheduled product but not with another
 *    reserve that needs the same headroom at the same time.
 * The same product never stacks with itself (it would sell the same capacity twice).
 */
const SCHEDULED: ReadonlySet<ProductType> = new Set(["sustain", "peak_reduction", "scheduled_utilisation"]);

export function canStack(a: ProductType, b: ProductType): boolean {
  if (a === b) return false;
  if (a === "restore") return SCHEDULED.has(b);
  if (b === "restore") return SCHEDULED.has(a);
  return false;
}

/** The matrix the operator's stacking rules modal shows: every product type against every other. */
export function stackingMatrix(types: readonly ProductType[] = PRODUCT_TYPES): { product: ProductType; stacks: Record<ProductType, boolean> }[] {
  return types.map((product) => ({ product, stacks: Object.fromEntries(types.map((other) => [other, canStack(product, other)])) as Record<ProductType, boolean> }));
}

/** A window of service: local wall-clock times "HH:MM" on ISO weekdays (1 Monday … 7 Sunday). */
export type StackWindow = { start_time: string; end_time: string; service_days: number[] };

/** A commitment to deliver: a product over dates (`end` exclusive) in some windows. */
export type Commitment = { competition: number; reference: string; product_type: ProductType; start: string; end: string; windows: StackWindow[] };

const minutes = (time: string) => {
  const [hours, mins] = time.split(":").map(Number);
  return hours * 60 + mins;
};

/** The minutes of a week a window covers, as [from, to) ranges (a window past midnight wraps). */
function weekRanges(window: StackWindow): [number, number][] {
  const start = minutes(window.start_time);
  let end = minutes(window.end_time);
  if (end <= start) end += 24 * 60;
  const days = window.service_days.length ? window.service_days : [1, 2, 3, 4, 5, 6, 7];
  return days.map((day) => [(day - 1) * 1440 + start, (day - 1) * 1440 + end]);
}

const WEEK = 7 * 1440;

function rangesMeet([a0, a1]: [number, number], [b0, b1]: [number, number]): boolean {
  // A Sunday window past midnight runs into Monday: compare a week apart as well.
  return [-WEEK, 0, WEEK].some((shift) => a0 < b1 + shift && b0 + shift < a1);
}

/** Whether two sets of windows share any minute of the week. */
export function windowsOverlap(a: readonly StackWindow[], b: readonly StackWindow[]): boolean {
  const left = a.flatMap(weekRanges);
  const right = b.flatMap(weekRanges);
  return left.some((range) => right.some((other) => rangesMeet(range, other)));
}

/** Whether two commitments are in force at the same time: their dates and their windows meet. */
export function commitmentsOverlap(a: Omit<Commitment, "competition" | "reference">, b: Omit<Commitment, "competition" | "reference">): boolean {
  if (!(a.start < b.end && b.start < a.end)) return false;
  return windowsOverlap(a.windows, b.windows);
}

/**
 * The first contract that already takes the asset's full capacity when it is wanted for
 * `wanted`: one in another competition, in force at the same time, whose product cannot
 * stack with the wanted one.
 */
export function blockingCommitment(wanted: Commitment, held: readonly Commitment[]): Commitment | null {
  return held.find((commitment) => commitment.competition !== wanted.competition && !canStack(wanted.product_type, commitment.product_type) && commitmentsOverlap(wanted, commitment)) ?? null;
}
