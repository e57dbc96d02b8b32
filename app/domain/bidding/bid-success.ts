import type { MessageDescriptor } from "~/domain/validation/messages";
import { biddingMessage } from "./messages";

/** The plain modal after bids are saved, or its variant that asks for a baseline. */
export type BidSuccessVariant = "bid" | "upload-baseline";
export type BidSuccessIntent = "finish" | "add-another" | "upload-baseline";

/**
 * BID-07: the bid success modal offers Finish bidding and Add another bid; the
 * upload-baseline variant leads to the baseline upload first, with Finish bidding beside it.
 * Which variant a competition needs is the caller's choice.
 */
export function bidSuccessActions(variant: BidSuccessVariant): { intent: BidSuccessIntent; label: MessageDescriptor }[] {
  const finish = { intent: "finish" as const, label: biddingMessage("bidSuccess.finish") };
  if (variant === "upload-baseline") return [{ intent: "upload-baseline", label: biddingMessage("bidSuccess.uploadBaseline") }, finish];
  return [finish, { intent: "add-another", label: biddingMessage("bidSuccess.addAnother") }];
}
