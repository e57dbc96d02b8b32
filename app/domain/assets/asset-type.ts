/**
 * An asset's type as read: the Flex API keeps it as free text, which some systems fill with a
 * code ("heat_pump"). A code is shown as words ("Heat pump"); anything typed by hand as it is.
 */
export function assetTypeText(value: string): string {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+)+$|^[a-z]+$/.test(value)) return value;
  const words = value.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
