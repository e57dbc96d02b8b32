/**
 * A refused create answers like Django REST framework, nested as the payload is:
 * `{"service_need": {"service_periods": [{}, {"service_windows": [{"start": ["…"]}]}]}}`.
 * These become the page's field names (`service_need.service_periods[1].service_windows[0].start`).
 */
import { DETAILS_FIELDS } from "./draft";
import { addError, type FieldErrors } from "./messages";

const isMessages = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string");
const NOT_FIELDS = new Set(["detail", "code", "non_field_errors"]);

function walk(value: unknown, name: string, errors: FieldErrors): void {
  if (typeof value === "string") {
    if (name) addError(errors, name, value);
    return;
  }
  if (isMessages(value)) {
    if (name) for (const message of value) addError(errors, name, message);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${name}[${index}]`, errors));
    return;
  }
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    // Errors about a nested object as a whole (a window, a period) are shown on it.
    if (key === "non_field_errors") walk(inner, name, errors);
    else if (!NOT_FIELDS.has(key)) walk(inner, name ? `${name}.${key}` : key, errors);
  }
}

/** An upstream's field errors as the page's field names; the top level's non-field text is left to the caller. */
export function upstreamFieldErrors(body: unknown): FieldErrors {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (NOT_FIELDS.has(key)) continue;
    // An upstream that answers flat still names the details' fields and the periods.
    const name = (DETAILS_FIELDS as readonly string[]).includes(key)
      ? `competition_details.${key}`
      : key === "service_periods"
        ? `service_need.${key}`
        : key;
    walk(value, name, errors);
  }
  return errors;
}
