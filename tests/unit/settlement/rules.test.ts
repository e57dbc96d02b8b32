import { describe, expect, it } from "vitest";
import { baselineDays, historicalBaseline, midAverage, sameDayAdjustment } from "~/domain/settlement/baseline";
import { bankHolidays } from "~/domain/settlement/bank-holidays";
import { deliveredIn, instructedEnergy, performanceFactor } from "~/domain/settlement/delivery";
import { halfHoursOfDay, settlementPeriods } from "~/domain/settlement/half-hours";
import { checkReadings, periodEndMs } from "~/domain/settlement/meter-readings";
import { availabilityPayment, availabilityScale, invoiceTotals, serviceFeePayment, underDeliveryPenalty, utilisationPayment, utilisationScale } from "~/domain/settlement/payments";

describe("settlement periods in Europe/London", () => {
  it("SETT-02 a spring clock-change day has 46 half-hours, an autumn one 50, any other 48", () => {
    const spring = halfHoursOfDay("2027-03-28");
    expect(spring).toHaveLength(46);
    // 01:00 local jumps to 02:00: the half-hour after 00:30 GMT starts at 02:00 BST.
    expect(spring.slice(1, 3).map((period) => period.local)).toEqual(["00:30", "02:00"]);
    const autumn = halfHoursOfDay("2027-10-31");
    expect(autumn).toHaveLength(50);
    expect(autumn.slice(2, 6).map((period) => period.local)).toEqual(["01:00", "01:30", "01:00", "01:30"]);
    expect(autumn[0].start).toBe("2027-10-30T23:00:00.000Z");
    expect(autumn[49].end).toBe("2027-11-01T00:00:00.000Z");
    expect(halfHoursOfDay("2027-06-15")).toHaveLength(48);
  });

  it("SETT-02 an instruction stopped mid-way is settled in the half-hour of its stop for the part delivered", () => {
    const periods = settlementPeriods("2027-01-12T07:00:00Z", "2027-01-12T07:45:00Z");
    expect(periods.map((period) => [period.end, period.share])).toEqual([
      ["2027-01-12T07:30:00.000Z", 1],
      ["2027-01-12T08:00:00.000Z", 0.5],
    ]);
    expect(settlementPeriods("2027-01-12T07:00:00Z", "2027-01-12T07:09:00Z").map((period) => period.share)).toEqual([0.3]);
    expect(instructedEnergy(2, 0.3)).toBeCloseTo(0.3, 9);
    expect(settlementPeriods("2027-01-12T07:00:00Z", "2027-01-12T07:00:00Z")).toEqual([]);
  });
});

