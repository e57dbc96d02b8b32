import { CAPACITY_DECIMAL_PLACES } from "~/domain/validation/capacity";
import { CURRENCY_DECIMAL_PLACES } from "~/domain/validation/currency";
import { normaliseDate } from "~/domain/validation/date";
import { checkDecimalPlaces } from "~/domain/validation/decimal-places";
import { encodeMessage } from "~/domain/validation/messages";
import { DateTime } from "luxon";
import { MARKET_ZONE } from "./present";
import { capacityAgreementBreaches } from "./rules";
import { EXCHANGE_TYPES, AUCTIONS, type ExchangeType } from "./types";

/**
 * The new-listing form, one step at a time (type, what is offered, for a flexibility obligation
 * its service windows, terms, review), as a pure reducer: the posted values and the step they were posted from give the next step, or the
 * same step with its errors. The values kept from the steps before come with each post (the
 * route keeps them between steps, so nothing is lost without JavaScript). Errors are keys of
 * the exchange namespace, or the shared validation messages (000 §5: decimal places, dates)
 * encoded as `encodeMessage` encodes them.
 */
export const LISTING_STEPS = ["type", "offer", "windows", "terms", "review"] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

/** The steps a type goes through: only a flexibility obligation chooses service windows. */
export const stepsFor = (type: string | undefined): readonly ListingStep[] =>
  type === "flexibility_obligation" ? LISTING_STEPS : LISTING_STEPS.filter((step) => step !== "windows");

export const OFFER_FIELDS = ["title", "description", "capacity", "start", "end"] as const;
/** A listing's title and description, as long as the exchange takes them (mocks/docs/exchange.md). */
export const TITLE_MAX_CHARACTERS = 120;
export const DESCRIPTION_MAX_CHARACTERS = 2000;
export const AGREEMENT_FIELDS = ["agreement_number", "capacity_unit_id", "auction", "delivery_year", "clearing_price", "derated_mw"] as const;
export const TERMS_FIELDS = ["price", "reserve_price", "closes_date", "closes_time"] as const;
/** A flexibility obligation offers one of the lister's contracts: capacity and period come from it. */
export const OBLIGATION_FIELDS = ["title", "description", "contract"] as const;
/**
 * The chosen windows travel as one value of ids joined by commas ("15,17"); absent means the
 * whole contract (every box ticked), empty means every box was unticked.
 */
export const LISTING_FIELDS = ["exchange_type", ...OFFER_FIELDS, "contract", "service_windows", ...AGREEMENT_FIELDS, ...TERMS_FIELDS] as const;

/** The fields of the offer step for a type. */
export const offerFields = (type: string | undefined): readonly (typeof LISTING_FIELDS)[number][] =>
  type === "flexibility_obligation" ? OBLIGATION_FIELDS : type === "capacity_agreement" ? [...OFFER_FIELDS, ...AGREEMENT_FIELDS] : OFFER_FIELDS;

export type ListingValues = Partial<Record<(typeof LISTING_FIELDS)[number], string>>;
export type ListingErrors = Record<string, string>;
export type ListingState = { step: ListingStep; values: ListingValues; errors: ListingErrors; done: boolean };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The date fields: a real date typed day first (DD-MM-YYYY) is converted to YYYY-MM-DD as it is read (000 §5). */
const DATE_FIELDS: ReadonlySet<string> = new Set(["start", "end", "closes_date"]);
/** Decimal places allowed per number field: capacities 5, amounts of money 2 (000 §5). */
const DECIMAL_LIMITS: Partial<Record<(typeof LISTING_FIELDS)[number], number>> = {
  capacity: CAPACITY_DECIMAL_PLACES,
  derated_mw: CAPACITY_DECIMAL_PLACES,
  price: CURRENCY_DECIMAL_PLACES,
  reserve_price: CURRENCY_DECIMAL_PLACES,
  clearing_price: CURRENCY_DECIMAL_PLACES,
};
const DATE_ERROR = encodeMessage({ key: "date" });

/** Reads only the form's own fields, trimmed; the ticked windows (and the carried list) join into one value. */
export function listingValues(form: Iterable<[string, FormDataEntryValue]>): ListingValues {
  const values: ListingValues = {};
  const windows: string[] = [];
  let windowsPosted = false;
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name === "service_windows") {
      windowsPosted = true;
      windows.push(...value.split(",").map((id) => id.trim()).filter(Boolean));
    } else if ((LISTING_FIELDS as readonly string[]).includes(name)) {
      const text = value.trim();
      values[name as keyof ListingValues] = DATE_FIELDS.has(name) ? normaliseDate(text) ?? text : text;
    }
  }
  if (windowsPosted) values.service_windows = [...new Set(windows)].join(",");
  return values;
}

