import { describe, expect, test } from "vitest";
import {
  buildDemandInterval,
  clearingPeriods,
  resolveStartDate,
  toDemandInterval,
  windowDemandInterval,
  windowIntervalFields,
} from "~/domain/clearing/intervals";
import { periods } from "./fixtures";

const draft = {
  start_date: "2024-03-05",
  start_time: "22:00",
  end_time: "02:00",
  max_utilisation_rate: 250,
  required_capacity: 1.5,
};

describe("buildDemandInterval", () => {
  test("CLEAR-05 a day-ahead row gives start and end date, the end the next day across midnight", () => {
    expect(buildDemandInterval({ ...draft, exclude_gsps: [501] })).toEqual({ ...draft, end_date: "2024-03-06", exclude_gsps: [501] });
    expect(buildDemandInterval({ ...draft, start_time: "09:00", end_time: "17:00" })).toMatchObject({ end_date: "2024-03-05" });
  });

  test("CLEAR-05 no excluded points leaves exclude_gsps out; a window id is kept", () => {
    const interval = buildDemandInterval({ ...draft, exclude_gsps: [], window_id: 11 });
    expect(interval).not.toHaveProperty("exclude_gsps");
    expect(interval).toMatchObject({ window_id: 11 });
  });

  test("CLEAR-05 scheduled dispatch: period dates up to the next day, every service day, holidays ignored", () => {
    const interval = buildDemandInterval({ ...draft, start_time: "09:00", end_time: "17:00" }, { scheduledDispatch: true });
    expect(interval).toEqual({
      start_time: "09:00",
      end_time: "17:00",
      max_utilisation_rate: 250,
      required_capacity: 1.5,
      period_dates: { start: "2024-03-05", end: "2024-03-06" },
      service_days: [0, 1, 2, 3, 4, 5, 6],
      holiday_handling: "ignore",
    });
    expect(interval).not.toHaveProperty("start_date");
  });

  test("CLEAR-05 scheduled dispatch keeps given period dates, service days (ordered, once each) and holiday handling", () => {
    const interval = buildDemandInterval(
      { ...draft, period_dates: { start: "2024-03-04", end: "2024-04-01" }, service_days: [4, 0, 4], holiday_handling: "exclude" },
      { scheduledDispatch: true },
    );
    expect(interval).toMatchObject({ period_dates: { start: "2024-03-04", end: "2024-04-01" }, service_days: [0, 4], holiday_handling: "exclude" });
  });

  test("CLEAR-05 an invalid time is refused", () => {
    expect(() => buildDemandInterval({ ...draft, end_time: "25:00" })).toThrow(RangeError);
  });
});

