import { dateTimeFormat } from "~/domain/intl-formats";

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

/**
 * A long date in the page's language; a fixed time zone keeps server and browser output
 * identical. A date without a time is that calendar day wherever the page is read.
 */
export function formatConfirmedDate(date: Date | string, locale: string, timeZone = "UTC"): string {
  const dayOnly = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return String(date);
  return dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: dayOnly ? "UTC" : timeZone }).format(instant);
}
