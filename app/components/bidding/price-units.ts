import { useRootData } from "~/root-data";
import { currencySymbol } from "~/domain/market/format";
import type { BuilderModel } from "./types";

/** The values a price field's label names its unit with: the competition's currency, in the reader's writing, and the capacity unit. */
export function usePriceUnits(model: Pick<BuilderModel, "currency" | "capacityUnit">) {
  const locale = useRootData()?.locale ?? "en-GB";
  return { currency: currencySymbol(model.currency, locale), unit: model.capacityUnit };
}
