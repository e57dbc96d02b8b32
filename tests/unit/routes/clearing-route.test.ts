import { DateTime } from "luxon";
import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import { now } from "~/clock.server";
import type { ClearingView } from "~/components/clearing/view";
import { GSPS_ERROR, OVERLAP_WARNING_KEY, UNFORESEEN_OVERLAP_KEY, clearingStateFields, firstServiceDay, initialClearingState, type DemandInterval } from "~/domain/clearing";
import { FLAGS } from "~/domain/flags";
import { encodeMessage } from "~/domain/validation/messages";
import { requiredMessage } from "~/domain/validation/required";
import { getFixedT } from "~/i18n/i18n.server";
import * as route from "~/routes/manage.systemoperator.$id.competitions._index/route";
import { operatorDecisions } from "~/routes/manage.systemoperator.$id.competitions._index/clearing-action.server";
import { takeFlash } from "~/session/flash.server";
import { paths } from "~/upstream/paths";
import { createTestContext, type Jar } from "../../support/context";
import { args, get, jarWithToken, post, sandboxToken, setFeatures, settle, statusOf } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";

useSandbox();

const OPERATOR = "operator@example.com";
const LIST = "/manage/systemoperator/201/competitions";
const params = { id: "201" };
const DECISION_SET = `POST /${paths.bidDecisionSet}`;
const DECISIONS = `POST /${paths.decisions}`;
/** Closed, standard: Teesside Dynamic. Open in the sandbox, closed here: the day-ahead and the fixed-price competitions. */
const WINDOWS = 4;
const DAY_AHEAD = 2;
const FIXED_PRICE = 3;

function close(id: number) {
  store.market.competitions.find((competition) => competition.id === id)!.status = "closed";
}

async function signedIn() {
  return jarWithToken(await sandboxToken(OPERATOR));
}

async function open(jar: Jar, competition: number): Promise<ClearingView> {
  const { value, thrown } = await settle(() => route.loader(args(get(`${LIST}?competition=${competition}&clearing=1`, jar), params)));
  if (thrown) throw thrown;
  return (value as { clearing: ClearingView }).clearing;
}

/** A post of one clearing form as the modal sends it: its fields, the modal's hidden state and the button pressed. */
async function step(jar: Jar, view: ClearingView, intent: string, fields: Record<string, string> = {}) {
  const path = `${LIST}?index&competition=${view.competition}&clearing=1`;
  const context = createTestContext();
  const outcome = await settle(async () =>
    route.action(args(await post(path, { ...view.fields, competition: String(view.competition), intent, ...fields }, jar), params, context)),
  );
  jar.take(context.setCookies);
  const clearing = (outcome.value as { clearing?: ClearingView } | undefined)?.clearing;
  return { ...outcome, clearing };
}

const windowRows = (view: ClearingView, rate = "500") =>
  Object.fromEntries(
    view.periods
      .flatMap((period) => period.service_windows.map((window) => ({ window, start: firstServiceDay(period, window) })))
      .flatMap(({ window, start }, index) => [
        [`intervals[${index}].window_id`, String(window.id)],
        [`intervals[${index}].start_date`, start],
        [`intervals[${index}].start_time`, window.start_time],
        [`intervals[${index}].end_time`, window.end_time],
        [`intervals[${index}].max_utilisation_rate`, rate],
        [`intervals[${index}].required_capacity`, String(window.required_capacity)],
      ]),
  );

/**
 * A day a week into the day-ahead competition's rolling service period, and the day after:
 * the sandbox dates its market from the day it starts, so the dates come from its data.
 */
