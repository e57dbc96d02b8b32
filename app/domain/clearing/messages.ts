import type { MessageDescriptor } from "~/domain/validation/messages";

const PREFIX = "clearing:";
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/;

/**
 * A clearing text with values (`clearing:rules.<key>|<JSON values>`), so a message that names
 * what was wrong fits in zod/conform's string error lists; without values it is the key alone.
 */
export function encodeClearingMessage(key: string, values?: MessageDescriptor["values"]): string {
  return values && Object.keys(values).length > 0 ? `${key}|${JSON.stringify(values)}` : key;
}

/** The i18next key (`clearing:…`) and values of an encoded clearing message; null for any other text. */
export function decodeClearingMessage(text: string): MessageDescriptor | null {
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
