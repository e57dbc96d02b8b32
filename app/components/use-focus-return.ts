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

/**
 * Remembers what had focus when `active` turned on and puts focus back there when it turns off.
 * Call it before useInitialFocus: effects run in order, so the element is captured before focus moves.
 */
export function useFocusReturn(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
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
