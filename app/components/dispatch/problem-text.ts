import type { TFunction } from "i18next";
import { messageKey } from "~/domain/dispatch/messages";
import { translateError } from "~/components/form-errors";

/** An upstream refusal in the user's language when the app knows it (or one of our own keys, such as an upstream failure's), else as it came. */
export function problemText(t: TFunction, message: string): string {
  const key = messageKey(message);
  return key ? t(key) : translateError(t, message);
}
