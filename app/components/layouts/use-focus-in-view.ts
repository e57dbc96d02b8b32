import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Marks the heading a page wants focus on when the control that led to it is gone (a step's heading). */
const ARRIVAL_FOCUS = "data-arrival-focus";

/** The page's own heading marked for arrival, or the main region itself. */
function arrivalTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`main [${ARRIVAL_FOCUS}]`) ?? document.querySelector<HTMLElement>("main");
}

/**
 * Focus without the browser's own scroll: focusing the main region would scroll the page past the
 * top bar (on a phone, the logo and the menu button), where the navigation has just put it at the
 * top. A marked heading still off screen is brought into view.
 */
function arrive(target: HTMLElement | null) {
  if (!target) return;
  target.focus({ preventScroll: true });
  const box = target.getBoundingClientRect();
  if (box.top < 0 || box.top > window.innerHeight) target.scrollIntoView({ block: "nearest" });
}

/**
 * After a client-side navigation the page scrolls back to the top, which can leave the element a
 * keyboard user is on (the link they pressed, kept focused) off screen. When focus came from the
 * keyboard (:focus-visible), it is scrolled back into view; pointer users keep the usual reset.
 *
 * When the control pressed went away with the page it was on (a step's "Save and continue" or
 * "Previous", replaced by the next step), the browser drops focus to the document body and the
 * next Tab starts again from the top. Focus moves instead to the new page's marked heading, or
 * its main region, unless the page has already put it somewhere (an error message, a dialog).
 */
export function useFocusInView() {
  const location = useLocation();
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);
  useEffect(() => {
    // After the scroll restoration of this navigation, which runs in a layout effect, and after the page's own effects.
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) {
        if (lastFocused.current && !lastFocused.current.isConnected) arrive(arrivalTarget());
        return;
      }
      if (!focused.matches(":focus-visible")) return;
      const box = focused.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) focused.scrollIntoView({ block: "nearest" });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
}
