import { excludedGsps } from "~/domain/clearing/gsps";
import type { GridSupplyPointOption } from "~/domain/clearing/types";

/** CLEAR-03: the excluded names are checked on blur with the rule the server applies; the error is its message naming the unknown names. */
export const gspCheck = (available: readonly GridSupplyPointOption[]) => (text: string) => {
  const result = excludedGsps(text, available);
  return "error" in result ? result.error : undefined;
};
