import { EXCHANGE_TYPES, LISTING_STATES } from "./types";
import { dateTimeFormat } from "~/domain/intl-formats";

/** Listings and bids as pages show them: the closing time in the market's zone, known codes or "unknown". */
export const MARKET_ZONE = "Europe/London";

export function closingLabel(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: MARKET_ZONE }).format(new Date(iso));
}

/** When a page's data was loaded, to the second, in the market's zone. */
export function loadedLabel(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: MARKET_ZONE }).format(new Date(iso));
}

export const typeKey = (type: string) => `types.${(EXCHANGE_TYPES as readonly string[]).includes(type) ? type : "unknown"}`;
export const stateKey = (state: string) => `states.${(LISTING_STATES as readonly string[]).includes(state) ? state : "unknown"}`;
export const bidStateKey = (state: string) => `bidStates.${["live", "replaced", "accepted", "rejected", "withdrawn"].includes(state) ? state : "unknown"}`;
