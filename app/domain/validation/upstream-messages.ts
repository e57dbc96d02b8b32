import type { MessageDescriptor } from "./messages";

/**
 * The Flex API's standard refusals (its framework's wording), read back as our own messages so
 * they are shown in the user's language and in full sentences. Anything else is shown as sent.
 */
const KNOWN: readonly [RegExp, (match: RegExpExecArray) => MessageDescriptor][] = [
  [/^This field is required\.$/, () => ({ key: "required" })],
  [/^This field may not be blank\.$/, () => ({ key: "blank" })],
  [/^A valid number is required\.$/, () => ({ key: "number" })],
  [/^Ensure this field has no more than (\d+) characters\.$/, (match) => ({ key: "maxLength", values: { limit: Number(match[1]) } })],
  [/^Ensure that there are no more than (\d+) decimal places\.$/, (match) => ({ key: "decimalPlaces", values: { limit: Number(match[1]) } })],
  [/^Ensure that there are no more than (\d+) digits before the decimal point\.$/, (match) => ({ key: "wholeDigits", values: { limit: Number(match[1]) } })],
  [/^"(.*)" is not a valid choice\.$/s, (match) => ({ key: "choice", values: { input: match[1].slice(0, 40) } })],
  [/^Invalid pk "(.*)" - object does not exist\.$/s, (match) => ({ key: "unknownId", values: { id: match[1].slice(0, 40) } })],
  [/^user with this email address already exists\.$/, () => ({ key: "emailTaken" })],
  [/^This e-mail address is already a member of your team\.$/, () => ({ key: "alreadyTeamMember" })],
  [/^You cannot remove your own team admin role\.$/, () => ({ key: "ownTeamAdminRole" })],
  [/^organisation with this name already exists\.$/, () => ({ key: "organisationTaken" })],
  [/^Enter a valid company registration number for the country chosen\.$/, () => ({ key: "companyNumber" })],
  [/^Enter a valid phone number\.$/, () => ({ key: "phone" })],
  [/^competition with this reference already exists\.$/, () => ({ key: "referenceTaken" })],
  // Sign-in and registration (simplejwt, Django's e-mail, URL and password validators, the terms check).
  [/^No active account found with the given credentials\.?$/, () => ({ key: "noActiveAccount" })],
  [/^Enter a valid email address\.$/, () => ({ key: "email" })],
  [/^Enter a valid URL\.$/, () => ({ key: "url" })],
  [/^This password is too short\. It must contain at least (\d+) characters?\.$/, (match) => ({ key: "passwordTooShort", values: { limit: Number(match[1]) } })],
  [/^This password is too common\.$/, () => ({ key: "passwordCommon" })],
  [/^This password is entirely numeric\.$/, () => ({ key: "passwordNumeric" })],
  [/^The password is too similar to the email address\.$/, () => ({ key: "passwordSimilarEmail" })],
  [/^The password is too similar to the first name\.$/, () => ({ key: "passwordSimilarFirstName" })],
  [/^The password is too similar to the last name\.$/, () => ({ key: "passwordSimilarLastName" })],
  [/^The password is too similar to the username\.$/, () => ({ key: "passwordSimilarUsername" })],
  [/^The two password fields didn[’']t match\.$/, () => ({ key: "passwordsDiffer" })],
  [/^You must accept the terms to register\.$/, () => ({ key: "termsRequired" })],
];

export function decodeUpstreamMessage(text: string): MessageDescriptor | null {
  if (typeof text !== "string" || text.length > 300) return null;
  for (const [pattern, describe] of KNOWN) {
    const match = pattern.exec(text);
    if (match) return describe(match);
  }
  return null;
}
