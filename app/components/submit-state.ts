import { DateTime } from "luxon";
export type SubmitFlags = {
  allowed: boolean;
  submitting?: boolean;
  submitted?: boolean;
  updating?: boolean;
};

/** Translation keys under `submit.` in the ui namespace. */
export type SubmitLabel = "submit" | "submitting" | "submitted";

/** The button can only be pressed when allowed and nothing is in flight or already done. */
export function submitControlState({ allowed, submitting = false, submitted = false, updating = false }: SubmitFlags): {
  disabled: boolean;
  label: SubmitLabel;
} {
  const disabled = !allowed || submitting || submitted || updating;
  if (submitting) return { disabled, label: "submitting" };
  if (submitted) return { disabled, label: "submitted" };
  if (updating) return { disabled, label: "submitting" };
  return { disabled, label: "submit" };
}

/** A long date in the page's language; a fixed time zone keeps server and browser output identical. */
export function formatConfirmedDate(date: Date | string, locale: string, timeZone = "UTC"): string {
  const instant = typeof date === "string" ? DateTime.fromISO(date) : DateTime.fromJSDate(date);
  return instant.setZone(timeZone).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
}
