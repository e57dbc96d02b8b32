/**
 * Documents that run out (insurance certificates): a definition marks a date question as the
 * expiry of a file question (`expiry_of`). A provider is warned from 30 days before a
 * document expires, and an approved standing that rests on it is at risk from then on.
 */
import { allFields, fieldIndex, isShown } from "./conditions";
import type { Definitions, FormValues } from "./types";

export const EXPIRY_WARNING_DAYS = 30;

export type ExpiringDocument = {
  /** The file question whose document expires. */
  key: string;
  question: string;
  expires: string;
  /** Whole days from `today` to the expiry date; negative once it has passed. */
  daysLeft: number;
};

const DAY_MS = 24 * 3600 * 1000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** The answered documents expiring within the warning period of `today` (YYYY-MM-DD) or already expired, soonest first. */
export function expiringDocuments(definitions: Definitions, values: FormValues, today: string): ExpiringDocument[] {
  const byKey = fieldIndex(definitions);
  const found: ExpiringDocument[] = [];
  for (const field of allFields(definitions)) {
    const expires = values[field.key];
    if (!field.expiry_of || !expires || !/^\d{4}-\d{2}-\d{2}$/.test(expires) || !isShown(field, values, byKey)) continue;
    const daysLeft = dayNumber(expires) - dayNumber(today);
    if (daysLeft > EXPIRY_WARNING_DAYS) continue;
    const document = byKey.get(field.expiry_of);
    found.push({ key: field.expiry_of, question: document?.question ?? field.question, expires, daysLeft });
  }
  return found.sort((a, b) => a.daysLeft - b.daysLeft || a.key.localeCompare(b.key));
}
