import type { RateType } from "~/domain/market/enums";

/**
 * The bid field of each rate, as `rateField` names it, written out so the bid form's
 * components need not load the market constants; the type holds it to the same rule.
 */
export const RATE_FIELDS = {
  availability: "availability_price",
  utilisation: "utilisation_price",
  service_fee: "service_fee",
} as const satisfies { [Rate in RateType]: Rate extends "service_fee" ? "service_fee" : `${Rate}_price` };
