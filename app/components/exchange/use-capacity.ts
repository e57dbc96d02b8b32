import { capacityShown } from "~/domain/exchange/present";
import { useRootData } from "~/root-data";

/** The exchange's capacities in the reader's locale, as its money is. */
export function useCapacity(): (value: number) => string {
  const locale = useRootData()?.locale ?? "en-GB";
  return (value) => capacityShown(value, locale);
}
