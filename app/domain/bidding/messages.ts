import type { MessageDescriptor } from "~/domain/validation/messages";

export const BIDDING_NAMESPACE = "bidding";

const PREFIX = `${BIDDING_NAMESPACE}:rules.`;
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/;

/**
 * `bidding:rules.<key>` or `bidding:rules.<key>|<JSON values>`: the same shape as the
 * validation messages, so bidding rules fit in zod/conform's string error lists too.
 */
export function encodeBiddingMessage(key: string, values?: MessageDescriptor["values"]): string {
  return values && Object.keys(values).length > 0 ? `${PREFIX}${key}|${JSON.stringify(values)}` : `${PREFIX}${key}`;
}

/** The i18next key (`bidding:rules.…`) and values inside an encoded bidding message; null for any other text. */
export function decodeBiddingMessage(text: string): MessageDescriptor | null {
  if (typeof text !== "string" || !text.startsWith(PREFIX)) return null;
  const bar = text.indexOf("|");
  const key = bar === -1 ? text : text.slice(0, bar);
  if (!KEY_PATTERN.test(key.slice(PREFIX.length))) return null;
  if (bar === -1) return { key };
  try {
    const values: unknown = JSON.parse(text.slice(bar + 1));
    if (typeof values !== "object" || values === null || Array.isArray(values)) return null;
    if (!Object.values(values).every((value) => typeof value === "string" || typeof value === "number")) return null;
    return { key, values: values as Record<string, string | number> };
  } catch {
    return null;
  }
}

/** A descriptor for a bidding rule text, for places that translate directly rather than through a form. */
export function biddingMessage(key: string, values?: MessageDescriptor["values"]): MessageDescriptor {
  return values ? { key: `${PREFIX}${key}`, values } : { key: `${PREFIX}${key}` };
}