describe("historical mid 8 of 10 baseline", () => {
  it("SETT-02 drops the highest and lowest of ten days and averages the other eight", () => {
    // 10 days read 100..190 kWh; without 100 and 190 the mean of 110..180 is 145.
    expect(midAverage([150, 100, 190, 110, 120, 130, 140, 160, 170, 180])).toBe(145);
    expect(midAverage([1, 2])).toBeNull();
  });

  it("SETT-02 takes the ten most recent days of the same kind, skipping event days, bank holidays and days missing data", () => {
    // Event on Wednesday 2 June 2027; 31 May is the spring bank holiday; 1 June was an event day; 28 May lacks data.
    const days = baselineDays("2027-06-02", { excluded: new Set(["2027-06-01"]), hasData: (day) => day !== "2027-05-28" });
    expect(days).toEqual(["2027-05-27", "2027-05-26", "2027-05-25", "2027-05-24", "2027-05-21", "2027-05-20", "2027-05-19", "2027-05-18", "2027-05-17", "2027-05-14"]);
    // A Sunday event takes weekend days only (bank holiday Monday 31 May is no baseline day).
    expect(baselineDays("2027-06-06", { excluded: new Set(), hasData: () => true }).slice(0, 3)).toEqual(["2027-06-05", "2027-05-30", "2027-05-29"]);
  });

  it("SETT-02 leaves a day without the half-hour out (46-period day) and needs at least five days", () => {
    const values: Record<string, number | null> = { a: 10, b: 12, c: 14, d: null, e: 16, f: 30 };
    // a, b, c, e, f → drop 10 and 30 → (12 + 14 + 16) / 3 = 14
    expect(historicalBaseline(["a", "b", "c", "d", "e", "f"], (day) => values[day], "01:30")).toBe(14);
    expect(historicalBaseline(["a", "b", "c", "e"], (day) => values[day], "01:30")).toBeNull();
  });

  it("SETT-02 the same-day adjustment adds the mean difference of the six half-hours before the event", () => {
    const window = [5, 6, 7, 5, 6, 7].map((metered) => ({ metered, baseline: 5 }));
    // differences 0,1,2,0,1,2 → mean 1
    expect(sameDayAdjustment(window)).toBe(1);
    expect(sameDayAdjustment(window.slice(1))).toBeNull();
  });

  it("SETT-02 knows the bank holidays of England and Wales, with substitute days", () => {
    expect([...bankHolidays(2027)].sort()).toEqual(["2027-01-01", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-08-30", "2027-12-27", "2027-12-28"]);
  });
});

describe("delivery, performance and payments", () => {
  it("SETT-02 delivered d = max(0, baseline − metered), credited e = min(d, instructed), PF = Σe ÷ Σinstructed", () => {
    const periods = [
      { instructed: 1, baseline: 3, metered: 1.8 }, // d 1.2, e 1
      { instructed: 1, baseline: 3, metered: 2.4 }, // d 0.6, e 0.6
      { instructed: 1, baseline: 3, metered: 3.5 }, // d 0, e 0
      { instructed: 1, baseline: 3, metered: 2.0 }, // d 1, e 1
    ].map((period) => ({ ...period, ...deliveredIn(period, "down") }));
    const rounded = (values: (number | null)[]) => values.map((value) => Math.round(value! * 1000) / 1000);
    expect(rounded(periods.map((period) => period.delivered))).toEqual([1.2, 0.6, 0, 1]);
    expect(rounded(periods.map((period) => period.credited))).toEqual([1, 0.6, 0, 1]);
    // (1 + 0.6 + 0 + 1) / 4 = 0.65
    expect(performanceFactor(periods)).toBeCloseTo(0.65, 10);
    expect(deliveredIn({ instructed: 1, baseline: 2, metered: 2.5 }, "up")).toEqual({ delivered: 0.5, credited: 0.5 });
    expect(deliveredIn({ instructed: 1, baseline: null, metered: 2.5 }, "down")).toEqual({ delivered: null, credited: null });
  });

  it("SETT-02 availability scales by steps and utilisation linearly from 50 %", () => {
    expect([0.59, 0.6, 0.79, 0.8, 0.9, 0.96, 0.97, 1].map(availabilityScale)).toEqual([0, 0.5, 0.5, 0.75, 0.9, 0.9, 1, 1]);
    expect([0.49, 0.5, 0.65, 1.2].map(utilisationScale)).toEqual([0, 0.5, 0.65, 1]);
    // 2 MW × £22.09/MW/h × 2.5 h × 0.5 (PF 65 %) = £55.225 → £55.23
    expect(availabilityPayment({ mw: 2, pricePerMwPerHour: 22.09, hours: 2.5, pf: 0.65 })).toBe(55.23);
    // 2.6 MWh × £150/MWh × 0.65 = £253.50
    expect(utilisationPayment({ creditedMwh: 2.6, pricePerMwh: 150, pf: 0.65 })).toBe(253.5);
    // £55.23 + £253.50 = £308.73; VAT 20 % £61.75; total £370.48
    expect(invoiceTotals([55.23, 253.5])).toEqual({ net: 308.73, vat: 61.75, total: 370.48 });
  });

  it("SETT-02 a service fee is paid per MW once PF reaches 60 %; an under-delivery penalty charges the instructed energy not credited", () => {
    // 2 MW × £12/MW = £24, at PF 65 %; nothing at 59 %.
    expect(serviceFeePayment({ mw: 2, feePerMw: 12, pf: 0.65 })).toBe(24);
    expect(serviceFeePayment({ mw: 2, feePerMw: 12, pf: 0.59 })).toBe(0);
    // (4 − 2.6) MWh × £40/MWh = £56; over-delivery is not a negative penalty.
    expect(underDeliveryPenalty({ instructedMwh: 4, creditedMwh: 2.6, penaltyPerMwh: 40 })).toBe(56);
    expect(underDeliveryPenalty({ instructedMwh: 4, creditedMwh: 4, penaltyPerMwh: 40 })).toBe(0);
    // £55.23 + £253.50 + £24 − £56 = £276.73
    expect(invoiceTotals([55.23, 253.5, 24, -56]).net).toBe(276.73);
  });
});

describe("meter readings file", () => {
  const context = {
    knownMeter: (meter: string) => meter === "M1",
    accepts: (_meter: string, periodEnd: string) => periodEnd.startsWith("2027-06-02"),
  };
  it("SETT-02 reports each bad row by line and keeps the good ones", () => {
    const csv = [
      "meter_id,period_end,value_kwh",
      "M1,2027-06-02T08:00:00Z,120.5",
      "M9,2027-06-02T08:00:00Z,100",
      "M1,2027-06-03T08:00:00Z,100",
      "M1,2027-06-02T08:00:00Z,99",
      "M1,2027-06-02T08:30:00Z,-4",
      "M1,2027-06-02T09:00:00Z,abc",
      "M1,2027-06-02T09:10:00Z,10",
      "M1,2027-06-02T09:30:00Z,80",
    ].join("\n");
    const { readings, errors } = checkReadings(csv, context);
    expect(readings).toEqual([
      { meter_id: "M1", period_end: "2027-06-02T08:00:00.000Z", value_kwh: 120.5 },
      { meter_id: "M1", period_end: "2027-06-02T09:30:00.000Z", value_kwh: 80 },
    ]);
    expect(errors.map((error) => [error.row, error.code])).toEqual([
      [3, "unknown_meter"],
      [4, "outside_event"],
      [5, "duplicate_period"],
      [6, "negative_value"],
      [7, "not_a_number"],
      [8, "invalid_period"],
    ]);
    expect(checkReadings("meter,value\nM1,1", context).errors[0].code).toBe("missing_columns");
  });

  it("SETT-02 a period end that is not an ISO date and time is a date error, not a half-hour one; one without an offset is UTC", () => {
    const csv = ["meter_id,period_end,value_kwh", "M1,02-06-2027 09:30,5", "M1,2027-02-30T09:30:00Z,5", "M1,yesterday,5", "M1,2027-06-02 09:30,5"].join("\n");
    const { readings, errors } = checkReadings(csv, context);
    expect(errors.map((error) => [error.row, error.code])).toEqual([
      [2, "invalid_date"],
      [3, "invalid_date"],
      [4, "invalid_date"],
    ]);
    expect(readings).toEqual([{ meter_id: "M1", period_end: "2027-06-02T09:30:00.000Z", value_kwh: 5 }]);
    expect(periodEndMs("2027-06-02T10:30:00+01:00")).toBe(Date.parse("2027-06-02T09:30:00Z"));
  });

  it("SETT-02 a row with several faults shows each of them: the meter, the period and the value are checked apart", () => {
    const csv = ["meter_id,period_end,value_kwh", "M9,2027-06-02T09:10:00Z,abc", "M9,2027-06-02T09:30:00Z,-1", "M1,2027-06-02T09:30:00Z,5"].join("\n");
    const { readings, errors } = checkReadings(csv, context);
    expect(errors.map((error) => [error.row, error.code])).toEqual([
      [2, "unknown_meter"],
      [2, "invalid_period"],
      [2, "not_a_number"],
      [3, "unknown_meter"],
      [3, "negative_value"],
    ]);
    expect(readings).toEqual([{ meter_id: "M1", period_end: "2027-06-02T09:30:00.000Z", value_kwh: 5 }]);
  });
});
