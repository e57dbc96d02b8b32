import { decodeUpstreamMessage } from "~/domain/validation/upstream-messages";
import { BIDDING_CLOSED, OWN_LISTING } from "~/domain/exchange/rules";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The exchange's refusals of a bid, read back in the user's language: its own rules (own
 * listing, reserve, closed) and the Flex API's standard number checks. Anything else as sent.
 */
export function exchangeMessage(t: Translate, text: string): string {
  if (text === OWN_LISTING) return t("errors.ownListing");
  if (text === BIDDING_CLOSED) return t("errors.biddingClosed");
  const reserve = /^The listing does not accept bids under its reserve of (.+)\.$/.exec(text);
  if (reserve) return t("errors.belowReserve", { reserve: reserve[1] });
  const atMost = /^Ensure this value is less than or equal to (.+)\.$/.exec(text);
  if (atMost) return t("errors.overCapacity", { capacity: atMost[1] });
  if (text === "Ensure this value is greater than 0.") return t("errors.positive");
  const standard = decodeUpstreamMessage(text);
  return standard ? t(`validation:${standard.key}`, standard.values) : text;
}
