import { HttpResponse, http } from "msw";
import {
  COMPETITION_TYPES,
  HOLIDAY_HANDLING,
  NEED_DIRECTIONS,
  NEED_TYPES,
  POWER_TYPES,
  type CompetitionType,
  type HolidayHandling,
  type NeedDirection,
  type NeedType,
  type PowerType,
} from "~/domain/market/enums";
import { nowIso } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, readJson } from "../drf";
import { authenticate, isResponse } from "../session";
import { nextId, organisationOf, store } from "../store";
import type { Boundary, Competition, LicenceArea, ServicePeriod, ServiceWindow } from "../store/market-types";
import { capacityFor } from "~/domain/assets/eligibility";
import { ruleCompetition } from "../assets/rules";

/** DRF's own texts, and the marketplace's for its rules between fields. */
const TEXT = {
  required: "This field is required.",
  blank: "This field may not be blank.",
  maxLength: "Ensure this field has no more than {limit} characters.",
  number: "A valid number is required.",
  integer: "A valid integer is required.",
  boolean: "Must be a valid boolean.",
  notNegative: "Ensure this value is greater than or equal to 0.",
  list: "Expected a list of items but got type \"{type}\".",
  emptyList: "This list may not be empty.",
  choice: "\"{value}\" is not a valid choice.",
  datetime: "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
  date: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
  time: "Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].",
  duration: "Duration has wrong format. Use one of these formats instead: [DD] [HH:[MM:]]ss[.uuuuuu].",
  unknownCompetition: "Invalid pk \"{value}\" - object does not exist.",
  uniqueReference: "competition with this reference already exists.",
  qualificationClosed: "Qualification must close after it opens.",
  open: "Bidding must open when qualification closes or later.",
  closed: "Bidding must close after it opens.",
  archiveOn: "The archive date must be when bidding closes or later.",
  voltages: "The maximum voltage must be at least the minimum voltage.",
  budgets: "The maximum budget must be at least the minimum budget.",
  needDirection: "\"{value}\" is not a need direction of {powerType}.",
  periodEnd: "The period must end after it starts.",
  windowEnd: "The window cannot end at the time it starts.",
  fixedPrice: "A fixed price is required for a fixed-price competition.",
};
/** The longest text a competition's fields hold (names, reference, contact). */
export const TEXT_LIMIT = 255;

const fill = (text: string, values: Record<string, unknown>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

type Json = Record<string, unknown>;
type Errors = Record<string, unknown>;

/** Reads one object's fields the way DRF serializer fields do, collecting `{"field": ["message"]}`. */
class Reader {
  readonly errors: Errors = {};
  constructor(private readonly data: Json) {}

  private fail(field: string, message: string) {
    this.errors[field] = [message];
    return undefined;
  }
  private present(field: string, required: boolean): unknown {
    const value = this.data[field];
    if (value === undefined || value === null) return required ? this.fail(field, TEXT.required) : undefined;
    return value;
  }
  text(field: string, required = true): string | undefined {
    const value = this.present(field, required);
    if (value === undefined) return undefined;
    const text = String(value).trim();
    if (text.length > TEXT_LIMIT) return this.fail(field, fill(TEXT.maxLength, { limit: TEXT_LIMIT }));
    return text === "" ? (required ? this.fail(field, TEXT.blank) : undefined) : text;
  }
  choice<T extends string>(field: string, choices: readonly T[], required = true): T | undefined {
    const value = this.text(field, required);
    if (value === undefined) return undefined;
    return (choices as readonly string[]).includes(value) ? (value as T) : this.fail(field, fill(TEXT.choice, { value }));
  }
  number(field: string, required = false, integer = false): number | undefined {
    const value = this.present(field, required);
    if (value === undefined || value === "") return undefined;
    const number = typeof value === "number" ? value : Number(String(value));
    if (!Number.isFinite(number) || (integer && !Number.isInteger(number))) return this.fail(field, integer ? TEXT.integer : TEXT.number);
    return number < 0 ? this.fail(field, TEXT.notNegative) : number;
  }
  matching(field: string, pattern: RegExp, message: string, required = true, real: (value: string) => boolean = () => true): string | undefined {
    const value = this.text(field, required);
    if (value === undefined) return undefined;
    return pattern.test(value) && real(value) ? value : this.fail(field, message);
  }
  instant(field: string): string | undefined {
    return this.matching(field, ISO_INSTANT, TEXT.datetime, true, (value) => !Number.isNaN(Date.parse(value)));
  }
  date(field: string): string | undefined {
    return this.matching(field, ISO_DATE, TEXT.date, true, (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    });
  }
  time(field: string): string | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value) ? value.slice(0, 5) : this.fail(field, TEXT.time);
  }
  duration(field: string): string | undefined {
    return this.matching(field, /^(\d+ )?\d{2}:[0-5]\d:[0-5]\d$/, TEXT.duration, false);
  }
  boolean(field: string): boolean {
    const value = this.data[field];
    if (value === undefined || value === null) return false;
    if (typeof value !== "boolean") this.fail(field, TEXT.boolean);
    return value === true;
  }
  list(field: string, required = true): unknown[] | undefined {
    const value = this.present(field, required);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return this.fail(field, fill(TEXT.list, { type: typeof value === "string" ? "str" : typeof value }));
    return required && value.length === 0 ? this.fail(field, TEXT.emptyList) : value;
  }
  /** A rule between fields: the later field gets the message when it does not hold. */
  rule(holds: boolean | undefined, field: string, message: string) {
    if (holds === false && !this.errors[field]) this.fail(field, message);
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const before = (a: string | undefined, b: string | undefined, strict: boolean) =>
  a === undefined || b === undefined ? undefined : strict ? Date.parse(a) < Date.parse(b) : Date.parse(a) <= Date.parse(b);
const notAbove = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a <= b);
const asObject = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const hasErrors = (errors: unknown): boolean =>
  Array.isArray(errors) ? errors.some(hasErrors) : !!errors && typeof errors === "object" && Object.keys(errors).length > 0;