describe("window-derived intervals", () => {
  test("CLEAR-01 the competition's periods in the modal's shape, times in minutes", () => {
    const converted = clearingPeriods([
      {
        id: 9,
        start: "2024-05-01",
        end: "2024-06-01",
        windows: [
          { id: 90, name: "Evening peak", service_period: 9, start_time: "17:30:00", end_time: "19:00", service_days: [0, 1], holiday_handling: "ignore", capacity_required: 2.5 },
        ],
      },
    ]);
    expect(converted).toEqual([
      {
        id: 9,
        period_dates: { start: "2024-05-01", end: "2024-06-01" },
        service_windows: [
          { id: 90, name: "Evening peak", service_period: 9, start_time: "17:30", end_time: "19:00", service_days: [0, 1], holiday_handling: "ignore", required_capacity: 2.5 },
        ],
      },
    ]);
  });

  test("CLEAR-01 CLEAR-03 a window's start date is the first day of its period on which it serves", () => {
    // The March period starts on a Monday: the weekday window serves it, the weekend window first serves the Saturday.
    expect(resolveStartDate(periods, 11)).toBe("2024-03-04");
    expect(resolveStartDate(periods, 12)).toBe("2024-03-09");
    expect(resolveStartDate(periods, 21)).toBe("2024-04-01");
    // A window that serves none of its period's days starts on the period's first day.
    const sundayOnly = [{ ...periods[1], service_windows: [{ ...periods[1].service_windows[0], service_days: [6] }] }];
    expect(resolveStartDate(sundayOnly, 21)).toBe("2024-04-01");
    expect(resolveStartDate(periods, 99)).toBeUndefined();
    expect(resolveStartDate(periods, undefined)).toBeUndefined();
  });

  test("CLEAR-01 one row per window, prefilled with its times, capacity and first service day", () => {
    const rows = windowIntervalFields(periods);
    expect(rows.map((row) => row.window_id)).toEqual(["11", "12", "21"]);
    expect(rows[1]).toEqual({
      window_id: "12",
      start_date: "2024-03-09",
      start_time: "22:00",
      end_time: "06:00",
      max_utilisation_rate: "",
      required_capacity: "1.25",
      exclude_gsps: "",
    });
    expect(windowIntervalFields(periods, { scheduledDispatch: true })[1]).toMatchObject({
      period_end: "2024-03-11",
      service_days: ["5", "6"],
      holiday_handling: "include",
    });
  });

  test("CLEAR-01 CLEAR-05 a window's interval: its id, times and capacity, dated from its first service day", () => {
    expect(windowDemandInterval(periods, 12, { max_utilisation_rate: 80 })).toEqual({
      window_id: 12,
      start_date: "2024-03-09",
      end_date: "2024-03-10",
      start_time: "22:00",
      end_time: "06:00",
      max_utilisation_rate: 80,
      required_capacity: 1.25,
    });
    expect(windowDemandInterval(periods, 11, { max_utilisation_rate: 80, required_capacity: 2, exclude_gsps: [502] })).toMatchObject({
      required_capacity: 2,
      exclude_gsps: [502],
      end_date: "2024-03-04",
    });
    expect(windowDemandInterval(periods, 99, { max_utilisation_rate: 80 })).toBeUndefined();
  });

  test("CLEAR-05 with scheduled dispatch a window's interval covers its whole period on its days", () => {
    expect(windowDemandInterval(periods, 11, { max_utilisation_rate: 80 }, { scheduledDispatch: true })).toEqual({
      window_id: 11,
      start_time: "16:00",
      end_time: "19:30",
      max_utilisation_rate: 80,
      required_capacity: 4.5,
      period_dates: { start: "2024-03-04", end: "2024-03-11" },
      service_days: [0, 1, 2, 3, 4],
      holiday_handling: "exclude",
    });
  });
});

describe("toDemandInterval", () => {
  test("CLEAR-01 CLEAR-05 an interval of the input parameter set reads with times in minutes and absent fields dropped", () => {
    expect(
      toDemandInterval({ start_date: "2024-03-05", end_date: "2024-03-06", start_time: "22:00:00", end_time: "02:00:00", max_utilisation_rate: 9, required_capacity: 1, exclude_gsps: null, period_dates: undefined }),
    ).toEqual({ start_date: "2024-03-05", end_date: "2024-03-06", start_time: "22:00", end_time: "02:00", max_utilisation_rate: 9, required_capacity: 1 });
    expect(
      toDemandInterval({ period_dates: { start: "2024-03-04", end: "2024-03-11" }, start_time: "09:00", end_time: "17:00", max_utilisation_rate: 9, required_capacity: 1 }),
    ).toMatchObject({ period_dates: { start: "2024-03-04", end: "2024-03-11" }, service_days: [0, 1, 2, 3, 4, 5, 6], holiday_handling: "ignore" });
  });

  test("CLEAR-01 an interval with neither dates nor a period is refused", () => {
    expect(toDemandInterval({ start_time: "09:00", end_time: "17:00", max_utilisation_rate: 9, required_capacity: 1 })).toBeNull();
  });
});
