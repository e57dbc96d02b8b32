import { EXCHANGE_TYPES, LISTING_STATES, type ListingState } from "./types";
import { dateTimeFormat } from "~/domain/intl-formats";
import { capacityFigure } from "~/domain/validation/capacity";
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

/**
 * A capacity's figure on the exchange, with the reader's decimal separator as its money has ("2.5"
 * in English, "2,5" in Italian), to the 5 decimals a capacity may have; the texts add the unit.
 * The same figure as every other page of the provider's writes.
 */
export const capacityShown = (value: number, locale: string) => capacityFigure(value, locale);

export const typeKey = (type: string) => `types.${(EXCHANGE_TYPES as readonly string[]).includes(type) ? type : "unknown"}`;
export const stateKey = (state: string) => `states.${(LISTING_STATES as readonly string[]).includes(state) ? state : "unknown"}`;
/**
 * What the lister's page of bids says of the listing: to wait while bidding is open, to decide
 * once it has closed with a bid live, and that nothing remains to decide once it has ended
 * (closed without an award, awarded, withdrawn). A state not known says nothing.
 */
const DECISION_NOTES: Record<ListingState, string> = {
  open: "decision.stillOpen",
  closed: "decision.intro",
  unawarded: "decision.unawarded",
  awarded: "decision.awarded",
  withdrawn: "decision.withdrawn",
};
export const decisionNoteKey = (state: string): string | null => ((LISTING_STATES as readonly string[]).includes(state) ? DECISION_NOTES[state as ListingState] : null);

/** Only a listing closed with bids still live awaits the lister's decision: the one state with Accept and Reject. */
export const awaitsDecision = (state: string) => state === "closed";

export const bidStateKey = (state: string) => `bidStates.${["live", "replaced", "accepted", "rejected", "withdrawn"].includes(state) ? state : "unknown"}`;