function dayAheadDays() {
  const period = store.market.competitions.find((competition) => competition.id === DAY_AHEAD)!.service_periods[0];
  const from = DateTime.max(DateTime.fromISO(period.start, { zone: "utc" }), DateTime.fromJSDate(now(), { zone: "utc" }).startOf("day"));
  const day = from.plus({ days: 7 });
  expect(day < DateTime.fromISO(period.end, { zone: "utc" })).toBe(true);
  return { day: day.toISODate()!, next: day.plus({ days: 1 }).toISODate()! };
}
const { day: DAY, next: NEXT_DAY } = dayAheadDays();
const dayAheadInterval = { start_date: DAY, start_time: "17:00", end_time: "19:00", max_utilisation_rate: "900", required_capacity: "5" };

describe("market clearing modal without JavaScript", () => {
  test("CLEAR-01 the first step is service-window-intervals for a standard competition, add-demand-interval for a day-ahead one", async () => {
    close(DAY_AHEAD);
    const jar = await signedIn();
    const standard = await open(jar, WINDOWS);
    expect(standard).toMatchObject({ step: "service-window-intervals", form: "service-windows", dayAhead: false, intervals: [], decisions: [] });
    expect(standard.periods[0].service_windows.map((window) => window.id)).toEqual([11, 12, 13]);
    expect(standard.gridSupplyPoints.map((gsp) => gsp.name)).toContain("Norton");
    const dayAhead = await open(jar, DAY_AHEAD);
    expect(dayAhead).toMatchObject({ step: "add-demand-interval", form: "demand-interval", dayAhead: true });
  });

  test("CLEAR-01 clearing is offered only for a closed competition: asked for another, the competition opens without it", async () => {
    const { thrown } = await settle(async () => route.loader(args(get(`${LIST}?competition=1&clearing=1`, await signedIn()), params)));
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(`${LIST}?competition=1`);
  });

  test("CLEAR-01 CLEAR-06 replace with a row per window asks for the decisions and moves to results-simple; nothing is stored yet", async () => {
    const jar = await signedIn();
    const view = await open(jar, WINDOWS);
    const stored = store.market.decisions.length;
    const { clearing } = await step(jar, view, "clearing-replace", windowRows(view));
    expect(callCount(DECISION_SET)).toBe(1);
    expect(clearing?.step).toBe("results-simple");
    expect(clearing?.intervals.map((interval) => "window_id" in interval && interval.window_id)).toEqual([11, 12, 13]);
    const firstDay = firstServiceDay(view.periods[0], view.periods[0].service_windows[0]);
    expect(clearing?.intervals[0]).toMatchObject({ start_date: firstDay, end_date: firstDay, start_time: "16:00", end_time: "19:30", max_utilisation_rate: 500, required_capacity: 14.9 });
    expect(clearing?.decisions.length).toBeGreaterThan(0);
    expect(clearing?.decisions.some((decision) => decision.approved)).toBe(true);
    expect(store.market.decisions.length).toBe(stored);
  });

  test("CLEAR-01 with no demand intervals yet the window rows are added (Add, not Replace) and cleared; Add over existing intervals is refused", async () => {
    const jar = await signedIn();
    const view = await open(jar, WINDOWS);
    expect(view.intervals).toEqual([]);
    const { clearing } = await step(jar, view, "clearing-add", windowRows(view));
    expect(callCount(DECISION_SET)).toBe(1);
    expect(clearing?.step).toBe("results-simple");
    expect(clearing?.intervals.map((interval) => "window_id" in interval && interval.window_id)).toEqual([11, 12, 13]);
    // Once there are intervals the form offers Replace: an Add posted over them is not one of its steps.
    const withIntervals = { ...view, fields: clearingStateFields(initialClearingState({ qualificationType: "standard", intervals: clearing!.intervals })) };
    const { thrown } = await step(jar, withIntervals, "clearing-add", windowRows(view));
    expect(statusOf(thrown)).toBe(400);
  });

  test("CLEAR-01 CLEAR-05 a day-ahead interval is added and cleared: results per interval, the end date the next day past midnight", async () => {
    close(DAY_AHEAD);
    const jar = await signedIn();
    const view = await open(jar, DAY_AHEAD);
    const { clearing } = await step(jar, view, "clearing-add", { ...dayAheadInterval, start_time: "22:00", end_time: "02:00" });
    expect(callCount(DECISION_SET)).toBe(1);
    expect(clearing?.step).toBe("results");
    expect(clearing?.intervals).toEqual([{ start_date: DAY, end_date: NEXT_DAY, start_time: "22:00", end_time: "02:00", max_utilisation_rate: 900, required_capacity: 5 }]);
    expect(clearing?.decisions.length).toBeGreaterThan(0);
  });

  test("CLEAR-03 an unknown grid supply point name is refused with gspsErrorMsg, known names are excluded by id", async () => {
    const jar = await signedIn();
    const view = await open(jar, WINDOWS);
    const refused = await step(jar, view, "clearing-replace", { ...windowRows(view), "intervals[0].exclude_gsps": "Norton, Atlantis" });
    // The message names the name not found; "Norton" is one of the bids'.
    expect(refused.clearing?.reply?.error?.["intervals[0].exclude_gsps"]).toEqual([`${GSPS_ERROR}|{"unknown":"Atlantis"}`]);
    expect(refused.clearing?.step).toBe("service-window-intervals");
    expect(callCount(DECISION_SET)).toBe(0);
    const accepted = await step(jar, view, "clearing-replace", { ...windowRows(view), "intervals[0].exclude_gsps": " norton , ,Blyth" });
    const norton = view.gridSupplyPoints.find((gsp) => gsp.name === "Norton")!.id;
    const blyth = view.gridSupplyPoints.find((gsp) => gsp.name === "Blyth")!.id;
    expect(accepted.clearing?.intervals[0].exclude_gsps?.sort()).toEqual([norton, blyth].sort());
    expect(accepted.clearing?.decisions.filter((decision) => decision.reason === "excluded_gsp").length).toBeGreaterThan(0);
  });

  test("CLEAR-03 the form is complete only with times, rate and capacity: each missing field has its error and nothing is sent", async () => {
    close(DAY_AHEAD);
    const jar = await signedIn();
    const view = await open(jar, DAY_AHEAD);
    const { clearing } = await step(jar, view, "clearing-add", { start_date: DAY });
    expect(Object.keys(clearing?.reply?.error ?? {}).sort()).toEqual(["end_time", "max_utilisation_rate", "required_capacity", "start_time"]);
    expect(clearing?.step).toBe("add-demand-interval");
    expect(callCount(DECISION_SET)).toBe(0);
  });

  test("CLEAR-04 an overlapping interval first shows the warning; added again it replaces the interval it overlaps", async () => {
    close(DAY_AHEAD);
    const jar = await signedIn();
    const opened = await open(jar, DAY_AHEAD);
    const existing: DemandInterval = { start_date: DAY, end_date: DAY, start_time: "16:00", end_time: "18:00", max_utilisation_rate: 900, required_capacity: 5 };
    const state = { ...initialClearingState({ qualificationType: "piclo_stac", intervals: [existing] }) };
    const withExisting = { ...opened, intervals: [existing], fields: clearingStateFields(state) };
    const calls = callCount(DECISION_SET);
    const warned = (await step(jar, withExisting, "clearing-add", dayAheadInterval)).clearing!;
    expect(warned.overlapWarning).toBe(OVERLAP_WARNING_KEY);
    expect(warned.intervals).toEqual([existing]);
    expect(callCount(DECISION_SET)).toBe(calls);
    const added = (await step(jar, withExisting, "clearing-add", { ...dayAheadInterval, overlap_seen: "1" })).clearing!;
    expect(added.step).toBe("results");
    expect(added.intervals).toEqual([{ ...existing, start_time: "17:00", end_time: "19:00" }]);
  });

  test("CLEAR-04 with the trimming flag an overlapped interval is shortened, and one the new interval lies inside is the unforeseen overlap", async () => {
    close(DAY_AHEAD);
    await setFeatures(OPERATOR, [...store.users.find((user) => user.email === OPERATOR)!.features, FLAGS.trimOverlappingIntervals]);
    const jar = await signedIn();
    const opened = await open(jar, DAY_AHEAD);
    expect(opened.trim).toBe(true);
    const withInterval = (existing: DemandInterval) => ({
      ...opened,
      intervals: [existing],
      fields: clearingStateFields(initialClearingState({ qualificationType: "piclo_stac", intervals: [existing], trim: true })),
    });
    const before: DemandInterval = { start_date: DAY, end_date: DAY, start_time: "16:00", end_time: "18:00", max_utilisation_rate: 900, required_capacity: 5 };
    const trimmed = (await step(jar, withInterval(before), "clearing-add", { ...dayAheadInterval, overlap_seen: "1" })).clearing!;
    expect(trimmed.intervals.map((interval) => [interval.start_time, interval.end_time])).toEqual([["16:00", "17:00"], ["17:00", "19:00"]]);
    const around: DemandInterval = { ...before, start_time: "16:00", end_time: "20:00" };
    const calls = callCount(DECISION_SET);
    const unforeseen = (await step(jar, withInterval(around), "clearing-add", { ...dayAheadInterval, overlap_seen: "1" })).clearing!;
    expect(unforeseen.error).toBe(UNFORESEEN_OVERLAP_KEY);
    expect(getFixedT("en-GB", "clearing")(unforeseen.error!)).toBe("Intervals overlap in a way we didn't consider!");
    expect(unforeseen.intervals).toEqual([around]);
    expect(callCount(DECISION_SET)).toBe(calls);
  });

  test("CLEAR-01 Back returns to the first step with the intervals from before the add", async () => {
    close(DAY_AHEAD);
    const jar = await signedIn();
    const opened = await open(jar, DAY_AHEAD);
    const results = (await step(jar, opened, "clearing-add", dayAheadInterval)).clearing!;
    expect(results.intervals).toHaveLength(1);
    const second = (await step(jar, results, "clearing-back")).clearing!;
    expect(second).toMatchObject({ step: "add-demand-interval", intervals: [], decisions: [] });
  });

  test("CLEAR-01 CLEAR-06 Confirm stores the decisions with the demand intervals, closes the modal and says so", async () => {
    const jar = await signedIn();
    const view = await open(jar, WINDOWS);
    const results = (await step(jar, view, "clearing-replace", windowRows(view))).clearing!;
    const { response } = await step(jar, results, "clearing-confirm");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe(`${LIST}?competition=${WINDOWS}`);
    expect(callCount(DECISIONS)).toBe(1);
    const set = store.market.inputParameterSets.find((candidate) => candidate.competition === WINDOWS);
    expect(set?.demand_intervals.map((interval) => interval.window_id)).toEqual([11, 12, 13]);
    const stored = store.market.decisions.filter((decision) => decision.competition === WINDOWS);
    expect(stored.filter((decision) => decision.approved).map((decision) => decision.bid_id).sort()).toEqual(
      results.decisions.filter((decision) => decision.approved).map((decision) => decision.bid_id).sort(),
    );
    const t = getFixedT("en-GB", "clearing");
    expect(await takeFlash(get("/", jar), createTestContext())).toMatchObject({ title: t("pages.clearing.confirmed.title"), tone: "success" });
    // Opening the modal again starts from the stored intervals.
    expect((await open(jar, WINDOWS)).intervals).toHaveLength(3);
  });

  test("CLEAR-02 a failed decision request puts the intervals back and stops, with no message", async () => {
    close(DAY_AHEAD);
    const jar = await signedIn();
    const view = await open(jar, DAY_AHEAD);
    store.behaviour.faults.push({ path: paths.bidDecisionSet, method: "POST", status: 500 });
    const { clearing, thrown } = await step(jar, view, "clearing-add", dayAheadInterval);
    expect(thrown).toBeUndefined();
    expect(callCount(DECISION_SET)).toBe(1);
    expect(clearing).toMatchObject({ step: "add-demand-interval", intervals: [], decisions: [] });
    expect(clearing?.error).toBeUndefined();
    expect(clearing?.overlapWarning).toBeUndefined();
    expect(clearing?.reply?.error ?? {}).toEqual({});
  });

  test("CLEAR-07 the fixed-price form needs a max price, and only the windows given one are cleared", async () => {
    close(FIXED_PRICE);
    const jar = await signedIn();
    const view = await open(jar, FIXED_PRICE);
    expect(view.form).toBe("fixed-price");
    const windows = view.periods.flatMap((period) => period.service_windows);
    expect(windows.length).toBeGreaterThan(1);
    const rows = (prices: string[]) => Object.fromEntries(windows.flatMap((window, index) => [[`intervals[${index}].window_id`, String(window.id)], [`intervals[${index}].max_price`, prices[index] ?? ""]]));
    const blank = (await step(jar, view, "clearing-replace", rows([]))).clearing!;
    expect(blank.reply?.error?.["intervals[0].max_price"]).toEqual([encodeMessage(requiredMessage)]);
    const notNumber = (await step(jar, view, "clearing-replace", rows(["cheap"]))).clearing!;
    expect(notNumber.reply?.error?.["intervals[0].max_price"]?.length).toBe(1);
    expect(callCount(DECISION_SET)).toBe(0);
    const priced = (await step(jar, view, "clearing-replace", rows(["", "120.5"]))).clearing!;
    expect(callCount(DECISION_SET)).toBe(1);
    expect(priced.step).toBe("results-simple");
    expect(priced.intervals).toHaveLength(1);
    expect(priced.intervals[0]).toMatchObject({ window_id: windows[1].id, max_utilisation_rate: 120.5 });
  });

  test("CLEAR-05 with scheduled dispatch the window rows become scheduled intervals over the service period", async () => {
    await setFeatures(OPERATOR, [...store.users.find((user) => user.email === OPERATOR)!.features, FLAGS.scheduledDispatch]);
    const jar = await signedIn();
    const view = await open(jar, WINDOWS);
    expect(view.scheduledDispatch).toBe(true);
    const fields = windowRows(view);
    view.periods[0].service_windows.forEach((window, index) => {
      fields[`intervals[${index}].start_date`] = view.periods[0].period_dates.start;
      fields[`intervals[${index}].period_end`] = view.periods[0].period_dates.end;
      fields[`intervals[${index}].holiday_handling`] = window.holiday_handling;
    });
    const { clearing } = await step(jar, view, "clearing-replace", fields);
    expect(clearing?.intervals[0]).toMatchObject({ period_dates: view.periods[0].period_dates, service_days: [0, 1, 2, 3, 4], holiday_handling: "exclude" });
  });

  test("CLEAR-01 a modal state changed in the browser is refused", async () => {
    const jar = await signedIn();
    const view = await open(jar, WINDOWS);
    const { thrown } = await step(jar, { ...view, fields: { ...view.fields, demand_intervals: "[{\"start_time\":\"nonsense\"}]" } }, "clearing-back");
    expect(statusOf(thrown)).toBe(400);
  });

  test("CLEAR-06 Confirm sends one decision per bid the intervals reach, leaving out bids outside them and bids split between intervals", () => {
    expect(
      operatorDecisions([
        { bid_id: 1, approved: true, interval: 0, reason: "accepted" },
        { bid_id: 1, approved: true, interval: 1, reason: "accepted" },
        { bid_id: 2, approved: false, interval: 0, reason: "capacity_met" },
        { bid_id: 3, approved: true, interval: 0, reason: "accepted" },
        { bid_id: 3, approved: false, interval: 1, reason: "capacity_met" },
        { bid_id: 4, approved: false, interval: null, reason: "outside_window" },
      ]),
    ).toEqual([
      { bid_id: 1, approved: true },
      { bid_id: 2, approved: false },
    ]);
  });
});
