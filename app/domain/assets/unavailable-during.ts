/** A declared period of unavailability, as the Flex API lists it. */
export type DeclaredPeriod = { flex_asset: number; planned: boolean; unavailable_from: string; unavailable_to: string };

const ms = (iso: string) => Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/**
 * The keys (`a12`, `p3`) of assets declared unavailable for any part of [start, end): the bid
 * builder disables them, so a provider does not offer what it said it cannot deliver.
 */
export function unavailableDuring(periods: readonly DeclaredPeriod[], start: string | null | undefined, end: string | null | undefined): Set<string> {
  const keys = new Set<string>();
  if (!start || !end) return keys;
  for (const period of periods)
    if (ms(period.unavailable_from) < ms(end) && ms(period.unavailable_to) > ms(start)) keys.add(`${period.planned ? "p" : "a"}${period.flex_asset}`);
  return keys;
}

/** The competition's whole service period: its first start and its last end. */
export function servicePeriodSpan(periods: readonly { start: string; end: string }[] | undefined) {
  if (!periods?.length) return { start: null, end: null };
  return { start: periods.map((period) => period.start).sort()[0], end: periods.map((period) => period.end).sort().at(-1)! };
}
