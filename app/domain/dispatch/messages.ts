/** The upstream's refusals the app knows, by their text: each is shown in the user's language. */
export const DISPATCH_MESSAGES: Record<string, string> = {
  "This instruction has already been answered.": "alreadyAnswered",
  "The response deadline has passed: this instruction has expired.": "expired",
  "This instruction has not been issued yet.": "notIssued",
  "This instruction has been stopped.": "stopped",
  "This instruction has already been stopped.": "alreadyStopped",
  "This instruction has already ended.": "ended",
  "This instruction will not run: it was rejected or has expired.": "willNotRun",
  "This bid already has a dispatch instruction at this time.": "alreadyDispatched",
  "Dispatch instructions can only be created once bidding has closed.": "notClosed",
};

/** The translation key of an upstream message, or null to show it as it came. */
export const messageKey = (message: string): string | null => {
  const key = DISPATCH_MESSAGES[message];
  return key ? `errors.${key}` : null;
};
