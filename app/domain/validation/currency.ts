import { isNonNegativeDecimal } from "./decimal-places";

export const CURRENCY_DECIMAL_PLACES = 2;

/** Digits with up to 2 decimals: `12`, `12.5`, `12.50`; not `12.505`, `-1`, `1e3` or empty. */
export function isCurrency(value: unknown): boolean {
  return isNonNegativeDecimal(value, CURRENCY_DECIMAL_PLACES);
}
