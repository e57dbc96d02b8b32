import type { EligibilityStatus } from "~/domain/market/enums";

/** One asset on the server-drawn map: where the drawing put it and how it stands. */
export type PlacedAsset = { key: string; label: string; x: number; y: number; status: EligibilityStatus };

/** A dot on the map: the assets of one status that fall in one cell of the picture. */
export type MapDot = { x: number; y: number; status: EligibilityStatus; count: number; key: string; label: string };

/** Drawn last so the assets that qualify are never hidden under the others. */
const ORDER: EligibilityStatus[] = ["disqualified", "ineligible", "eligible", "qualified"];

/**
 * Assets that fall in the same `cell`-pixel square with the same status become one dot with
 * their count, so a register of 100,000 assets draws at most one dot per status and cell; a
 * dot of one asset keeps its key (the page links it to the asset).
 */
export function mapDots(assets: readonly PlacedAsset[], cell = 6): MapDot[] {
  const dots = new Map<string, MapDot>();
  for (const asset of assets) {
    if (!Number.isFinite(asset.x) || !Number.isFinite(asset.y)) continue;
    const id = `${asset.status}:${Math.floor(asset.x / cell)}:${Math.floor(asset.y / cell)}`;
    const dot = dots.get(id);
    if (dot) {
      // The dot sits at the mean of its assets.
      dot.x = (dot.x * dot.count + asset.x) / (dot.count + 1);
      dot.y = (dot.y * dot.count + asset.y) / (dot.count + 1);
      dot.count += 1;
    } else dots.set(id, { x: asset.x, y: asset.y, status: asset.status, count: 1, key: asset.key, label: asset.label });
  }
  return [...dots.values()]
    .map((dot) => ({ ...dot, x: Math.round(dot.x * 10) / 10, y: Math.round(dot.y * 10) / 10 }))
    .sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));
}

/** How many assets stand in each status. */
export function statusCounts(assets: readonly { status: EligibilityStatus }[]): Record<EligibilityStatus, number> {
  const counts: Record<EligibilityStatus, number> = { qualified: 0, eligible: 0, ineligible: 0, disqualified: 0 };
  for (const asset of assets) counts[asset.status] += 1;
  return counts;
}
