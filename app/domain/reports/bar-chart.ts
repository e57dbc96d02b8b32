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
  const plot = { left: 56, top: 12, right: width - 12, bottom: height - 28 };
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
