import type { CSSProperties, ReactNode } from "react";

/**
 * Every chart drawn as SVG sits in one of these. The chart fills the column but is never drawn
 * narrower than `width` (its viewBox width, where its labels have their intended size): on a
 * narrow screen it scrolls sideways inside this box instead of shrinking its text out of
 * legibility, and the page itself does not scroll. Like a table's box it can take keyboard focus
 * so the overflow can be scrolled without a mouse; the label names it for screen readers.
 */
export function ChartScroll({ label, width, children }: { label: string; width: number; children: ReactNode }) {
  return (
    <div className="chart-scroll" role="region" aria-label={label} tabIndex={0} style={{ "--chart-width": `${width}px` } as CSSProperties}>
      {children}
    </div>
  );
}
