import { useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/** Where the navigation is shown unfolded beside the page (app.css uses the same width). */
const WIDE = "(min-width: 48.0625rem)";

/** Arrow keys, Home and End move between the links of the panel (wrapping at either end). */
function moveFocus(panel: HTMLElement, key: string): boolean {
  const links = Array.from(panel.querySelectorAll<HTMLElement>("a[href]"));
  if (links.length === 0) return false;
  const index = links.indexOf(document.activeElement as HTMLElement);
  const next: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowRight: index + 1,
    ArrowUp: index <= 0 ? links.length - 1 : index - 1,
    ArrowLeft: index <= 0 ? links.length - 1 : index - 1,
    Home: 0,
    End: links.length - 1,
  };
  if (!(key in next)) return false;
  links[next[key] % links.length].focus();
  return true;
}

/**
 * Folds the navigation behind a menu button on narrow screens; on wide ones CSS shows the list
 * unfolded and hides the button. It is a <details> disclosure, so it works without JavaScript;
 * with it, the button also opens on ArrowDown (focusing the first link), the arrow keys, Home
 * and End move through the links, and it closes on Escape (focus back on the button), on a
 * click or focus outside it, and after navigating. The list is the same element before and
 * after hydration, so a link focused early keeps its focus.
 */
export function NavigationMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wide, setWide] = useState(false);
  const hydrated = useHydrated();
  const panelId = useId();
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);
  // Browsers that cannot unfold a closed <details> with CSS get it opened on wide screens.
  useEffect(() => {
    if (typeof CSS !== "undefined" && CSS.supports?.("selector(::details-content)")) return;
    if (!window.matchMedia) return;
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onToggleClick = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const panel = rootRef.current?.querySelector<HTMLElement>(".nav-menu__panel");
    if (!panel) return;
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      summaryRef.current?.focus();
      return;
    }
    if (event.target === summaryRef.current) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      setOpen(true);
      // The panel is shown on the next render; focus its first link then.
      requestAnimationFrame(() => panel.querySelector<HTMLElement>("a[href]")?.focus());
      return;
    }
    if (moveFocus(panel, event.key)) event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return (
    <details ref={rootRef} className="nav-menu" open={open || wide} onKeyDown={onKeyDown} onBlur={onBlur}>
      {/* Once the script runs, the summary is announced as the button it now acts as. */}
      <summary
        ref={summaryRef}
        className="nav-menu__toggle"
        onClick={onToggleClick}
        {...(hydrated ? { role: "button", "aria-expanded": open, "aria-controls": panelId } : {})}
      >
        <svg className="nav-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
        {label}
      </summary>
      <div id={panelId} className="nav-menu__panel">
        {children}
      </div>
    </details>
  );
}
