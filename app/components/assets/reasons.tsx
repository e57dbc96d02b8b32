import type { TFunction } from "i18next";
import { numberFormat } from "~/domain/intl-formats";
import { useTranslation } from "~/i18n/react";
import type { EligibilityReasonWire } from "~/upstream/schemas/assets";

/** One failed rule as a sentence, with what to change to qualify; its numbers written the reader's way (204,4 km in Italian). */
export function reasonText(t: TFunction, reason: EligibilityReasonWire, locale: string): string {
  const numbers = numberFormat(locale, { maximumFractionDigits: 3 });
  const values = {
    ...Object.fromEntries(Object.entries(reason).map(([name, value]) => [name, typeof value === "number" ? numbers.format(value) : value])),
    bearing: typeof reason.bearing === "string" ? t(`bearings.${reason.bearing}`) : "",
    powerType: typeof reason.powerType === "string" ? t(`powerTypes.${reason.powerType}`) : "",
    direction: typeof reason.direction === "string" ? t(`directions.${reason.direction}`) : "",
    meter: typeof reason.meter === "string" ? t(`meters.${reason.meter}`) : "",
    product: typeof reason.product === "string" ? t(`market:productType.${reason.product}`, { defaultValue: reason.product }) : "",
  };
  return t(`reasons.${reason.rule}`, { ...values, defaultValue: reason.code });
}

/** An override reason code's label; an untranslated code shows as itself. */
export function overrideReasonLabel(t: TFunction, code: string): string {
  return t(`overrideReasons.${code}`, { defaultValue: code });
}

export function ReasonList({ reasons, overrideReasons = [] }: { reasons: EligibilityReasonWire[]; overrideReasons?: string[] }) {
  const { t, i18n } = useTranslation("assets");
  if (reasons.length === 0 && overrideReasons.length === 0) return null;
  return (
    <ul className="asset-reasons">
      {overrideReasons.map((code) => (
        <li key={`o-${code}`}>{t("reasons.override", { reason: overrideReasonLabel(t, code) })}</li>
      ))}
      {reasons.map((reason) => (
        <li key={reason.rule}>{reasonText(t, reason, i18n.language)}</li>
      ))}
    </ul>
  );
}
