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

/** Roughly how wide a character of the chart's labels is, as a share of the font size. */
const CHARACTER_WIDTH = 0.6;

/**
 * A category's label as at most two lines that fit under its bars: the parts of a label made of
 * parts (`Competition · month`) a line each, else its words wrapped; what does not fit ends in "…",
 * so neighbouring labels never run into each other. The full label goes in the table and tooltip.
 */
export function categoryLabelLines(label: string, groupWidth: number, fontSize = 11): string[] {
  const room = Math.max(1, Math.floor((groupWidth - 4) / (fontSize * CHARACTER_WIDTH)));
  const fit = (line: string) => (line.length <= room ? line : `${line.slice(0, Math.max(0, room - 1)).trimEnd()}…`);
  const parts = label.split(" · ").filter(Boolean);
  if (parts.length > 1) return [fit(parts.slice(0, -1).join(" · ")), fit(parts[parts.length - 1])];
  const lines: string[] = [];
  let current = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= room || !current) current = joined;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines.map(fit);
  return [fit(lines[0]), fit(`${lines[1]} ${lines.slice(2).join(" ")}`)];
}
