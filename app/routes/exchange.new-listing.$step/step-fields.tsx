import { AUCTIONS, EXCHANGE_TYPES } from "~/domain/exchange/types";
import { DESCRIPTION_MAX_CHARACTERS, LISTING_FIELDS, TERMS_FIELDS, chosenWindows, offerFields, type ListingState } from "~/domain/exchange/new-listing";
import { typeKey } from "~/domain/exchange/present";
import { translateError } from "~/components/form-errors";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { EMPTY_VALUE } from "~/components/toggle";
import { decodeMessage } from "~/domain/validation/messages";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import { useCapacity } from "~/components/exchange/use-capacity";
import { dateText, periodEndShown, rateText } from "~/domain/market/format";

type Field = (typeof LISTING_FIELDS)[number];

const INPUT: Partial<Record<Field, { type?: string; inputMode?: "decimal" | "numeric"; hint?: boolean }>> = {
  capacity: { inputMode: "decimal" },
  start: { type: "date", hint: true },
  end: { type: "date", hint: true },
  delivery_year: { inputMode: "numeric" },
  clearing_price: { inputMode: "decimal" },
  derated_mw: { inputMode: "decimal" },
  price: { inputMode: "decimal" },
  reserve_price: { inputMode: "decimal" },
  closes_date: { type: "date", hint: true },
  closes_time: { type: "time" },
};

/** The typed numbers the review writes back as figures (their labels name the unit): capacities to 5 decimals, prices in pence. */
const REVIEW_AMOUNTS: Partial<Record<Field, "capacity" | "money">> = { capacity: "capacity", derated_mw: "capacity", price: "money", reserve_price: "money", clearing_price: "money" };

export type OfferableWindow = { service_window: number; name: string; start_time: string; end_time: string; capacity: number; period: string | null };
export type OfferableContract = { id: number; reference: string; competition_name: string; capacity: number; start: string; end: string; windows: OfferableWindow[] };

