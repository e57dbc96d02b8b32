/** The dispatch schedule's timeline: seven days from the start of today, one row per asset or competition (pure). */
export const SCHEDULE_DAYS = 7;

type Row = { id: number; reference: string; status: string; start: string; end: string; competition: { id: number; name: string }; assets: { id: number; name: string; ref: string }[] };

export type Lane = { key: string; label: string; bars: { id: number; reference: string; status: string; x: number; width: number }[] };

/** Lanes with bars placed as fractions (0–1) of the seven days; bars outside are cut to them. */
export function scheduleLanes(rows: readonly Row[], by: "asset" | "competition", from: number, to: number): Lane[] {
  const lanes = new Map<string, Lane>();
  const span = to - from;
  for (const row of rows) {
    const start = Math.max(from, Date.parse(row.start));
    const end = Math.min(to, Date.parse(row.end));
    if (end <= start) continue;
    const bar = { id: row.id, reference: row.reference, status: row.status, x: (start - from) / span, width: (end - start) / span };
    const keys =
      by === "competition"
        ? [{ key: `c${row.competition.id}`, label: row.competition.name }]
        : row.assets.length
          ? row.assets.map((asset) => ({ key: `a${asset.id}`, label: asset.name || asset.ref }))
          : [{ key: "none", label: "—" }];
    for (const { key, label } of keys) {
      const lane = lanes.get(key) ?? { key, label, bars: [] };
      lane.bars.push(bar);
      lanes.set(key, lane);
    }
  }
  return [...lanes.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** How many characters of a lane's name fit in the chart's name column at its drawn size. */
export const LANE_NAME_CHARS = 22;

/**
 * A lane's name cut to fit its column. An asset's trailing number ("Thornton Gas Engine 2770") is
 * kept whole, as it is what tells a site's assets apart; the full name is given beside it.
 */
export function shortLaneName(name: string, max = LANE_NAME_CHARS): string {
  if (name.length <= max) return name;
  const number = /\s(\S*\d\S*)$/.exec(name)?.[1];
  if (number && number.length <= max / 2) return `${name.slice(0, max - number.length - 2).trimEnd()}… ${number}`;
  return `${name.slice(0, max - 1).trimEnd()}…`;
}
