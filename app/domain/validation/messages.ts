/** A failed check, as an i18n key in the `validation` namespace plus its interpolation values. */
export interface MessageDescriptor {
  key: string;
  values?: Record<string, string | number>;
}

export const VALIDATION_NAMESPACE = "validation";

/** The en-GB texts; locales/en-GB/validation.json must hold exactly these (a test checks it). */
export const ENGLISH_TEXTS = {
  blank: "This field may not be blank.",
  required: "This field is required",
  decimalPlaces: "Ensure that there are no more than {{limit}} decimal places.",
  wholeDigits: "Ensure that there are no more than {{limit}} digits before the decimal point.",
  number: "Enter a number.",
  duration: "Enter a duration as D HH:MM:SS (days, hours, minutes, seconds), for example 0 01:30:00.",
  time: "Enter a time as HH:MM (24 hours).",
  date: "Enter a real date as YYYY-MM-DD or DD-MM-YYYY.",
  currency: "Enter an amount of 0 or more with up to 2 decimal places, for example 12.50.",
  capacity: "Enter a capacity of 0 or more with up to 5 decimal places.",
  percentage: "Enter a percentage between 0 and 100.",
  choice: "\"{{input}}\" is not a valid choice.",
  maxLength: "Ensure this field has no more than {{limit}} characters.",
  unknownId: "Nothing with the id \"{{id}}\" exists; it may have been removed.",
  emailTaken: "A user with this email address already exists.",
  organisationTaken: "An organisation with this name already exists.",
  referenceTaken: "A competition with this reference already exists.",
  meterId: "Enter the 13-digit meter number (MPAN core).",
  greatBritain: "The location must be in Great Britain.",
  location: "Give a postcode, or latitude and longitude.",
  ownTeamAdminRole: "You cannot remove your own team admin role: keep Procurement or Account.",
  alreadyTeamMember: "This e-mail address is already a member of your team.",
  companyNumber: "Enter a valid company registration number for the country chosen.",
  phone: "Enter a valid phone number, for example +44 113 496 0000.",
  email: "Enter a valid email address.",
  url: "Enter a valid URL.",
  noActiveAccount: "No active account found with the given credentials",
  passwordTooShort: "This password is too short. It must contain at least {{limit}} characters.",
  passwordCommon: "This password is too common.",
  passwordNumeric: "This password is entirely numeric.",
  passwordSimilarEmail: "The password is too similar to the email address.",
  passwordSimilarFirstName: "The password is too similar to the first name.",
  passwordSimilarLastName: "The password is too similar to the last name.",
  passwordSimilarUsername: "The password is too similar to the username.",
  passwordsDiffer: "The two password fields didn’t match.",
  termsRequired: "You must accept the terms to register.",
} as const;

export type ValidationMessageKey = keyof typeof ENGLISH_TEXTS;

const PREFIX = `${VALIDATION_NAMESPACE}:`;
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Renders the en-GB text; an unknown key renders as the key itself, as i18next does. */
export function englishMessage(descriptor: MessageDescriptor): string {
  const text: string = (ENGLISH_TEXTS as Record<string, string>)[descriptor.key] ?? descriptor.key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = descriptor.values?.[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** `validation:<key>` or `validation:<key>|<JSON values>`, so a descriptor fits in zod/conform's string error lists. */
export function encodeMessage(descriptor: MessageDescriptor): string {
  const { key, values } = descriptor;
  return values && Object.keys(values).length > 0 ? `${PREFIX}${key}|${JSON.stringify(values)}` : `${PREFIX}${key}`;
}

/** The descriptor inside an encoded message, or null for any other text (upstream messages pass through as they are). */
export function decodeMessage(text: string): MessageDescriptor | null {
  if (typeof text !== "string" || !text.startsWith(PREFIX)) return null;
  const rest = text.slice(PREFIX.length);
  const bar = rest.indexOf("|");
  const key = bar === -1 ? rest : rest.slice(0, bar);
  if (!KEY_PATTERN.test(key)) return null;
  if (bar === -1) return { key };
  const values = parseValues(rest.slice(bar + 1));
  return values ? { key, values } : null;
}

function parseValues(json: string): Record<string, string | number> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (!entries.every(([, value]) => typeof value === "string" || typeof value === "number")) return null;
  return Object.fromEntries(entries) as Record<string, string | number>;
}
