import { decodeUpstreamMessage } from "~/domain/validation/upstream-messages";
import { BELOW_RESERVE, BIDDING_CLOSED, LISTING_WITHDRAWN, OWN_LISTING } from "~/domain/exchange/rules";
import { capacityShown as figure } from "~/domain/exchange/present";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A capacity as the exchange's pages show it in the reader's locale ("2.5 MW", "2,5 MW"). */
const capacityShown = (t: Translate, locale: string, value: string | number) => (Number.isFinite(Number(value)) ? t("units.mw", { value: figure(Number(value), locale) }) : String(value));

/** The listing's own limit on a bid's capacity, said with its unit. */
export const overCapacity = (t: Translate, locale: string, capacity: string | number) => t("errors.overCapacity", { capacity: capacityShown(t, locale, capacity) });

/**
 * The exchange's refusals of a bid, read back in the user's language: its own rules (own
 * listing, reserve, closed, withdrawn) and the Flex API's standard number checks, with their
 * capacity in MW. The reserve is never said: it is the lister's secret. Anything else as sent.
 */
export function exchangeMessage(t: Translate, locale: string, text: string, field?: string): string {
  if (text === OWN_LISTING) return t("errors.ownListing");
  if (text === BIDDING_CLOSED) return t("errors.biddingClosed");
  if (text === LISTING_WITHDRAWN) return t("errors.withdrawn");
  if (text === BELOW_RESERVE) return t("errors.belowReserve");
  // The one upper bound on a bid is the listing's capacity.
  const atMost = field === "capacity" ? /^Ensure this value is less than or equal to (.+)\.$/.exec(text) : null;
  if (atMost) return overCapacity(t, locale, atMost[1]);
  if (text === "Ensure this value is greater than 0.") return t("errors.positive");
  const standard = decodeUpstreamMessage(text);
  return standard ? t(`validation:${standard.key}`, standard.values) : text;
}
