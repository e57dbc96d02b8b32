import type { MessageDescriptor } from "~/domain/validation/messages";
import { biddingMessage } from "./messages";

// The confirmation forms' names and texts, apart from their schemas so the pages' components need no zod.

export const ACKNOWLEDGEMENT_FIELD = "acknowledged";
export const COMPETITION_IDS_FIELD = "competition_ids";

/** BID-10: the error toast's text. */
export const confirmationFailedMessage: MessageDescriptor = biddingMessage("confirmResults.failed");

export type EntryStatus = "confirmed" | "withdrawn";
export type EntryConfirmation = { id: number; competition: number; status: EntryStatus; created?: string };

export type EntryIntent = "withdraw" | "confirm";
export const ENTRY_INTENTS: readonly EntryIntent[] = ["withdraw", "confirm"];

/**
 * BID-09: the confirm-entry panel offers Withdraw and Confirm entry; the one matching the
 * current status is disabled, as it would change nothing.
 */
export function entryActions(status: EntryStatus | undefined): { intent: EntryIntent; label: MessageDescriptor; disabled: boolean }[] {
  return [
    { intent: "withdraw", label: biddingMessage("entry.withdraw"), disabled: status === "withdrawn" },
    { intent: "confirm", label: biddingMessage("entry.confirm"), disabled: status === "confirmed" },
  ];
}
