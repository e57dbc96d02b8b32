import { useTranslation } from "~/i18n/react";
import { formatInstant } from "./instant";

/** A period of unavailability in full, as it will be declared or withdrawn. */
export function UnavailabilityPeriod({ assetLabel, from, to, reason }: { assetLabel: string; from: string; to: string; reason: string }) {
  const { t, i18n } = useTranslation("assets");
  const rows: [string, string][] = [
    [t("availability.asset"), assetLabel],
    [t("availability.from"), formatInstant(from, i18n.language)],
    [t("availability.to"), formatInstant(to, i18n.language)],
    [t("availability.reason"), reason],
  ];
  return (
    <dl className="asset-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
