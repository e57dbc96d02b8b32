import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import { parseAreaRefs, parsePostcodes } from "~/domain/competition-form/area";
import { COMPETITION_DATES, type CompetitionDraft } from "~/domain/competition-form/draft";
import { intentValue } from "~/domain/competition-form/intent";
import { toInstant } from "~/domain/validation/date";
import { COMPETITION_TIMEZONE } from "~/domain/market/enums";
import { dateTimeText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import { PeriodSummary } from "./period-summary";
import { amountText, DASH, shown } from "./review-values";

const DATE_LABELS: Record<(typeof COMPETITION_DATES)[number], string> = {
  qualification_open: "details.qualificationOpen",
  qualification_closed: "details.qualificationClosed",
  open: "details.open",
  closed: "details.closed",
  archive_on: "details.archiveOn",
};

/** Step 3: the whole draft read back before it is sent; Change goes back to a step with nothing lost. */
export function ReviewStep({ draft, powerUnit }: { draft: CompetitionDraft; powerUnit: string }) {
  const { t } = useTranslation(["operator", "market"]);
  const details = draft.competition_details ?? {};
  // Voltages show as the value plus kV, as the list offered them.
  const kv = (value: string | undefined) => (value ? t("details.kv", { value }) : DASH);
  const label = (prefix: string, value: string | undefined) => (value ? t(`market:${prefix}.${value}`, { defaultValue: value }) : DASH);
  // A date reads back as it will be saved, with its zone: on the night the clocks go back, 01:30 says whether it is BST or GMT.
  const locale = useRootData()?.locale ?? "en-GB";
  const when = (value: string | undefined) => {
    // Read as the server reads it, without shipping luxon to the browser for it.
    const [day, clock] = value?.trim().split(/[T ]/) ?? [];
    const instant = toInstant(day, clock?.slice(0, 5), COMPETITION_TIMEZONE);
    return instant ? dateTimeText(instant, COMPETITION_TIMEZONE, locale) : shown(value?.replace("T", " "));
  };
  const rows: [string, string][] = [
    [t("details.reference"), shown(details.reference)],
    [t("details.name"), shown(details.name)],
    [t("details.type"), label("competitionType", details.type)],
    [t("details.contact"), shown(details.contact)],
    [t("details.dpsRecordReference"), shown(details.dps_record_reference)],
    [t("details.duplicateOverrides"), shown(details.duplicate_asset_overrides_from_competition)],
    ...COMPETITION_DATES.map((field): [string, string] => [t(DATE_LABELS[field]), when(details[field])]),
    [t("details.needType"), label("needType", details.need_type)],
    [t("details.powerType"), label("powerType", details.power_type)],
    [t("details.needDirection"), label("needDirection", details.need_direction)],
    [t("details.voltages"), t("review.range", { min: kv(details.minimum_connection_voltage), max: kv(details.maximum_connection_voltage) })],
    [t("details.areaRefs"), parseAreaRefs(details.area_refs).join(", ") || DASH],
    [t("details.postcodes"), parsePostcodes(details.postcodes).join(", ") || DASH],
    [t("details.boundaryBuffer"), shown(details.boundary_buffer)],
    [t("details.budget"), t("review.range", { min: amountText(details.minimum_budget, locale), max: amountText(details.maximum_budget, locale) })],
    [t("details.availabilityGuidePrice"), amountText(details.availability_guide_price, locale)],
    [t("details.utilisationGuidePrice"), amountText(details.utilisation_guide_price, locale)],
    [t("details.serviceFee"), amountText(details.service_fee, locale)],
    [t("details.fixedPrice"), details.fixed_price === "on" ? t("market:yes") : t("market:no")],
  ];
  return (
    <>
      <section className="card" aria-labelledby="review-details">
        <h2 id="review-details">{t("new.steps.competition_details")}</h2>
        <dl className="data-list">
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <button type="submit" name="intent" value={intentValue({ kind: "edit", step: 0 })} className="link-button">
          {t("new.change", { step: t("new.steps.competition_details") })}
        </button>
      </section>
      <section className="card" aria-labelledby="review-periods">
        <h2 id="review-periods">{t("new.steps.service_need")}</h2>
        {(draft.service_need?.service_periods ?? []).map((period, index) => (
          <PeriodSummary key={index} period={period} number={index + 1} powerUnit={powerUnit} locale={locale} />
        ))}
        <button type="submit" name="intent" value={intentValue({ kind: "edit", step: 1 })} className="link-button">
          {t("new.change", { step: t("new.steps.service_need") })}
        </button>
      </section>
    </>
  );
}
