import { useTranslation } from "~/i18n/react";
import type { PowerType } from "~/domain/market/enums";
import { EMPTY_VALUE, dateTimeText, money, powerUnit, voltageText } from "~/domain/market/format";
import type { Competition } from "~/upstream/schemas/market";

type Props = { competition: Competition; timezone: string; locale: string };

/** The facts of a competition (001 §3), as a description list. */
export function CompetitionDetails({ competition: c, timezone, locale }: Props) {
  const { t } = useTranslation("market");
  const operator = typeof c.operator === "object" ? c.operator.name : null;
  const when = (iso: string | null | undefined) => dateTimeText(iso, timezone, locale);
  const price = (value: number | null | undefined) => money(value, c.currency, locale);
  // Rates are paid per unit of capacity per hour, a service fee per unit (001): a bare amount would not say which.
  const rate = (value: number | null | undefined, perHour: boolean) =>
    value === null || value === undefined ? EMPTY_VALUE : t(perHour ? "field.pricePerUnitPerHour" : "field.pricePerUnit", { price: price(value), unit: powerUnit(c.power_type) });
  const rows: [string, string][] = [
    [t("field.reference"), c.reference || EMPTY_VALUE],
    [t("field.status"), c.status ? t(`status.${c.status}`) : EMPTY_VALUE],
    [t("field.operator"), operator || EMPTY_VALUE],
    [t("field.competitionType"), c.competition_type ? t(`competitionType.${c.competition_type}`) : EMPTY_VALUE],
    [t("field.productType"), c.product_type ? t(`productType.${c.product_type}`, { defaultValue: c.product_type }) : EMPTY_VALUE],
    [t("field.needType"), c.need_type ? t(`needType.${c.need_type}`, { defaultValue: c.need_type }) : EMPTY_VALUE],
    [t("field.pricingMethod"), c.pricing_method ? t(`pricingMethod.${c.pricing_method}`) : EMPTY_VALUE],
    [t("field.powerType"), c.power_type ? t(`powerType.${c.power_type}`) : EMPTY_VALUE],
    [t("field.needDirection"), c.need_direction ? t(`needDirection.${c.need_direction}`, { defaultValue: c.need_direction }) : EMPTY_VALUE],
    [t("field.qualificationType"), c.qualification_type ? t(`qualificationType.${c.qualification_type}`) : EMPTY_VALUE],
    [
      t("field.voltage"),
      t("field.voltageRange", { min: voltageText(c.min_connection_voltage, locale), max: voltageText(c.max_connection_voltage, locale) }),
    ],
    [t("field.tag"), t(`tag.${c.tag ?? "Untagged"}`)],
    [t("field.currency"), c.currency || EMPTY_VALUE],
    [t("field.qualificationOpen"), when(c.qualification_open)],
    [t("field.qualificationClosed"), when(c.qualification_closed)],
    [t("field.open"), when(c.open)],
    [t("field.closed"), when(c.closed)],
    [t("field.archiveOn"), when(c.archive_on)],
    [t("field.availabilityGuide"), rate(c.availability_guide_price, true)],
    [t("field.utilisationGuide"), rate(c.utilisation_guide_price, true)],
    [t("field.serviceFee"), rate(c.service_fee, false)],
    [t("field.fixedPrice"), c.fixed_price ? t("yes") : t("no")],
    [t("field.contact"), c.contact || EMPTY_VALUE],
  ];
  return (
    <dl className="detail-list" data-power-type={c.power_type satisfies PowerType | undefined}>
      {rows.map(([label, value]) => (
        <div key={label} className="detail-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