/** The fields of the current step; the values of the others are kept between steps by the route. */
export function ListingStepFields({ state, contracts }: { state: ListingState; contracts: OfferableContract[] }) {
  const { t } = useTranslation("exchange");
  const { step, values, errors } = state;
  // The closing time is read on the lister's wall clock, so the form names the zone it means.
  const root = useRootData();
  const zone = root?.timezone ?? "Europe/London";
  const locale = root?.locale ?? "en-GB";
  const capacity = useCapacity();
  const offered = offerFields(values.exchange_type);
  const shown: readonly Field[] = step === "type" ? ["exchange_type"] : step === "offer" ? offered : step === "windows" ? ["service_windows"] : step === "terms" ? TERMS_FIELDS : [];
  const contractLabel = (contract: OfferableContract) =>
    t("new.contractOption", { reference: contract.reference, competition: contract.competition_name, capacity: capacity(contract.capacity), start: dateText(contract.start, locale), end: dateText(periodEndShown(contract.end), locale) });
  const chosen = contracts.find((contract) => String(contract.id) === values.contract);
  const windowLabel = (window: OfferableWindow) =>
    t(window.period ? "new.windowOptionPeriod" : "new.windowOption", { name: window.name, start: window.start_time, end: window.end_time, capacity: capacity(window.capacity), period: window.period });
  // Every window is ticked until the lister unticks some; what was ticked is kept on an error.
  const ticked = (id: number) => values.service_windows === undefined || chosenWindows(values.service_windows).includes(id);
  const offeredWindows = chosen ? chosen.windows.filter((window) => ticked(window.service_window)) : [];
  const reviewValue = (field: Field) => {
    if (field === "contract" && chosen) return contractLabel(chosen);
    if (field === "closes_date") return [values.closes_date, values.closes_time, values.closes_time ? `(${zone})` : ""].filter(Boolean).join(" ") || EMPTY_VALUE;
    // Amounts are typed with a decimal point; the review reads them back with the reader's separators, as the listing will show them.
    const amount = Number(values[field]);
    if (values[field] && Number.isFinite(amount) && REVIEW_AMOUNTS[field]) return REVIEW_AMOUNTS[field] === "capacity" ? capacity(amount) : rateText(amount, locale);
    return values[field] || EMPTY_VALUE;
  };
  // A shared validation message (decimal places, dates) or one of the exchange's own keys.
  const message = (text: string) => (decodeMessage(text) ? translateError(t, text) : t(text, { defaultValue: text }));
  const error = (field: string) => (errors[field] ? <p id={`${field}-error`} className="form-field__error">{message(errors[field])}</p> : null);
  const described = (field: string) => (errors[field] ? `${field}-error` : undefined);

  return (
    <>
      {step === "type" ? (
        <fieldset aria-describedby={described("exchange_type")}>
          <legend>{t("new.typeLegend")}</legend>
          {error("exchange_type")}
          {EXCHANGE_TYPES.map((type) => (
            <div key={type} className="radio-field">
              <input type="radio" id={`type-${type}`} name="exchange_type" value={type} defaultChecked={values.exchange_type === type} aria-describedby={`type-${type}-hint`} />
              <label htmlFor={`type-${type}`}>{t(`types.${type}`)}</label>
              <p id={`type-${type}-hint`} className="form-field__hint">{t(`new.typeHints.${type}`)}</p>
            </div>
          ))}
        </fieldset>
      ) : null}
      {step === "windows" ? (
        <fieldset aria-describedby={["service_windows-hint", described("service_windows")].filter(Boolean).join(" ")}>
          <legend>{t("new.windowsLegend", { contract: chosen?.reference ?? "" })}</legend>
          <p id="service_windows-hint" className="form-field__hint">{t("new.windowsHint")}</p>
          {error("service_windows")}
          {/* Posted with the boxes, so unticking every one reads as a choice, not as the default. */}
          <input type="hidden" name="service_windows" value="" />
          {(chosen?.windows ?? []).map((window) => (
            <div key={window.service_window} className="kit-checkbox-list__item">
              <input type="checkbox" id={`window-${window.service_window}`} name="service_windows" value={window.service_window} defaultChecked={ticked(window.service_window)} aria-invalid={errors.service_windows ? true : undefined} />
              <label htmlFor={`window-${window.service_window}`}>{windowLabel(window)}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {shown.filter((field) => field !== "exchange_type" && field !== "service_windows").map((field) =>
        field === "contract" ? (
          <div key={field} className="form-field">
            <label htmlFor={field}>{t("new.fields.contract")}</label>
            <p id="contract-hint" className="form-field__hint">{contracts.length ? t("new.contractHint") : t("new.noContracts")}</p>
            <select id={field} name={field} defaultValue={values.contract ?? ""} aria-invalid={errors[field] ? true : undefined} aria-describedby={[described(field), "contract-hint"].filter(Boolean).join(" ")}>
              <option value="" />
              {contracts.map((contract) => <option key={contract.id} value={contract.id}>{contractLabel(contract)}</option>)}
            </select>
            {error(field)}
          </div>
        ) : field === "auction" ? (
          <div key={field} className="form-field">
            <label htmlFor={field}>{t(`new.fields.${field}`)}</label>
            <select id={field} name={field} defaultValue={values.auction ?? ""} aria-invalid={errors[field] ? true : undefined} aria-describedby={described(field)}>
              <option value="" />
              {AUCTIONS.map((auction) => <option key={auction} value={auction}>{auction}</option>)}
            </select>
            {error(field)}
          </div>
        ) : field === "description" ? (
          // The exchange takes a longer description than the kit's default: its limit, counted down as typed.
          <TextareaWithCounter key={field} id={field} name={field} label={t(`new.fields.${field}`)} maxLength={DESCRIPTION_MAX_CHARACTERS} defaultValue={values[field] ?? ""} error={errors[field] ? message(errors[field]) : undefined} />
        ) : (
          <div key={field} className="form-field">
            <label htmlFor={field}>{t(`new.fields.${field}`)}</label>
            {INPUT[field]?.hint ? <p className="form-field__hint">{t("new.dateHint")}</p> : null}
            {field === "closes_time" ? <p id="closes_time-hint" className="form-field__hint">{t("new.zoneHint", { zone })}</p> : null}
            <input id={field} name={field} type={INPUT[field]?.type ?? "text"} inputMode={INPUT[field]?.inputMode} defaultValue={values[field] ?? ""} aria-invalid={errors[field] ? true : undefined} aria-describedby={[described(field), field === "closes_time" ? "closes_time-hint" : undefined].filter(Boolean).join(" ") || undefined} />
            {error(field)}
          </div>
        ),
      )}
      {step === "review" ? (
        <dl className="details-list">
          <div><dt>{t("columns.type")}</dt><dd>{t(typeKey(values.exchange_type ?? ""))}</dd></div>
          {/* The closing time shows with its date; a value left empty shows as a dash. */}
          {[...offered, ...TERMS_FIELDS].filter((field) => field !== "closes_time").map((field) => (
            <div key={field}><dt>{t(`new.fields.${field}`)}</dt><dd>{reviewValue(field)}</dd></div>
          ))}
          {values.exchange_type === "flexibility_obligation" && chosen ? (
            <div>
              <dt>{t("new.fields.service_windows")}</dt>
              <dd>
                {offeredWindows.length === chosen.windows.length ? <p>{t("obligation.wholeContract")}</p> : null}
                <ul>{offeredWindows.map((window) => <li key={window.service_window}>{windowLabel(window)}</li>)}</ul>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}
