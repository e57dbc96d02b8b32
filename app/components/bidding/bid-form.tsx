import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors } from "~/components/form-errors";
import { isBallotValid } from "~/domain/bidding/ballot-validity";
import { capacityFigure } from "~/domain/validation/capacity";
import { useRootData } from "~/root-data";
import type { WindowValidity } from "~/domain/bidding/types";
import { BidRow } from "./bid-row";
import { HiddenBids } from "./hidden-bids";
import { usePriceUnits } from "./price-units";
import type { BidFormState, BuilderModel } from "./types";

const VALIDITY_KEY = (validity: WindowValidity | undefined) => (validity === true ? "valid" : validity === false ? "invalid" : null);

/**
 * BID-02 BID-04: the bid form, one section per service window. Adding, removing, changing
 * the assets and the multi-bid step are buttons of the same form, so what was typed travels
 * with every post.
 */
export function BidForm({ model, state }: { model: BuilderModel; state: BidFormState }) {
  const { t } = useTranslation(["bidding", "common"]);
  const submitting = useNavigation().state === "submitting";
  const locale = useRootData()?.locale ?? "en-GB";
  const invalid = !isBallotValid(state.validity);
  const priceUnits = usePriceUnits(model);
  return (
    <Form method="post" className="form bid-form" key={state.revision} replace>
      {/* Enter in a field submits the bids, not the first add or remove button. */}
      <button type="submit" name="intent" value="submit" className="kit-visually-hidden" tabIndex={-1} aria-hidden="true" />
      <AuthenticityTokenInput />
      <HiddenBids state={state} withRows={false} />
      <p>
        {t("pages.builder.selectedAssets", { count: state.selection ? state.selection.split(",").length : 0 })}{" "}
        <button type="submit" name="intent" value="change-assets" className="button button--link" formNoValidate>
          {t("pages.builder.changeAssets")}
        </button>
      </p>
      {/* One message box, which takes focus when the post leaves it nowhere. */}
      <FormErrors errors={invalid ? [...(state.formErrors ?? []), t("pages.builder.errorSummary")] : state.formErrors} />
      {model.windows.map((window) => {
        const rows = state.rows.filter((row) => row.windowId === window.id);
        const validity = VALIDITY_KEY(state.validity[window.id]);
        return (
          <section key={window.id} className="card bid-window" aria-labelledby={`window-${window.id}`}>
            <h3 id={`window-${window.id}`}>
              {window.periodName} · {window.name}
            </h3>
            <p>
              {[window.startTime, window.endTime].filter(Boolean).join("–")} ·{" "}
              {t("pages.builder.capacityRequired", { capacity: capacityFigure(window.capacityRequired, locale), unit: model.capacityUnit })}
            </p>
            {validity ? <p className={`bid-window__validity bid-window__validity--${validity}`}>{t(`pages.builder.validity.${validity}`)}</p> : null}
            {!window.biddable ? <p>{t("pages.builder.notBiddable")}</p> : null}
            {rows.map(({ row, bid }, index) => (
              <BidRow
                key={row}
                row={row}
                bid={bid}
                errors={state.errors}
                requiredRates={model.requiredRates}
                fixedPrice={model.fixedPrice}
                capacityUnit={model.capacityUnit}
                priceUnits={priceUnits}
                // Bids are counted within their service window, as the window's heading groups them.
                number={index + 1}
                removeIntent={bid.id ? null : `remove:${window.id}:${index}`}
              />
            ))}
            {window.biddable ? (
              <button type="submit" name="intent" value={`add:${window.id}`} className="button" formNoValidate>
                {t("pages.builder.addBid")}
              </button>
            ) : null}
          </section>
        );
      })}
      <div className="form-actions">
        <button type="submit" name="intent" value="multi" className="button" formNoValidate>
          {t("pages.builder.multiBid")}
        </button>
        <button type="submit" name="intent" value="submit" className="button button--primary" disabled={submitting}>
          {t("pages.builder.submit")}
        </button>
        <a href="/manage/flexprovider/bids/submit">{t("pages.cancel")}</a>
      </div>
    </Form>
  );
}
