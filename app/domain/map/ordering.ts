/**
 * Dashboard order of competitions (001 §4, MAP-07): those with qualifying assets first,
 * most assets first, then by name so the list does not shuffle between loads.
 */
export type OrderableCompetition = { id: number; name?: string | null; qualifying_assets?: number | null };

const byName = new Intl.Collator("en-GB", { sensitivity: "base", numeric: true });

export function compareCompetitions(a: OrderableCompetition, b: OrderableCompetition): number {
  const assetsA = a.qualifying_assets ?? 0;
  const assetsB = b.qualifying_assets ?? 0;
  if (assetsA > 0 !== assetsB > 0) return assetsA > 0 ? -1 : 1;
  if (assetsA !== assetsB) return assetsB - assetsA;
  return byName.compare(a.name ?? "", b.name ?? "") || a.id - b.id;
}

export function orderCompetitions<C extends OrderableCompetition>(competitions: readonly C[]): C[] {
  return [...competitions].sort(compareCompetitions);
}
