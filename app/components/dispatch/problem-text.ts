import type { TFunction } from "i18next";
import { messageKey } from "~/domain/dispatch/messages";

/** An upstream refusal in the user's language when the app knows it, else as it came. */
export function problemText(t: TFunction, message: string): string {
  const key = messageKey(message);
  return key ? t(key) : message;
}
