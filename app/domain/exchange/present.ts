import { EXCHANGE_TYPES, LISTING_STATES } from "./types";
import { dateTimeFormat } from "~/domain/intl-formats";
import { money } from "~/domain/market/format";

/** The market's zone: delivery days are its days. */
export const MARKET_ZONE = "Europe/London";

/** Listings and bids as pages show them: the closing time in the reader's zone (Settings › Preferences), known codes or "unknown". */
export function closingLabel(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** When a page's data was loaded, to the second, in the reader's zone. */
export function loadedLabel(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone }).format(new Date(iso));
}

/** An amount of money on the exchange (it trades in pounds) as the app writes money everywhere: "£1,234.50". */
export const moneyLabel = (value: number, locale: string) => money(value, "GBP", locale);

export const typeKey = (type: string) => `types.${(EXCHANGE_TYPES as readonly string[]).includes(type) ? type : "unknown"}`;
export const stateKey = (state: string) => `states.${(LISTING_STATES as readonly string[]).includes(state) ? state : "unknown"}`;
export const bidStateKey = (state: string) => `bidStates.${["live", "replaced", "accepted", "rejected", "withdrawn"].includes(state) ? state : "unknown"}`;
