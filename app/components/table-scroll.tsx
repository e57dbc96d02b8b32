import type { ReactNode } from "react";

/**
 * Every data table sits in one of these: on a narrow screen the table scrolls inside it
 * (keeping its first column in view) instead of widening the page. It can take keyboard
 * focus so the overflow can be scrolled without a mouse; the label names it for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