/** The window ids of a form's value ("15,17"); none for the whole contract. */
export const chosenWindows = (value: string | undefined): number[] => (value ? value.split(",").filter(Boolean).map(Number) : []);

const positive = (value: string | undefined) => value !== undefined && value !== "" && Number.isFinite(Number(value)) && Number(value) > 0;

/** The ids of the chosen contract's windows, when the form knows them. */
export type ContractWindows = number[] | undefined;

/**
 * When bidding closes, from the date and time typed on the lister's wall clock (their zone in
 * Settings › Preferences), as an ISO instant; null when they do not make one, or when the
 * clocks skip that time there (it would be saved as another time than the one typed).
 */
export function closingInstant(values: Pick<ListingValues, "closes_date" | "closes_time">, zone: string): string | null {
  if (!values.closes_date || !values.closes_time) return null;
  const closes = DateTime.fromISO(`${values.closes_date}T${values.closes_time}`, { zone });
  return closes.isValid && closes.toFormat("HH:mm") === values.closes_time ? closes.toUTC().toISO() : null;
}

function stepErrors(step: ListingStep, values: ListingValues, windows: ContractWindows, now: number, zone: string): ListingErrors {
  const errors: ListingErrors = {};
  const required = (field: keyof ListingValues) => {
    if (!values[field]) errors[field] = "errors.required";
  };
  const number = (field: keyof ListingValues, optional = false) => {
    if (optional && !values[field]) return;
    const tooPrecise = values[field] ? checkDecimalPlaces(values[field]!, DECIMAL_LIMITS[field] ?? Infinity) : null;
    if (!values[field]) errors[field] = "errors.required";
    // A decimal comma ("1,5") is not read as a number (000 §5 decimals have a point): said as such, not as "not above 0".
    else if (values[field]!.includes(",")) errors[field] = "errors.decimalPoint";
    else if (!positive(values[field])) errors[field] = "errors.positive";
    else if (tooPrecise) errors[field] = encodeMessage(tooPrecise);
  };
  if (step === "type") {
    if (!(EXCHANGE_TYPES as readonly string[]).includes(values.exchange_type ?? "")) errors.exchange_type = "errors.chooseType";
  }
  if (step === "offer") {
    required("title");
    if ((values.title ?? "").length > TITLE_MAX_CHARACTERS) errors.title = "errors.titleTooLong";
    if ((values.description ?? "").length > DESCRIPTION_MAX_CHARACTERS) errors.description = "errors.descriptionTooLong";
    if (values.exchange_type === "flexibility_obligation") {
      if (!/^\d+$/.test(values.contract ?? "")) errors.contract = "errors.chooseContract";
      return errors;
    }
    number("capacity");
    for (const field of ["start", "end"] as const) {
      if (!values[field]) errors[field] = "errors.required";
      else if (!DATE.test(values[field]!) || normaliseDate(values[field]!) === undefined) errors[field] = DATE_ERROR;
    }
    if (!errors.start && !errors.end && values.end! < values.start!) errors.end = "errors.endBeforeStart";
    if (values.exchange_type === "capacity_agreement") {
      required("agreement_number");
      required("capacity_unit_id");
      if (!(AUCTIONS as readonly string[]).includes(values.auction ?? "")) errors.auction = "errors.required";
      if (!/^\d{4}$/.test(values.delivery_year ?? "")) errors.delivery_year = "errors.year";
      number("clearing_price");
      number("derated_mw");
      // The exchange's trading rules, checked here so they are said in the lister's language on this step, not after Publish.
      if (!errors.capacity && !errors.derated_mw && !errors.delivery_year && !errors.start && !errors.end) {
        const breaches = capacityAgreementBreaches({ derated_mw: Number(values.derated_mw), delivery_year: Number(values.delivery_year) }, Number(values.capacity), values.start!, values.end!);
        if (breaches.aboveDerated) errors.capacity = "errors.aboveDerated";
        else if (breaches.leavesTooLittle !== null) errors.capacity = "errors.leavesTooLittle";
        if (breaches.outsideYear) errors.end = "errors.outsideDeliveryYear";
      }
    }
  }
  if (step === "windows" && values.exchange_type === "flexibility_obligation" && values.service_windows !== undefined) {
    const chosen = chosenWindows(values.service_windows);
    if (!chosen.length) errors.service_windows = "errors.chooseWindows";
    else if (windows && chosen.some((id) => !windows.includes(id))) errors.service_windows = "errors.notAWindow";
  }
  if (step === "terms") {
    number("price");
    number("reserve_price", true);
    if (!errors.price && !errors.reserve_price && values.reserve_price && Number(values.reserve_price) > Number(values.price)) errors.reserve_price = "errors.reserveAbovePrice";
    if (!values.closes_date) errors.closes_date = "errors.required";
    else if (!DATE.test(values.closes_date) || normaliseDate(values.closes_date) === undefined) errors.closes_date = DATE_ERROR;
    if (!values.closes_time) errors.closes_time = "errors.required";
    else if (!TIME.test(values.closes_time)) errors.closes_time = "errors.time";
    // Bidding closes in the future and before delivery starts (at the start of its first day), as the exchange requires.
    const start = values.exchange_type === "flexibility_obligation" ? undefined : values.start;
    const closes = errors.closes_date || errors.closes_time ? null : closingInstant(values, zone);
    const delivery = start && DATE.test(start) ? DateTime.fromISO(start, { zone: MARKET_ZONE }) : null;
    if (!errors.closes_date && !errors.closes_time && !closes) errors.closes_time = "errors.clockSkipped";
    else if (closes && Date.parse(closes) <= now) errors.closes_date = "errors.closesInPast";
    else if (closes && delivery?.isValid && Date.parse(closes) > delivery.toMillis()) errors.closes_date = "errors.closesAfterStart";
  }
  return errors;
}

