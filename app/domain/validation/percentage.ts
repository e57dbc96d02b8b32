/** Between 0 and 100 inclusive; a number or its plain digits text (no sign, no exponent). */
export function isPercentage(value: unknown): boolean {
  let number: number;
  if (typeof value === "number") number = value;
  else if (typeof value === "string" && /^\d+(?:\.\d+)?$/.test(value.trim())) number = Number(value);
  else return false;
  return Number.isFinite(number) && number >= 0 && number <= 100;
}
