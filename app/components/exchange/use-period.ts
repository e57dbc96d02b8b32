import { useTranslation } from "~/i18n/react";
import { dateText } from "~/domain/market/format";
import { useRootData } from "~/root-data";

/**
 * A delivery period from its first to its last day (both inclusive on the exchange), each day
 * written as the rest of the app writes calendar dates in the reader's locale, so a period reads
 * like the closing time beside it ("27 Dec 2026 – 25 Feb 2027").
 */
export function usePeriod(): (start: string, end: string) => string {
  const { t } = useTranslation("exchange");
  const locale = useRootData()?.locale ?? "en-GB";
  return (start, end) => t("units.period", { start: dateText(start, locale), end: dateText(end, locale) });
}