function readDetails(data: Json) {
  const r = new Reader(data);
  const reference = r.text("reference");
  if (reference && store.market.competitions.some((competition) => competition.reference === reference)) r.rule(false, "reference", TEXT.uniqueReference);
  const copyFrom = r.number("duplicate_asset_overrides_from_competition", false, true);
  if (copyFrom !== undefined && !store.market.competitions.some((competition) => competition.id === copyFrom)) {
    r.rule(false, "duplicate_asset_overrides_from_competition", fill(TEXT.unknownCompetition, { value: copyFrom }));
  }
  const dates = {
    qualification_open: r.instant("qualification_open"),
    qualification_closed: r.instant("qualification_closed"),
    open: r.instant("open"),
    closed: r.instant("closed"),
    archive_on: r.instant("archive_on"),
  };
  r.rule(before(dates.qualification_open, dates.qualification_closed, true), "qualification_closed", TEXT.qualificationClosed);
  r.rule(before(dates.qualification_closed, dates.open, false), "open", TEXT.open);
  r.rule(before(dates.open, dates.closed, true), "closed", TEXT.closed);
  r.rule(before(dates.closed, dates.archive_on, false), "archive_on", TEXT.archiveOn);
  const powerType = r.choice<PowerType>("power_type", POWER_TYPES, false) ?? "active_power";
  const directions: readonly string[] = [...NEED_DIRECTIONS.active_power, ...NEED_DIRECTIONS.reactive_power];
  const needDirection = r.choice("need_direction", directions) as NeedDirection | undefined;
  if (needDirection && !(NEED_DIRECTIONS[powerType] as readonly string[]).includes(needDirection)) {
    r.rule(false, "need_direction", fill(TEXT.needDirection, { value: needDirection, powerType }));
  }
  const voltages = { min: r.number("minimum_connection_voltage", true), max: r.number("maximum_connection_voltage", true) };
  r.rule(notAbove(voltages.min, voltages.max), "maximum_connection_voltage", TEXT.voltages);
  const budgets = { min: r.number("minimum_budget"), max: r.number("maximum_budget") };
  r.rule(notAbove(budgets.min, budgets.max), "maximum_budget", TEXT.budgets);
  const strings = (field: string) => (r.list(field, false) ?? []).map(String);
  const value = {
    reference: reference ?? "",
    name: r.text("name") ?? "",
    type: r.choice<CompetitionType>("type", COMPETITION_TYPES) ?? "availability",
    contact: r.text("contact") ?? "",
    dps_record_reference: r.text("dps_record_reference", false),
    ...dates,
    need_type: r.choice<NeedType>("need_type", NEED_TYPES) ?? "other",
    need_direction: needDirection ?? "excess",
    power_type: powerType,
    voltages,
    boundary_buffer: r.number("boundary_buffer"),
    area_refs: strings("area_refs"),
    postcodes: strings("postcodes"),
    budgets,
    availability_guide_price: r.number("availability_guide_price"),
    utilisation_guide_price: r.number("utilisation_guide_price"),
    service_fee: r.number("service_fee"),
    fixed_price: r.boolean("fixed_price"),
    copy_overrides_from: copyFrom ?? null,
  };
  return { value, errors: r.errors };
}

