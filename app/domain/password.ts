/** Password flags of 000 §3; the bounds are this product's (the specification does not give them). */
export type PasswordFlags = {
  requirementsMet: boolean;
  strongEnough: boolean;
  mismatch: boolean;
  valid: boolean;
  /** An i18n key (auth namespace) with advice, when the password is weak. */
  warning: string | null;
};

export const PASSWORD_MIN_LENGTH = 8;
const STRONG_LENGTH = 12;

function characterClasses(password: string) {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
}

export function passwordFlags(password: string, confirmation: string, personal: string[] = []): PasswordFlags {
  const lower = password.toLowerCase();
  const personalWord = personal.map((part) => part.toLowerCase()).find((part) => part.length >= 3 && lower.includes(part));
  const requirementsMet = password.length >= PASSWORD_MIN_LENGTH && !/^\d+$/.test(password) && !personalWord;
  const strongEnough = requirementsMet && (password.length >= STRONG_LENGTH || characterClasses(password) >= 3);
  const mismatch = confirmation.length > 0 && confirmation !== password;
  let warning: string | null = null;
  if (personalWord) warning = "password.warning.personal";
  else if (password.length > 0 && !strongEnough) warning = "password.warning.weak";
  return { requirementsMet, strongEnough, mismatch, valid: requirementsMet && !mismatch && confirmation === password, warning };
}
