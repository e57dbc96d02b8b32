import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import type { Listing } from "~/upstream/schemas/exchange";
import { useCapacity } from "./use-capacity";
import { usePeriod } from "./use-period";

type Obligation = NonNullable<Listing["obligation"]>;

/** Which contract, in which competition, a flexibility obligation listing hands over. */
export function ObligationDetails({ obligation }: { obligation: Obligation }) {
  const { t } = useTranslation("exchange");
  const capacity = useCapacity();
  const days = usePeriod();
  const { contract, competition } = obligation;
  const period = (start: string | null, end: string | null) => (start && end ? days(start, end) : t("obligation.noPeriod"));
  const rows: [string, string][] = [
    [t("obligation.contract"), contract.reference],
    [t("obligation.contractPeriod"), period(contract.start, contract.end)],
    [t("obligation.contractCapacity"), t("units.mw", { value: capacity(contract.capacity) })],
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
      <ObligationWindows obligation={obligation} />
    </section>
  );
}

/** One window as people read it: name, hours, capacity (`capacity` writes its figure) and its service period (`days` writes it). */
export function windowLabel(t: TFunction, window: Obligation["windows"][number], capacity: (value: number) => string, days: (start: string, end: string) => string) {
  const period = window.period_start && window.period_end ? days(window.period_start, window.period_end) : t("obligation.noPeriod");
  return t("obligation.window", { name: window.name, start: window.start_time, end: window.end_time, capacity: capacity(window.capacity), period });
}

/** The service windows a listing offers (or moved, once awarded): the whole contract or some of its windows. */
export function ObligationWindows({ obligation, moved = false, level = "h4" }: { obligation: Obligation; moved?: boolean; level?: "h3" | "h4" }) {
  const { t } = useTranslation("exchange");
  const capacity = useCapacity();
  const days = usePeriod();
  if (!obligation.windows.length) return null;
  const title = moved ? t("obligation.windowsMoved") : t("obligation.windowsOffered");
  const Heading = level;
  return (
    <div className="obligation-windows">
      <Heading id={moved ? "windows-moved-title" : "windows-offered-title"}>{title}</Heading>
      <p>{obligation.whole_contract ? t("obligation.wholeContract") : t("obligation.someWindows", { count: obligation.windows.length })}</p>
      <ul aria-labelledby={moved ? "windows-moved-title" : "windows-offered-title"}>
        {obligation.windows.map((window) => <li key={window.service_window} data-window={window.service_window}>{windowLabel(t, window, capacity, days)}</li>)}
      </ul>
    </div>
  );
}
