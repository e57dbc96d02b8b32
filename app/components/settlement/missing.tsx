import { useTranslation } from "~/i18n/react";
import type { SettlementEvent } from "~/upstream/schemas/settlement";

/** What an event lacks: baseline data, actual (metered) data, or both. */
export function Missing({ event }: { event: Pick<SettlementEvent, "has_baseline_data" | "has_actual_data"> }) {
  const { t } = useTranslation("settlement");
  const missing = [!event.has_baseline_data && t("missing.baseline"), !event.has_actual_data && t("missing.actual")].filter(Boolean);
  return <>{missing.length ? missing.join(", ") : t("missing.none")}</>;
}