/**
 * The next state of the form for a post of `intent` ("next", "back" or "publish") from `step`,
 * judged at `now` (ms). `windows`: the window ids of the contract chosen for an obligation (to
 * check the ticked ones); `zone`: the lister's, in which the closing time is typed.
 */
export function advanceListing(step: ListingStep, posted: ListingValues, intent: string, now: number, windows?: ContractWindows, zone: string = MARKET_ZONE): ListingState {
  const steps = stepsFor(posted.exchange_type);
  // A step the type does not have (the type changed on the way) counts as the one before it.
  const index = steps.includes(step) ? steps.indexOf(step) : Math.max(0, LISTING_STEPS.indexOf(step) - 1);
  // Leaving the offer step with another contract starts its windows afresh (every one ticked).
  const stale = step === "offer" && windows && chosenWindows(posted.service_windows).some((id) => !windows.includes(id));
  const values = stale ? (({ service_windows: _dropped, ...rest }) => rest)(posted) : posted;
  if (intent === "back") return { step: steps[Math.max(0, index - 1)], values, errors: {}, done: false };
  // Publishing re-checks every step: a value changed by hand on the way is caught where it was typed.
  const upTo = intent === "publish" ? steps.length - 1 : index + 1;
  for (const earlier of steps.slice(0, upTo)) {
    const errors = stepErrors(earlier, values, windows, now, zone);
    if (Object.keys(errors).length) return { step: earlier, values, errors, done: false };
  }
  if (intent === "publish" && step === "review") return { step, values, errors: {}, done: true };
  return { step: steps[Math.min(steps.length - 1, index + 1)], values, errors: {}, done: false };
}

/**
 * The step a page of the form may show for the values kept so far: the one asked for, or the
 * first before it that is not complete (the first of all when nothing is kept), so a later step
 * opened from the address bar or an old tab never shows over values still missing.
 */
export function reachableStep(step: ListingStep, values: ListingValues, now: number, windows?: ContractWindows, zone: string = MARKET_ZONE): ListingStep {
  const steps = stepsFor(values.exchange_type);
  const index = steps.includes(step) ? steps.indexOf(step) : Math.max(0, LISTING_STEPS.indexOf(step) - 1);
  return steps.slice(0, index).find((earlier) => Object.keys(stepErrors(earlier, values, windows, now, zone)).length) ?? steps[index];
}

/** The upstream body of a complete form (without the stamps, which come from the session). */
export function listingBody(values: ListingValues, closesAt: string) {
  const type = values.exchange_type as ExchangeType;
  // The exchange takes an obligation's capacity and period from its contract.
  if (type === "flexibility_obligation") {
    return { exchange_type: type, title: values.title ?? "", description: values.description ?? "", contract: Number(values.contract), service_windows: chosenWindows(values.service_windows), price: Number(values.price), reserve_price: values.reserve_price ? Number(values.reserve_price) : null, closes_at: closesAt, agreement: null };
  }
  return {
    exchange_type: type,
    title: values.title ?? "",
    description: values.description ?? "",
    capacity: Number(values.capacity),
    start: values.start,
    end: values.end,
    price: Number(values.price),
    reserve_price: values.reserve_price ? Number(values.reserve_price) : null,
    closes_at: closesAt,
    agreement:
      type === "capacity_agreement"
        ? {
            agreement_number: values.agreement_number,
            capacity_unit_id: values.capacity_unit_id,
            auction: values.auction,
            delivery_year: Number(values.delivery_year),
            clearing_price: Number(values.clearing_price),
            derated_mw: Number(values.derated_mw),
          }
        : null,
  };
}
