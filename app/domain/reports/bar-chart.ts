/**
 * A grouped bar chart's geometry, worked out on the server so the SVG is plain markup:
 * one group per category, one bar per series, a y axis with round ticks.
 */
export type Series = { key: string; values: (number | null)[] };
export type Bar = { series: string; seriesIndex: number; category: number; x: number; y: number; width: number; height: number; value: number };
export type Chart = { width: number; height: number; plot: { left: number; top: number; right: number; bottom: number }; bars: Bar[]; ticks: { y: number; value: number }[]; groups: { x: number; width: number }[] };

/** 1, 2 or 5 times a power of ten, so the axis reads in round numbers. */
export function niceStep(max: number, wanted = 4): number {
  if (max <= 0) return 1;
  const rough = max / wanted;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

export function barChart(categories: number, series: Series[], { width = 640, height = 260 } = {}): Chart {
  // Room above for the axis's unit and below for two lines of category labels.
  const plot = { left: 56, top: 24, right: width - 12, bottom: height - 40 };
  const max = Math.max(0, ...series.flatMap((entry) => entry.values.map((value) => value ?? 0)));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const scale = (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
  const groupWidth = categories ? (plot.right - plot.left) / categories : 0;
  const barWidth = series.length ? (groupWidth * 0.8) / series.length : 0;
  const groups = Array.from({ length: categories }, (_, index) => ({ x: plot.left + index * groupWidth, width: groupWidth }));
  const bars = series.flatMap((entry, seriesIndex) =>
    entry.values.flatMap((value, category) => {
      if (value == null) return [];
      const x = plot.left + category * groupWidth + groupWidth * 0.1 + seriesIndex * barWidth;
      const y = scale(value);
      return [{ series: entry.key, seriesIndex, category, x, y, width: Math.max(1, barWidth - 1), height: plot.bottom - y, value }];
    }),
  );
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({ value: index * step, y: scale(index * step) }));
  return { width, height, plot, bars, ticks, groups };
}

/** The least room a label under the bars needs: the longest short month ("Sept 2026") in 11 px type, with a gap to the next. */
export const LABEL_ROOM = 64;
/** Groups beyond this many share the width of this many, so no chart is wider than a desktop's column. */
export const WIDEST_GROUPS = 12;

/** A chart's width: room for a label under each group, up to WIDEST_GROUPS of them. */
export function chartWidth(categories: number): number {
  return Math.max(640, 68 + Math.min(categories, WIDEST_GROUPS) * LABEL_ROOM);
}

export type GroupLabel = { category: number; x: number; width: number };

/**
 * Which groups carry a label under their bars, centred on the group, and how wide each may be.
 * When every group has LABEL_ROOM, each has a label as wide as the group. Otherwise every n-th
 * group from the first has one, n the fewest neighbouring groups whose width holds a label, so no
 * two labels overlap; a label never reaches past the chart's edges (the last is left out if its edge
 * leaves it less than LABEL_ROOM). Every group's full name stays in its tooltip and in the table.
 */
export function groupLabels(chart: Pick<Chart, "width" | "groups">, room = LABEL_ROOM): GroupLabel[] {
  const groupWidth = chart.groups[0]?.width ?? 0;
  if (!groupWidth) return [];
  const step = groupWidth >= room ? 1 : Math.ceil(room / groupWidth);
  const span = step * groupWidth;
  return chart.groups.flatMap((group, category) => {
    if (category % step) return [];
    const x = group.x + group.width / 2;
    const width = Math.min(span, 2 * x, 2 * (chart.width - x));
    return width >= Math.min(span, room) ? [{ category, x, width }] : [];
  });
}

/**
 * How wide a line of label text is drawn, in the chart's units: per character, as wide as the
 * widest common fallback font (DejaVu Sans) draws it or a little wider, so a label the rule lets
 * through never runs into the next whatever sans-serif font the reader has.
 */
export function labelTextWidth(line: string, fontSize = 11): number {
  let ems = 0;
  for (const character of line) {
    if (character === "…" || /[mwMW]/.test(character)) ems += 1;
    else if (/[ .,:;'|!iljI·]/.test(character)) ems += 0.32;
    else if (/[frt]/.test(character)) ems += 0.42;
    else if (/\p{Lu}/u.test(character)) ems += 0.78;
    else ems += 0.64;
  }
  return ems * fontSize;
}

/**
 * A category's label as at most two lines that fit under its bars: the parts of a label made of
 * parts (`Competition · month`) a line each, else its words wrapped; what does not fit ends in "…",
 * so neighbouring labels never run into each other. The full label goes in the table and tooltip.
 */
export function categoryLabelLines(label: string, groupWidth: number, fontSize = 11): string[] {
  const room = groupWidth - 4;
  const fits = (line: string) => labelTextWidth(line, fontSize) <= room;
  const fit = (line: string) => {
    if (fits(line)) return line;
    const characters = [...line];
    for (let length = characters.length - 1; length > 0; length--) {
      const shortened = `${characters.slice(0, length).join("").trimEnd()}…`;
      if (fits(shortened)) return shortened;
    }
    return "…";
  };
  const parts = label.split(" · ").filter(Boolean);
  if (parts.length > 1) return [fit(parts.slice(0, -1).join(" · ")), fit(parts[parts.length - 1])];
  const lines: string[] = [];
  let current = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined) || !current) current = joined;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines.map(fit);
  return [fit(lines[0]), fit(`${lines[1]} ${lines.slice(2).join(" ")}`)];
}
