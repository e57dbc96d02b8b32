/**
 * Company registration number formats for the countries whose registers we know, after
 * spaces are removed and letters put in capitals. Other countries take 1 to 30 letters,
 * digits, dots, dashes or slashes.
 */
export const COMPANY_NUMBER_FORMATS: Record<string, { pattern: RegExp; register: string; example: string }> = {
  // Companies House: 8 digits, or a 2-letter prefix (SC, NI, OC…) and 6 digits.
  GB: { pattern: /^(?:\d{8}|[A-Z]{2}\d{6})$/, register: "Companies House number", example: "01234567" },
  // Partita IVA.
  IT: { pattern: /^\d{11}$/, register: "partita IVA", example: "01234567890" },
  // NIPC.
  PT: { pattern: /^\d{9}$/, register: "NIPC", example: "501234567" },
  // Employer Identification Number.
  US: { pattern: /^\d{2}-?\d{7}$/, register: "EIN", example: "12-3456789" },
  // Australian Business Number.
  AU: { pattern: /^\d{11}$/, register: "ABN", example: "51824753556" },
};

const ANY_COUNTRY = /^[A-Z0-9./-]{1,30}$/;

export function normaliseCompanyNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Whether a registration number has the shape of the country's register. */
export function isValidCompanyNumber(country: string, value: string): boolean {
  const number = normaliseCompanyNumber(value);
  return (COMPANY_NUMBER_FORMATS[country]?.pattern ?? ANY_COUNTRY).test(number);
}
