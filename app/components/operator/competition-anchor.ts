import { useEffect, type RefObject } from "react";

/** The id of the chosen competition's heading: the list links to it, so the page lands on the competition's details rather than at its top. */
export const COMPETITION_HEADING_ID = "competition-title";

/** The list's link to a competition, landing on its heading. */
export const competitionHref = (id: number) => `?competition=${id}#${COMPETITION_HEADING_ID}`;

/**
 * With JavaScript the router scrolls to the heading, but focus would stay on the list's link,
 * now out of view: it moves to the heading, so the keyboard goes on from the competition, as
 * it does after a plain link to a fragment. A page loaded at the fragment keeps the browser's own handling.
 */
export function useFocusOnArrival(heading: RefObject<HTMLElement>) {
  useEffect(() => {
    const pressed = document.activeElement;
    if (!(pressed instanceof HTMLAnchorElement) || !pressed.hash || pressed.hash !== `#${COMPETITION_HEADING_ID}`) return;
    heading.current?.focus({ preventScroll: true });
  }, [heading]);
}
