import { useMemo } from "react";
import { useFormReply, type FormReply } from "~/components/form-field";

/**
 * The values of a nested form reply ({ intervals: [{ max_price: "1" }] }) under the names
 * the inputs post ("intervals[0].max_price"); lists of texts (service days) are left out,
 * as they travel in hidden fields the form draws itself.
 */
export function flatValues(value: unknown, prefix = "", into: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  if (typeof value === "string") into[prefix] = value;
  else if (Array.isArray(value)) value.forEach((item, index) => typeof item === "object" && item !== null && flatValues(item, `${prefix}[${index}]`, into));
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) flatValues(item, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** The fields of a clearing form validated by the action: the reply's values (or the defaults) and messages by input name. */
export function useClearingReply(formId: string, reply: FormReply | undefined, defaultValue: Record<string, string | undefined> = {}) {
  // Flattened once per reply: a new object on every render would remount the inputs and lose what was typed.
  const flat = useMemo(() => (reply ? { ...reply, initialValue: reply.initialValue ? flatValues(reply.initialValue) : reply.initialValue } : undefined), [reply]);
  return useFormReply(formId, flat, defaultValue);
}
