import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * After a client-side navigation the page scrolls back to the top, which can leave the element a
 * keyboard user is on (the link they pressed, kept focused) off screen. When focus came from the
 * keyboard (:focus-visible), it is scrolled back into view; pointer users keep the usual reset.
 */
export function useFocusInView() {
  const location = useLocation();
  useEffect(() => {
    // After the scroll restoration of this navigation, which runs in a layout effect.
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || !focused.matches(":focus-visible")) return;
      const box = focused.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) focused.scrollIntoView({ block: "nearest" });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
}
