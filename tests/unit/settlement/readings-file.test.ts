import { describe, expect, it } from "vitest";
import { failedRowsCsv } from "~/domain/settlement/failed-rows";
import { checkReadings } from "~/domain/settlement/meter-readings";

// One event of meter M1 from 08:00 to 09:30 UTC on 2 June 2027: three half-hours ending 08:30, 09:00, 09:30.
const EVENT = { start: "2027-06-02T08:00:00.000Z", end: "2027-06-02T09:30:00.000Z" };
const context = (held: string[] = []) => ({
  knownMeter: (meter: string) => meter === "M1",
  accepts: (_meter: string, periodEnd: string) => periodEnd.startsWith("2027-06-02"),
  events: () => [EVENT],
  held: (_meter: string, periodEnd: string) => held.includes(periodEnd),
});
const csv = (...rows: string[]) => ["meter_id,period_end,value_kwh", ...rows].join("\n");

describe("meter readings file: 15-minute data and gaps", () => {
  it("SETT-02 sums 15-minute readings into the half-hour they end in", () => {
    // 08:15 40 + 08:30 45 → half-hour ending 08:30: 85; 08:45 50 + 09:00 55 → 105; 09:15 60 + 09:30 65 → 125.
    const { readings, errors, rows } = checkReadings(
      csv("M1,2027-06-02T08:15:00Z,40", "M1,2027-06-02T08:30:00Z,45", "M1,2027-06-02T08:45:00Z,50", "M1,2027-06-02T09:00:00Z,55", "M1,2027-06-02T09:15:00Z,60", "M1,2027-06-02T09:30:00Z,65"),
      context(),
    );
    expect(rows).toBe(6);
    expect(checkReadings(csv("M1,2027-06-02T08:15:00Z,40", "M1,2027-06-02T08:30:00Z,45", "M1,2027-06-02T08:45:00Z,50"), context()).savedRows).toBe(2);
    expect(errors).toEqual([]);
    expect(readings).toEqual([
      { meter_id: "M1", period_end: "2027-06-02T08:30:00.000Z", value_kwh: 85, quarters: true },
      { meter_id: "M1", period_end: "2027-06-02T09:00:00.000Z", value_kwh: 105, quarters: true },
      { meter_id: "M1", period_end: "2027-06-02T09:30:00.000Z", value_kwh: 125, quarters: true },
    ]);
  });

  it("SETT-02 a file whose header ends in CRLF and rows in LF (or old Mac CR) is read row by row, as one with a single kind of ending", () => {
    const rows = ["M1,2027-06-02T08:30:00Z,45", "M1,2027-06-02T09:00:00Z,50", "M1,2027-06-02T09:30:00Z,55"];
    const plain = checkReadings(csv(...rows), context());
    expect(plain.errors).toEqual([]);
    for (const mixed of [`meter_id,period_end,value_kwh\r\n${rows.join("\n")}\n`, `meter_id,period_end,value_kwh\r${rows.join("\r\n")}`]) {
      const read = checkReadings(mixed, context());
      expect(read.errors).toEqual([]);
      expect(read.rows).toBe(3);
      expect(read.readings).toEqual(plain.readings);
    }
  });

  it("SETT-02 a half-hour with one 15-minute reading is a gap on that row and is not saved", () => {
    const { readings, errors } = checkReadings(csv("M1,2027-06-02T08:15:00Z,40", "M1,2027-06-02T08:30:00Z,45", "M1,2027-06-02T08:45:00Z,50", "M1,2027-06-02T09:15:00Z,60", "M1,2027-06-02T09:30:00Z,65"), context());
    expect(readings.map((reading) => reading.period_end)).toEqual(["2027-06-02T08:30:00.000Z", "2027-06-02T09:30:00.000Z"]);
    // Row 4 (08:45) lacks its 09:00 quarter: one gap, reported once although that half-hour is also missing from the event.
    expect(errors.map((error) => [error.row, error.code, error.period_end])).toEqual([[4, "gap", "2027-06-02T09:00:00.000Z"]]);
  });

  it("SETT-02 a half-hour of an event missing from the file and not held is a gap on the row after it; one already held is not", () => {
    const file = csv("M1,2027-06-02T08:30:00Z,100", "M1,2027-06-02T09:30:00Z,90");
    const { readings, errors } = checkReadings(file, context());
    expect(readings).toHaveLength(2);
    expect(errors).toEqual([{ row: 3, meter_id: "M1", period_end: "2027-06-02T09:00:00.000Z", value_kwh: "", code: "gap" }]);
    expect(checkReadings(file, context(["2027-06-02T09:00:00.000Z"])).errors).toEqual([]);
    // A file with no reading inside the event says nothing about its gaps (baseline days only).
    expect(checkReadings(csv("M1,2027-06-02T03:00:00Z,80"), context()).errors).toEqual([]);
  });

  it("SETT-02 the failed rows come back as a CSV to correct and upload again", () => {
    const { errors } = checkReadings(csv("M1,2027-06-02T08:30:00Z,-3", "M1,2027-06-02T09:30:00Z,90"), context(["2027-06-02T09:00:00.000Z"]));
    expect(errors.map((error) => error.code)).toEqual(["negative_value", "gap"]);
    expect(failedRowsCsv(errors)).toBe(["meter_id,period_end,value_kwh", "M1,2027-06-02T08:30:00Z,-3", "M1,2027-06-02T08:30:00.000Z,"].join("\n"));
  });
});

