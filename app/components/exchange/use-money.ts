import { moneyLabel } from "~/domain/exchange/present";
import { useRootData } from "~/root-data";

/** The exchange's amounts of money in the reader's locale. */
export function useMoney(): (value: number) => string {
  const locale = useRootData()?.locale ?? "en-GB";
  return (value) => moneyLabel(value, locale);
}
