import type { TFunction } from "i18next";
import { translateError } from "~/components/form-errors";
import { MESSAGES } from "~/domain/applications/limits";

const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;
const CHOICE = /^"(.*)" is not a valid choice\.$/;
const OWN = /^(applications|markets|upload):[A-Za-z0-9_.]+$/;

/** An application or market error in the user's language: the upstream's known messages, our own keys, else as sent. */
export function applicationError(t: TFunction, message: string): string {
  if (message === MESSAGES.blank) return t("validation:blank");
  const long = TOO_LONG.exec(message);
  if (long) return t("applications:errors.tooLong", { limit: Number(long[1]) });
  const choice = CHOICE.exec(message);
  if (choice) return t("applications:errors.invalidChoice", { value: choice[1] });
  const known: Record<string, string> = {
    [MESSAGES.invalidBoolean]: "applications:errors.invalidBoolean",
    [MESSAGES.invalidNumber]: "applications:errors.invalidNumber",
    [MESSAGES.invalidYear]: "applications:errors.invalidYear",
    [MESSAGES.invalidEmail]: "applications:errors.invalidEmail",
    [MESSAGES.invalidUrl]: "applications:errors.invalidUrl",
    [MESSAGES.unknownFile]: "applications:errors.unknownFile",
    "This field is required.": "applications:errors.required",
  };
  if (known[message]) return t(known[message]);
  if (OWN.test(message)) return t(message);
  return translateError(t, message);
}

export { choiceText, questionText, sectionTitle } from "./labels";
