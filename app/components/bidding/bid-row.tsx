import { useTranslation } from "~/i18n/react";
import { translateError } from "~/components/form-errors";
import { bidFieldName } from "~/domain/bidding/bid-fields";
import type { BidDraft, FieldErrors } from "~/domain/bidding/types";
import type { RateType } from "~/domain/market/enums";
import { RATE_FIELDS } from "~/domain/bidding/rate-fields";

type Props = {
  row: number;
  bid: BidDraft;
  errors: FieldErrors;
  requiredRates: readonly RateType[];
  fixedPrice: boolean;
  capacityUnit: string;
  /** The label values of the price fields: currency and capacity unit. */
  priceUnits: { currency: string; unit: string };
  /** The bid's place in its service window, from 1. */
  number: number;
  /** Rows of bids already saved cannot be taken out here: the whole bid set is deleted instead. */
  removeIntent: string | null;
};

function Field({ name, label, value, error, readOnly, hint }: { name: string; label: string; value: string; error?: string; readOnly?: boolean; hint?: string }) {
  const id = name.replace(/[[\].]/g, "-");
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${error ? " form-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} defaultValue={value} readOnly={readOnly} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error ? (
        <p id={`${id}-error`} className="kit-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** BID-04: one bid's fields, each error beside its field; prices name their currency and unit. */
export function BidRow({ row, bid, errors, requiredRates, fixedPrice, capacityUnit, priceUnits, number, removeIntent }: Props) {
  const { t } = useTranslation(["bidding", "common"]);
  const errorOf = (field: keyof BidDraft) => {
    const message = errors[bidFieldName(row, field)]?.[0];
    return message ? translateError(t, message) : undefined;
  };
  const rowError = errors[`bids[${row}]`]?.[0];
  return (
    <fieldset className="bid-row">
      <legend>{t("pages.builder.bid", { number })}</legend>
      {bid.id ? <input type="hidden" name={bidFieldName(row, "id")} value={bid.id} /> : null}
      <input type="hidden" name={bidFieldName(row, "service_window")} value={bid.service_window} />
      {rowError ? (
        <p className="kit-error" role="alert">
          {translateError(t, rowError)}
        </p>
      ) : null}
      <Field name={bidFieldName(row, "capacity")} label={t("pages.fields.capacity", { unit: capacityUnit })} value={bid.capacity} error={errorOf("capacity")} />
      <Field name={bidFieldName(row, "max_runtime")} label={t("pages.fields.max_runtime")} hint={t("pages.fields.durationHint")} value={bid.max_runtime} error={errorOf("max_runtime")} />
      {requiredRates.map((rate) => {
        const field = RATE_FIELDS[rate];
        return (
          <Field key={field} name={bidFieldName(row, field)} label={t(`pages.fields.${field}`, priceUnits)} value={bid[field]} error={errorOf(field)} readOnly={fixedPrice} />
        );
      })}
      {removeIntent ? (
        <button type="submit" name="intent" value={removeIntent} className="button button--link" formNoValidate>
          {t("pages.builder.removeBid")}
        </button>
      ) : null}
    </fieldset>
  );
}