const FIXED_PRICE_OF = { availability: "fixed_availability_price", utilisation: "fixed_utilisation_price", service_fee: "fixed_service_fee" } as const;
const RATES_OF: Record<CompetitionType, (keyof typeof FIXED_PRICE_OF)[]> = {
  availability: ["availability"],
  utilisation: ["utilisation"],
  availability_utilisation: ["availability", "utilisation"],
  service_fee: ["service_fee"],
};

function readWindow(data: Json, fixedPrices: readonly string[]) {
  const r = new Reader(data);
  const start = r.time("start");
  const end = r.time("end");
  // An end before the start is an overnight window, into the next day (as the seeded market's 23:00–06:00 ones); an end at the start is none.
  if (start && end) r.rule(start !== end, "end", TEXT.windowEnd);
  const days = r.list("service_days") ?? [];
  if (days.some((day) => !Number.isInteger(day) || (day as number) < 0 || (day as number) > 6)) {
    const wrong = days.find((day) => !Number.isInteger(day) || (day as number) < 0 || (day as number) > 6);
    r.rule(false, "service_days", fill(TEXT.choice, { value: wrong }));
  }
  for (const field of fixedPrices) if (data[field] === undefined || data[field] === null) r.rule(false, field, TEXT.fixedPrice);
  const value: Omit<ServiceWindow, "id" | "service_period"> = {
    name: r.text("name") ?? "",
    start_time: start ?? "00:00",
    end_time: end ?? "00:00",
    service_days: [...new Set(days as number[])].sort(),
    holiday_handling: r.choice<HolidayHandling>("public_holiday_handling", HOLIDAY_HANDLING, false) ?? "ignore",
    capacity_required: r.number("capacity_required", true) ?? 0,
    minimum_aggregate_asset_size: r.number("minimum_aggregate_asset_size") ?? null,
    required_response_time: r.duration("required_response_time") || null,
    minimum_run_time: r.duration("minimum_run_time") || null,
    dispatch_estimate: r.number("dispatch_estimate", false, true) ?? null,
    dispatch_duration: r.duration("dispatch_duration") || null,
    fixed_availability_price: r.number("fixed_availability_price") ?? null,
    fixed_utilisation_price: r.number("fixed_utilisation_price") ?? null,
    fixed_service_fee: r.number("fixed_service_fee") ?? null,
    available_hours_override: r.number("available_hours_override") ?? null,
  };
  return { value, errors: r.errors };
}

function readServiceNeed(data: Json, fixedPrices: readonly string[]) {
  const r = new Reader(data);
  const periods = (r.list("service_periods") ?? []).map((item) => {
    const p = new Reader(asObject(item));
    const start = p.date("start");
    const end = p.date("end");
    p.rule(before(start, end, true), "end", TEXT.periodEnd);
    const windows = (p.list("service_windows") ?? []).map((window) => readWindow(asObject(window), fixedPrices));
    if (windows.some((window) => hasErrors(window.errors))) p.errors.service_windows = windows.map((window) => window.errors);
    return { value: { name: p.text("name") ?? "", start: start ?? "", end: end ?? "", windows: windows.map((window) => window.value) }, errors: p.errors };
  });
  if (periods.some((period) => hasErrors(period.errors))) r.errors.service_periods = periods.map((period) => period.errors);
  return { value: periods.map((period) => period.value), errors: r.errors };
}

function outline(areas: LicenceArea[], fidelity: "low" | "detailed"): Boundary {
  if (areas.length === 1) return areas[0].boundary[fidelity];
  return {
    type: "MultiPolygon",
    coordinates: areas.flatMap(({ boundary }) => (boundary[fidelity].type === "Polygon" ? [boundary[fidelity].coordinates] : boundary[fidelity].coordinates)),
  } as Boundary;
}

/** The known licence areas named, joined in the order named; null when none of them is known. */
function boundaryOf(areaRefs: string[]): Competition["boundary"] {
  const areas = [...new Set(areaRefs)].flatMap((ref) => store.market.licenceAreas.filter((area) => area.ref === ref));
  return areas.length ? { low: outline(areas, "low"), detailed: outline(areas, "detailed") } : null;
}

