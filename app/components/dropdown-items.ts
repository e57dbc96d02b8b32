export type DropdownOption = { value: string; label: string };
export type DropdownItem = string | DropdownOption;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

/** One warning per bad item: object items need both `value` and `label`. */
export function validateDropdownItems(items: readonly unknown[]): string[] {
  const warnings: string[] = [];
  items.forEach((item, index) => {
    if (typeof item === "string") return;
    if (typeof item !== "object" || item === null) {
      warnings.push(`Dropdown item ${index} must be a string or an object with value and label`);
      return;
    }
    const record = item as Record<string, unknown>;
    const missing = ["value", "label"].filter((key) => !isNonEmptyString(record[key]));
    if (missing.length > 0) {
      warnings.push(`Dropdown item ${index} is missing ${missing.join(" and ")}`);
    }
  });
  return warnings;
}

/** Strings become options whose value and label are the string; bad items are left out. */
export function normalizeDropdownItems(items: readonly unknown[]): DropdownOption[] {
  return items.flatMap((item): DropdownOption[] => {
    if (typeof item === "string") return [{ value: item, label: item }];
    if (typeof item !== "object" || item === null) return [];
    const { value, label } = item as Record<string, unknown>;
    return isNonEmptyString(value) && isNonEmptyString(label) ? [{ value, label }] : [];
  });
}

export function toValueList(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined || value === "") return [];
  return typeof value === "string" ? [value] : [...value];
}
