import { useTranslation } from "~/i18n/react";
import type { Listing } from "~/upstream/schemas/exchange";

type Obligation = NonNullable<Listing["obligation"]>;

/** Which contract, in which competition, a flexibility obligation listing hands over. */
export function ObligationDetails({ obligation }: { obligation: Obligation }) {
  const { t } = useTranslation("exchange");
  const { contract, competition } = obligation;
  const period = (start: string | null, end: string | null) => (start && end ? `${start} – ${end}` : t("obligation.noPeriod"));
  const rows: [string, string][] = [
    [t("obligation.contract"), contract.reference],
    [t("obligation.contractPeriod"), period(contract.start, contract.end)],
    [t("obligation.contractCapacity"), t("units.mw", { value: contract.capacity })],
    [t("obligation.competition"), `${competition.name} (${competition.reference})`],
    [t("obligation.competitionPeriod"), period(competition.start, competition.end)],
  ];
  return (
    <section aria-labelledby="obligation-title">
      <h3 id="obligation-title">{t("obligation.title")}</h3>
      <dl className="details-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