describe("nominated baseline file", () => {
  it("SETT-02 baseline = (Σ import kW − Σ export kW) × 0.5 h ÷ 1000, null while a meter has no value", async () => {
    const { nominatedBaseline } = await import("~/domain/settlement/nominated");
    // import 3,000 kW, export 200 kW → (3000 − 200) × 0.5 ÷ 1000 = 1.4 MWh
    expect(nominatedBaseline([{ kind: "import", kw: 3000 }, { kind: "export", kw: 200 }])).toBeCloseTo(1.4, 12);
    expect(nominatedBaseline([{ kind: "import", kw: 3000 }, { kind: "export", kw: null }])).toBeNull();
  });

  it("SETT-02 rows for a nominated event before its deadline are kept; late, unnominated and bad rows are reported", async () => {
    const { checkNominations } = await import("~/domain/settlement/nominated");
    const deadline = Date.parse("2027-06-01T12:00:00Z");
    const file = ["meter_id,period_end,kw", "M1,2027-06-02T08:30:00Z,3000", "M1,2027-06-02T12:00:00Z,3000", "M1,2027-06-02T09:00:00Z,-1", "M9,2027-06-02T09:00:00Z,1"].join("\n");
    const context = { knownMeter: (meter: string) => meter === "M1", deadline: (_meter: string, end: string) => (end <= "2027-06-02T09:30:00.000Z" ? deadline : null), now: deadline - 1 };
    const { nominations, errors } = checkNominations(file, context);
    expect(nominations).toEqual([{ meter_id: "M1", period_end: "2027-06-02T08:30:00.000Z", kw: 3000 }]);
    expect(errors.map((error) => [error.row, error.code])).toEqual([[3, "not_nominated"], [4, "negative_value"], [5, "unknown_meter"]]);
    expect(checkNominations(file, { ...context, now: deadline }).errors[0]).toMatchObject({ row: 2, code: "after_deadline" });
  });

  it("SETT-02 a nomination row with several faults shows each of them, in a file and in a weekly template", async () => {
    const { checkNominations } = await import("~/domain/settlement/nominated");
    const deadline = Date.parse("2027-06-01T12:00:00Z");
    const context = { knownMeter: (meter: string) => meter === "M1", deadline: () => deadline, now: deadline - 1, halfHours: () => [] };
    const file = ["meter_id,period_end,kw", "M9,2027-06-02T08:10:00Z,abc"].join("\n");
    expect(checkNominations(file, context).errors.map((error) => error.code)).toEqual(["unknown_meter", "invalid_period", "not_a_number"]);
    const template = ["meter_id,day_of_week,local_time,kw", "M9,Funday,07:10,-2"].join("\n");
    expect(checkNominations(template, context).errors.map((error) => error.code)).toEqual(["unknown_meter", "invalid_day", "invalid_time", "negative_value"]);
  });

  it("SETT-02 a weekly template fills each half-hour of the meter's nominated events with the value of its weekday and local time, across a clock change", async () => {
    const { checkNominations, dayOfWeek, halfHourTime } = await import("~/domain/settlement/nominated");
    const { settlementPeriods, SETTLEMENT_ZONE } = await import("~/domain/settlement/half-hours");
    const { DateTime } = await import("luxon");
    expect([dayOfWeek("1"), dayOfWeek("Sun"), dayOfWeek("wednesday"), dayOfWeek("8"), dayOfWeek("Su")]).toEqual([1, 7, 3, null, null]);
    expect([halfHourTime("7:30"), halfHourTime("17:00"), halfHourTime("17:15"), halfHourTime("24:00")]).toEqual(["07:30", "17:00", null, null]);
    // An event on Sunday 27 March 2027 from 00:00 to 03:00 UTC: the clocks go forward at 01:00 GMT,
    // so its half-hours start at 00:00, 00:30 (GMT), then 02:00, 02:30, 03:00, 03:30 (BST).
    const halfHours = settlementPeriods("2027-03-28T00:00:00Z", "2027-03-28T03:00:00Z").map((period) => ({
      end: period.end,
      local: period.local,
      weekday: DateTime.fromISO(period.start, { zone: SETTLEMENT_ZONE }).weekday,
    }));
    expect(halfHours.map((half) => half.local)).toEqual(["00:00", "00:30", "02:00", "02:30", "03:00", "03:30"]);
    const deadline = Date.parse("2027-03-27T12:00:00Z");
    const context = { knownMeter: (meter: string) => meter === "M1" || meter === "M2", deadline: () => deadline, now: deadline - 1, halfHours: (meter: string) => (meter === "M1" ? halfHours : []) };
    const rows = ["meter_id,day_of_week,local_time,kw", "M1,Sunday,00:00,1000", "M1,7,00:30,1100", "M1,7,02:00,1200", "M1,Sun,03:30,1300", "M1,Mon,00:00,9", "M1,Funday,00:00,1", "M1,7,00:15,1", "M2,7,00:00,5", "M1,7,00:00,7"];
    const { rows: count, nominations, errors } = checkNominations(rows.join("\n"), context);
    expect(count).toBe(9);
    expect(nominations).toEqual([
      { meter_id: "M1", period_end: "2027-03-28T00:30:00.000Z", kw: 1000 },
      { meter_id: "M1", period_end: "2027-03-28T01:00:00.000Z", kw: 1100 },
      { meter_id: "M1", period_end: "2027-03-28T01:30:00.000Z", kw: 1200 },
      { meter_id: "M1", period_end: "2027-03-28T03:00:00.000Z", kw: 1300 },
    ]);
    // Monday's row and M2 (no nominated event) fill nothing; bad days, times and a second value are refused.
    expect(errors.map((error) => [error.row, error.code])).toEqual([
      [6, "not_nominated"],
      [7, "invalid_day"],
      [8, "invalid_time"],
      [9, "not_nominated"],
      [10, "duplicate_period"],
    ]);
    expect(checkNominations(rows.slice(0, 2).join("\n"), { ...context, now: deadline }).errors).toMatchObject([{ row: 2, code: "after_deadline" }]);
  });
});
