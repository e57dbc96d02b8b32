import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { decodeBiddingMessage } from "~/domain/bidding/messages";
import { decodeMessage } from "~/domain/validation/messages";
import { decodeUpstreamMessage } from "~/domain/validation/upstream-messages";
import { NAMESPACES } from "~/i18n/config";

/** One of our own text keys (`namespace:key`), from any namespace the app has. */
const OWN_KEY = new RegExp(`^(${NAMESPACES.join("|")}):[A-Za-z0-9_.]+$`);

/** An error text: a validation descriptor, one of our keys or a standard upstream refusal is translated; other upstream text shows as sent. */
export function translateError(t: TFunction, text: string): string {
  const descriptor = decodeMessage(text) ?? decodeUpstreamMessage(text);
  if (descriptor) return t(`validation:${descriptor.key}`, descriptor.values);
  const bidding = decodeBiddingMessage(text);
  if (bidding) return t(bidding.key, bidding.values);
  return OWN_KEY.test(text) ? t(text) : text;
}

/**
 * Errors about the whole form (e.g. wrong credentials), announced when they appear. When the
 * post that brought them left focus nowhere (its button was disabled or rendered again), focus
 * moves to them, so a keyboard user goes on from the errors rather than from the top of the page.
 */
export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors?.join("\n") ?? "";
  useEffect(() => {
    const active = document.activeElement;
    if (shown && (!active || active === document.body)) ref.current?.focus();
  }, [shown]);
  if (!errors?.length) return null;
  return (
    <div ref={ref} className="form-error" role="alert" tabIndex={-1} data-error-summary>
      {errors.map((error) => (
        <p key={error}>{translateError(t, error)}</p>
      ))}
    </div>
  );
}

/** Where focus goes after a refused post: the form's error summary if it shows one, else its first invalid field. */
export function errorFocusTarget(form: HTMLElement): HTMLElement | null {
  return form.querySelector<HTMLElement>("[data-error-summary]") ?? form.querySelector<HTMLElement>("[aria-invalid='true']");
}

/**
 * Once per server answer with errors, moves focus from the submit button to them, so a
 * keyboard or screen reader user hears every message and starts from the first one. Keyed on
 * the answer itself: a render that keeps the same answer (typing, a revalidation) leaves focus
 * where the user put it.
 */
export function useErrorFocus(formId: string, answer: unknown, hasErrors: boolean) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || !hasErrors || handled.current === answer) return;
    handled.current = answer;
    const form = document.getElementById(formId);
    if (form) errorFocusTarget(form)?.focus();
  }, [formId, answer, hasErrors]);
}
