import type { PricingMethod } from "./enums";

type Priced = { fixed_price?: boolean | null; pricing_method?: PricingMethod | null };

/** The competition's `fixed_price` flag or its pricing method says so; either is enough. */
export function isFixedPrice(competition: Priced): boolean {
  return competition.fixed_price === true || competition.pricing_method === "fixed_price";
}

/** Pay as clear: every accepted bid of an interval is paid the marginal price (never in a fixed-price competition). */
export function paysAsClear(competition: Priced): boolean {
  return !isFixedPrice(competition) && competition.pricing_method === "pay_as_clear";
}
