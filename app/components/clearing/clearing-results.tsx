import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { isScheduledInterval } from "~/domain/clearing/interval-kind";
import { capacityText, dateText, dateTimeText, EMPTY_VALUE, money } from "~/domain/market/format";
import type { PowerType } from "~/domain/market/enums";
import { ClearingStateFields } from "./clearing-field";
import { CLEARING_INTENTS, type ClearingDecision, type ClearingUnits, type ClearingView } from "./view";
import { TableScroll } from "~/components/table-scroll";

/** Reasons that only restate that a bid was accepted. */
const REASONS_SAYING_ACCEPTED = new Set(["accepted"]);

export type BidFacts = { organisation: string; window: string };

type Props = {
  view: ClearingView;
  fetcher: FetcherWithComponents<unknown>;
  busy: boolean;
  bids: Map<number, BidFacts>;
  powerType?: PowerType;
  currency?: string;
  timezone: string;
  locale: string;
  units: ClearingUnits;
};

/** The results step (CLEAR-01): per interval for day-ahead competitions, per bid for all; Back or Confirm. */
export function ClearingResults({ view, fetcher, busy, bids, powerType, currency, timezone, locale, units }: Props) {
  const { t } = useTranslation(["clearing", "market"]);
  const reached = view.decisions.filter((decision) => decision.reason !== "outside_window");
  const when = (decision: ClearingDecision) =>
    decision.start && decision.end ? `${dateTimeText(decision.start, timezone, locale)} – ${dateTimeText(decision.end, timezone, locale)}` : EMPTY_VALUE;
  // The outcome, with the reason only where it adds to it ("Accepted", not "Accepted (accepted)").
  const outcomeText = (decision: ClearingDecision) => {
    if (decision.approved && decision.reason === "accepted_partially") return t("pages.clearing.acceptedInPart");
    const outcome = decision.approved ? t("pages.clearing.approved") : t("pages.clearing.rejected");
    if (!decision.reason || REASONS_SAYING_ACCEPTED.has(decision.reason)) return outcome;
    return `${outcome} (${t(`pages.reasons.${decision.reason}`, { defaultValue: decision.reason })})`;
  };
  const accepted = reached.filter((decision) => decision.approved).length;
  // Accepted capacity per interval, summed in one pass rather than once per row.
  const acceptedByInterval = new Map<number, number>();
  for (const decision of reached) {
    if (decision.interval == null) continue;
    acceptedByInterval.set(decision.interval, (acceptedByInterval.get(decision.interval) ?? 0) + (decision.accepted_capacity ?? 0));
  }
  return (
    <div className="clearing-results" data-step={view.step}>
      <p role="status">{t("pages.clearing.summary", { accepted, total: reached.length })}</p>
      {view.step === "results" ? (
        <TableScroll label={t("pages.clearing.perInterval")}>
          <table className="data-table" data-testid="interval-results">
            <caption>{t("pages.clearing.perInterval")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("pages.clearing.when")}</th>
                <th scope="col">{`${t("pages.clearing.requiredCapacity")} (${units.capacity})`}</th>
                <th scope="col">{t("pages.clearing.acceptedCapacity")}</th>
              </tr>
            </thead>
            <tbody>
              {view.intervals.map((interval, index) => {
                const sum = acceptedByInterval.get(index) ?? 0;
                const label = isScheduledInterval(interval)
                  ? t("pages.clearing.scheduled", { start: dateText(interval.period_dates.start, locale), end: dateText(interval.period_dates.end, locale), from: interval.start_time, to: interval.end_time })
                  : t("pages.clearing.dated", { startDate: dateText(interval.start_date, locale), from: interval.start_time, endDate: dateText(interval.end_date, locale), to: interval.end_time });
                return (
                  <tr key={index}>
                    <th scope="row">{label}</th>
                    <td>{capacityText(interval.required_capacity, powerType, locale)}</td>
                    <td>{capacityText(sum, powerType, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {reached.length ? (
        <TableScroll label={t("pages.clearing.decisions")}>
          <table className="data-table" data-testid="clearing-decisions">
            <caption>{t("pages.clearing.decisions")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("pages.bids.bid")}</th>
                <th scope="col">{t("pages.bids.provider")}</th>
                <th scope="col">{t("market:field.window")}</th>
                {view.step === "results" ? <th scope="col">{t("pages.clearing.when")}</th> : null}
                <th scope="col">{t("pages.clearing.outcome")}</th>
                <th scope="col">{t("pages.clearing.acceptedCapacity")}</th>
                <th scope="col">{t("pages.clearing.price")}</th>
              </tr>
            </thead>
            <tbody>
              {reached.map((decision, index) => (
                <tr key={`${decision.bid_id}-${index}`} data-bid-id={decision.bid_id} data-approved={decision.approved}>
                  <th scope="row">#{decision.bid_id}</th>
                  <td>{bids.get(decision.bid_id)?.organisation ?? EMPTY_VALUE}</td>
                  <td>{bids.get(decision.bid_id)?.window ?? EMPTY_VALUE}</td>
                  {view.step === "results" ? <td>{when(decision)}</td> : null}
                  <td>{outcomeText(decision)}</td>
                  <td>{capacityText(decision.accepted_capacity ?? 0, powerType, locale)}</td>
                  <td>{money(decision.clearing_price, currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>{t("pages.clearing.noDecisions")}</p>
      )}
      <div className="form-actions">
        <fetcher.Form method="post" className="inline-form">
          <AuthenticityTokenInput />
          <ClearingStateFields fields={view.fields} competition={view.competition} />
          <button type="submit" name="intent" value={CLEARING_INTENTS.back} className="button" disabled={busy}>
            {t("pages.clearing.back")}
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" className="inline-form">
          <AuthenticityTokenInput />
          <ClearingStateFields fields={view.fields} competition={view.competition} />
          <button type="submit" name="intent" value={CLEARING_INTENTS.confirm} className="button button--primary" disabled={busy}>
            {t("pages.clearing.confirm")}
          </button>
        </fetcher.Form>
      </div>
    </div>
  );
}
