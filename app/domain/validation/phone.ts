/**
 * A telephone number as organisations give it: digits with the spaces, brackets and dashes
 * people write them with, and a leading + for the country code. Between 5 and 15 digits, the
 * most an international number has, so words ("call me") and stray signs are never kept as one.
 */
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(trimmed) && digits >= 5 && digits <= 15;
}
