import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { ClearingModalSlot } from "~/components/clearing/clearing-modal-slot";
import type { BidFacts } from "~/components/clearing/clearing-results";
import type { ClearingView } from "~/components/clearing/view";
import { CompetitionDetails } from "~/components/competition/competition-details";
import { FormErrors } from "~/components/form-errors";
import { AutoDecisioningWarning } from "~/components/operator/auto-decisioning";
import { BidReview } from "~/components/operator/bid-review";
import { BidSummaryTable } from "~/components/operator/bid-summary";
import { COMPETITION_HEADING_ID, useFocusOnArrival } from "~/components/operator/competition-anchor";
import { OPERATOR_INTENTS } from "~/components/operator/intents";
import type { BidRow } from "~/domain/clearing/bid-row";
import type { BidSummary } from "~/upstream/schemas/clearing";
import type { Competition } from "~/upstream/schemas/market";

type Props = {
  selected: { competition: Competition; summary: BidSummary | null; bids: BidRow[]; resultsConfirmed: boolean };
  clearing: ClearingView | null;
  autoWarning: boolean;
  /** An upstream failure of the last bid decision or auto decisioning, shown where it was asked for. */
  failed?: { decision?: string[]; auto?: string[] };
  timezone: string;
  locale: string;
};

/** One competition: its facts, bid summaries per window, the bids with their decisions, and its actions. */
export function SelectedCompetitionView({ selected: { competition, summary, bids, resultsConfirmed }, clearing, autoWarning, failed = {}, timezone, locale }: Props) {
  const { t } = useTranslation(["clearing", "market"]);
  const here = `?competition=${competition.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const windowNames = new Map<number, string>();
  for (const period of competition.service_periods ?? []) {
    for (const window of period.windows) windowNames.set(window.id, `${window.name} (${window.start_time.slice(0, 5)}–${window.end_time.slice(0, 5)})`);
  }
  const facts = new Map<number, BidFacts>(bids.map((bid) => [bid.id, { organisation: bid.organisation, window: windowNames.get(bid.service_window) ?? `#${bid.service_window}` }]));
  const decidable = competition.status === "closed" && !resultsConfirmed;
  return (
    <article className="operator-competition" aria-labelledby={COMPETITION_HEADING_ID} data-competition-id={competition.id}>
      <header>
        <h2 id={COMPETITION_HEADING_ID} ref={heading} tabIndex={-1}>
          {competition.name}
        </h2>
        {decidable ? (
          <p className="operator-competition__actions">
            <Link className="button button--primary" to={`${here}&clearing=1`} preventScrollReset>
              {t("pages.actions.runClearing")}
            </Link>{" "}
            <Link className="button" to={`${here}&auto=1`} preventScrollReset>
              {t("pages.actions.autoDecisioning")}
            </Link>
          </p>
        ) : (
          <p>{competition.status === "archived" ? t("pages.actions.archived") : resultsConfirmed ? t("pages.actions.resultsConfirmed") : t("pages.actions.notClosed")}</p>
        )}
        <p>
          <Link to={`${competition.id}/qualification`}>{t("assets:review.open")}</Link>
        </p>
      </header>
      <section aria-labelledby="details-heading">
        <h3 id="details-heading">{t("pages.details")}</h3>
        <CompetitionDetails competition={competition} timezone={timezone} locale={locale} />
      </section>
      <section aria-labelledby="summary-heading">
        <h3 id="summary-heading">{t("pages.summary.title")}</h3>
        <BidSummaryTable summary={summary} powerType={competition.power_type} currency={competition.currency} locale={locale} />
      </section>
      <section aria-labelledby="bids-heading">
        <h3 id="bids-heading">{t("pages.bids.title")}</h3>
        <FormErrors errors={failed.decision} />
        <BidReview competition={competition} bids={bids} windowNames={windowNames} locale={locale} decideIntent={OPERATOR_INTENTS.decide} decidable={decidable} />
      </section>
      {decidable ? <AutoDecisioningWarning open={autoWarning || Boolean(failed.auto)} competition={competition.id} cancelHref={here} intent={OPERATOR_INTENTS.auto} errors={failed.auto} /> : null}
      {clearing ? (
        <ClearingModalSlot
          view={clearing}
          cancelHref={here}
          bids={facts}
          powerType={competition.power_type}
          currency={competition.currency}
          timezone={timezone}
          locale={locale}
        />
      ) : null}
    </article>
  );
}