function save(operatorId: number, details: ReturnType<typeof readDetails>["value"], periods: ReturnType<typeof readServiceNeed>["value"]): Competition {
  const id = nextId("competitions", store.market.competitions);
  const allPeriods = store.market.competitions.flatMap((competition) => competition.service_periods);
  const allWindows = allPeriods.flatMap((period) => period.windows);
  const servicePeriods: ServicePeriod[] = periods.map(({ windows, ...period }) => {
    const periodId = nextId("servicePeriods", allPeriods);
    allPeriods.push({ id: periodId } as ServicePeriod);
    return {
      id: periodId,
      competition: id,
      ...period,
      windows: windows.map((window) => {
        const windowId = nextId("serviceWindows", allWindows);
        allWindows.push({ id: windowId } as ServiceWindow);
        return { id: windowId, service_period: periodId, ...window };
      }),
    };
  });
  const competition: Competition = {
    id,
    name: details.name,
    reference: details.reference,
    status: "pending",
    operator_id: operatorId,
    competition_type: details.type,
    product_type: "sustain",
    need_type: details.need_type,
    pricing_method: details.fixed_price ? "fixed_price" : "pay_as_bid",
    fixed_price: details.fixed_price,
    currency: "GBP",
    power_type: details.power_type,
    need_direction: details.need_direction,
    qualification_type: "standard",
    min_connection_voltage: details.voltages.min ?? 0,
    max_connection_voltage: details.voltages.max ?? 0,
    tag: null,
    area_refs: details.area_refs,
    boundary: boundaryOf(details.area_refs),
    qualification_open: details.qualification_open ?? "",
    qualification_closed: details.qualification_closed ?? "",
    open: details.open ?? "",
    closed: details.closed ?? "",
    archive_on: details.archive_on ?? "",
    contact: details.contact,
    minimum_budget: details.budgets.min ?? null,
    maximum_budget: details.budgets.max ?? null,
    availability_guide_price: details.availability_guide_price ?? null,
    utilisation_guide_price: details.utilisation_guide_price ?? null,
    service_fee: details.service_fee ?? null,
    service_periods: servicePeriods,
    created: nowIso(),
  };
  store.market.competitions.push(competition);
  if (details.copy_overrides_from !== null) copyOverrides(details.copy_overrides_from, competition);
  return competition;
}

/**
 * `duplicate_asset_overrides_from_competition`: the new competition starts with the operator's
 * decisions (qualified, disqualified with their reason codes) on the assets of the one named, so
 * a re-run of a competition does not decide the same assets again. The capacity each counts for
 * is the asset's in the new competition's power type and direction.
 */
function copyOverrides(fromId: number, to: Competition) {
  const decided = store.market.qualifications.filter((row) => row.competition === fromId && (row.eligibility_status === "qualified" || row.eligibility_status === "disqualified"));
  const assets = new Map(store.market.assets.map((asset) => [`${asset.planned ? "p" : "a"}${asset.id}`, asset]));
  const rules = ruleCompetition(to);
  for (const row of decided) {
    const asset = assets.get(`${row.planned ? "p" : "a"}${row.flex_asset}`);
    if (!asset) continue;
    store.market.qualifications.push({
      ...row,
      id: nextId("qualifications", store.market.qualifications),
      competition: to.id,
      reasons: [...row.reasons],
      qualified_capacity: row.eligibility_status === "qualified" ? Math.round(capacityFor(asset, rules) * 1000) / 1000 : 0,
    });
  }
}

/** A competition as the API sends it: the operator by id and the simplified outline. */
function wire({ operator_id, boundary, ...competition }: Competition) {
  return { ...competition, operator: operator_id, boundary: boundary?.low ?? null };
}

/**
 * POST flex/operator/competitions/: a system operator creates a competition from
 * `competition_details` and `service_need` (periods → windows). Refusals are 400 with DRF
 * field errors nested as the body is; a new competition is pending.
 */
export const competitionCreationHandlers = [
  http.post(api(paths.operatorCompetitions), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const organisation = organisationOf(caller.user);
    if (organisation?.org_type !== "systemoperator") return forbidden();
    const body = asObject(await readJson(request));
    const errors: Errors = {};
    for (const part of ["competition_details", "service_need"]) {
      if (body[part] === undefined || body[part] === null) errors[part] = [TEXT.required];
    }
    const details = readDetails(asObject(body.competition_details));
    const fixedPrices = details.value.fixed_price ? RATES_OF[details.value.type].map((rate) => FIXED_PRICE_OF[rate]) : [];
    const need = readServiceNeed(asObject(body.service_need), fixedPrices);
    if (!errors.competition_details && hasErrors(details.errors)) errors.competition_details = details.errors;
    if (!errors.service_need && hasErrors(need.errors)) errors.service_need = need.errors;
    const copyFrom = details.value.copy_overrides_from;
    // Only the operator's own decisions can be copied: another operator's competition reads as unknown.
    if (!errors.competition_details && copyFrom !== null && store.market.competitions.find((competition) => competition.id === copyFrom)?.operator_id !== organisation.id) {
      errors.competition_details = { duplicate_asset_overrides_from_competition: [fill(TEXT.unknownCompetition, { value: copyFrom })] };
    }
    if (hasErrors(errors)) return fieldErrors(errors as Record<string, string[]>);
    return HttpResponse.json(wire(save(organisation.id, details.value, need.value)), { status: 201 });
  }),
];
