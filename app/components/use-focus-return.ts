import { useEffect, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[aria-hidden='true']"),
  );
}

const IDENTIFYING = ["name", "value", "href", "aria-label", "type"];

/** An attribute value safe inside double quotes of a selector (CSS.escape where the DOM has it). */
const quoted = (value: string) => (typeof CSS !== "undefined" && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, "\\$&"));

/**
 * The element that stands for `previous` once the page has rendered again: itself while it is
 * still in the document, else the one with its id, or with the same tag and identifying
 * attributes (a dialog that is a step of a form post closes with a new render of the page, in
 * which the button that opened it is a new element).
 */
export function returnTarget(previous: Element | null): HTMLElement | null {
  if (!(previous instanceof HTMLElement) || previous === document.body) return null;
  if (previous.isConnected) return previous;
  if (previous.id) return document.getElementById(previous.id);
  const attributes = IDENTIFYING.filter((name) => previous.hasAttribute(name));
  if (attributes.length === 0) return null;
  const selector = previous.tagName.toLowerCase() + attributes.map((name) => `[${name}="${quoted(previous.getAttribute(name)!)}"]`).join("");
  return document.querySelector<HTMLElement>(selector);
}

/** The element that last had focus, kept even after a new render removed it (browser only). */
let lastFocused: Element | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    lastFocused = event.target as Element;
  });
}

/**
 * Remembers what had focus when `active` turned on and puts focus back there when it turns off.
 * A dialog opened by a form post may find its opener already gone (the page rendered again
 * without it): then the element that last had focus is remembered instead.
 * Call it before useInitialFocus: effects run in order, so the element is captured before focus moves.
 */
export function useFocusReturn(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement && document.activeElement !== document.body ? document.activeElement : lastFocused;
    return () => {
      // Only when the closing left focus nowhere: a navigation that focused something else wins.
      if (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected) return;
      returnTarget(previous)?.focus();
    };
  }, [active]);
}

/** Moves focus to the first focusable element inside the container, or to the container itself. */
export function useInitialFocus(ref: RefObject<HTMLElement>, active: boolean) {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const target = container.querySelector<HTMLElement>("[data-autofocus]") ?? focusableElements(container)[0];
    (target ?? container).focus();
  }, [active, ref]);
}

/** Locks page scrolling while active; the previous inline value is restored afterwards. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [active]);
}

/** Keeps Tab and Shift+Tab inside the container by wrapping at either end. */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== "Tab" || !container) return;
  const elements = focusableElements(container);
  if (elements.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = elements[0];
  const last = elements[elements.length - 1];
  const current = document.activeElement;
  const outside = !container.contains(current);
  if (event.shiftKey && (current === first || current === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
