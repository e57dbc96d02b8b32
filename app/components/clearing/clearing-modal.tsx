import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { DialogClose } from "~/components/close-control";
import { Modal } from "~/components/modal";
import { focusableElements } from "~/components/use-focus-return";
import { translateError } from "~/components/form-errors";
import { CLEARING_MODAL_DISMISSIBLE, isResultsStep } from "~/domain/clearing/steps";
import type { PowerType } from "~/domain/market/enums";
import { ClearingResults, type BidFacts } from "./clearing-results";
import { DemandIntervalForm } from "./demand-interval-form";
import { FixedPriceForm } from "./fixed-price-form";
import { IntervalList } from "./interval-list";
import { clearingUnits, type ClearingView } from "./view";
import { WindowIntervalsForm } from "./window-intervals-form";

type Props = {
  /** The state the page was rendered with: the loader's first step, or the answer to a post without JavaScript. */
  view: ClearingView;
  cancelHref: string;
  bids: Map<number, BidFacts>;
  powerType?: PowerType;
  currency?: string;
  timezone: string;
  locale: string;
};

/**
 * The market clearing modal (CLEAR-01 … CLEAR-07). Every step is a form post, so it works
 * without JavaScript; with JavaScript the posts go through a fetcher, the modal stays open
 * and shows a spinner while the decisions are requested. It is not dismissible: only Cancel closes it.
 */
export function ClearingModal({ view: rendered, cancelHref, bids, powerType, currency, timezone, locale }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const fetcher = useFetcher<{ clearing?: ClearingView }>();
  const navigate = useNavigate();
  const view = fetcher.data?.clearing ?? rendered;
  const busy = fetcher.state !== "idle";
  const units = clearingUnits(powerType, currency, locale);
  const content = useRef<HTMLDivElement>(null);
  // A step's post disables or replaces the control that sent it, which leaves focus on the
  // page body; once the answer is shown, a keyboard user continues from the start of the step.
  useEffect(() => {
    const container = content.current;
    if (busy || !container || (document.activeElement && document.activeElement !== document.body)) return;
    (focusableElements(container)[0] ?? container).focus();
  }, [busy, view.step]);
  const formKey = `${view.step}-${view.fields.demand_intervals}`;
  const first =
    view.form === "fixed-price" ? (
      <FixedPriceForm key={formKey} view={view} fetcher={fetcher} busy={busy} />
    ) : view.form === "demand-interval" ? (
      <DemandIntervalForm key={formKey} view={view} fetcher={fetcher} busy={busy} units={units} />
    ) : (
      <WindowIntervalsForm key={formKey} view={view} fetcher={fetcher} busy={busy} units={units} />
    );
  return (
    <Modal
      open
      title={t("pages.clearing.title")}
      dismissible={CLEARING_MODAL_DISMISSIBLE}
      className="clearing-modal"
      closeHref={cancelHref}
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
      footer={<DialogClose className="button">{t("pages.cancel")}</DialogClose>}
    >
      <div ref={content} tabIndex={-1} data-testid="clearing-modal" data-step={view.step} aria-busy={busy}>
        {busy ? (
          <p className="spinner" role="status" data-testid="clearing-spinner">
            <span aria-hidden="true" className="spinner__icon" /> {t("pages.clearing.submitting")}
          </p>
        ) : null}
        {view.error ? (
          <p className="form-error" role="alert">
            {translateError(t, view.error)}
          </p>
        ) : null}
        <IntervalList intervals={view.intervals} gridSupplyPoints={view.gridSupplyPoints} units={units} />
        {isResultsStep(view.step) ? (
          <ClearingResults view={view} fetcher={fetcher} busy={busy} bids={bids} powerType={powerType} currency={currency} timezone={timezone} locale={locale} units={units} />
        ) : (
          first
        )}
      </div>
    </Modal>
  );
}
