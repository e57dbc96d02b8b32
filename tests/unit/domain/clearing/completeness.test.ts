import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it, test } from "vitest";
import {
  checkDemandIntervalForm,
  checkFixedPriceForm,
  demandIntervalFormSchema,
  fixedPriceFormSchema,
  isDemandIntervalFormComplete,
  PERIOD_END_ERROR,
  type ClearingFormContext,
} from "~/domain/clearing/completeness";
import { GSPS_ERROR } from "~/domain/clearing/gsps";
import type { DemandIntervalFields } from "~/domain/clearing/types";
import { decodeMessage } from "~/domain/validation/messages";
import { gridSupplyPoints, periods } from "./fixtures";

const context: ClearingFormContext = { periods, gridSupplyPoints };
const scheduledContext: ClearingFormContext = { ...context, scheduledDispatch: true };

const row: DemandIntervalFields = {
  start_date: "2024-03-05",
  start_time: "22:00",
  end_time: "02:00",
  max_utilisation_rate: "120.50",
  required_capacity: "2.12345",
  exclude_gsps: "Bramford, Walpole",
};

function errorsOf(fields: DemandIntervalFields, formContext = context) {
  const result = checkDemandIntervalForm(fields, formContext);
  if (result.complete) throw new Error(`expected errors for ${JSON.stringify(fields)}`);
  return result.errors;
}

const keyOf = (message: string | undefined) => (message === undefined ? undefined : (decodeMessage(message)?.key ?? message));

describe("the demand interval form", () => {
  test("CLEAR-03 CLEAR-05 a filled row is complete and gives its interval", () => {
    expect(checkDemandIntervalForm(row, context)).toEqual({
      complete: true,
      interval: {
        start_date: "2024-03-05",
        end_date: "2024-03-06",
        start_time: "22:00",
        end_time: "02:00",
        max_utilisation_rate: 120.5,
        required_capacity: 2.12345,
        exclude_gsps: [501, 503],
      },
    });
    expect(isDemandIntervalFormComplete(row, context)).toBe(true);
  });

  it.each(["start_time", "end_time", "max_utilisation_rate", "required_capacity", "start_date"] as const)(
    "CLEAR-03 incomplete without %s: 'This field is required'",
    (field) => {
      for (const blank of [undefined, "", "   "]) {
        const errors = errorsOf({ ...row, [field]: blank });
        expect(Object.keys(errors)).toEqual([field]);
        expect(keyOf(errors[field][0])).toBe("required");
      }
      expect(isDemandIntervalFormComplete({ ...row, [field]: "" }, context)).toBe(false);
    },
  );

  it.each([
    ["start_time", "9pm", "time"],
    ["end_time", "24:00", "time"],
    ["start_date", "2024-02-30", "date"],
    ["max_utilisation_rate", "cheap", "currency"],
    ["max_utilisation_rate", "-1", "currency"],
    ["max_utilisation_rate", "1.234", "decimalPlaces"],
    ["required_capacity", "1.123456", "decimalPlaces"],
    ["required_capacity", "lots", "number"],
    ["exclude_gsps", "Bramford, Atlantis", `${GSPS_ERROR}|{"unknown":"Atlantis"}`],
  ] as const)("CLEAR-03 %s %j is refused with the %s message", (field, value, key) => {
    const errors = errorsOf({ ...row, [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    expect(keyOf(errors[field][0])).toBe(key);
  });

  test("CLEAR-03 a required capacity of 0 or below is refused beside the field with the bid form's 'Enter a capacity greater than 0.', never a message that allows 0", () => {
    for (const capacity of ["0", "0.00000", "-2"]) {
      const errors = errorsOf({ ...row, required_capacity: capacity });
      expect(Object.keys(errors), capacity).toEqual(["required_capacity"]);
      expect(errors.required_capacity, capacity).toEqual(["bidding:rules.capacityPositive"]);
    }
    expect(checkDemandIntervalForm({ ...row, required_capacity: "0.00001" }, context)).toMatchObject({ complete: true, interval: { required_capacity: 0.00001 } });
  });

  test("CLEAR-03 every field's error shows at once", () => {
    const errors = errorsOf({ exclude_gsps: "Atlantis", max_utilisation_rate: "5" });
    expect(Object.keys(errors).sort()).toEqual(["end_time", "exclude_gsps", "required_capacity", "start_date", "start_time"]);
  });

  test("CLEAR-03 the start date resolves from the row's window when none is given", () => {
    const fromWindow = checkDemandIntervalForm({ ...row, start_date: "", window_id: "21", start_time: "07:00", end_time: "09:00" }, context);
    expect(fromWindow).toMatchObject({ complete: true, interval: { start_date: "2024-04-01", end_date: "2024-04-01", window_id: 21 } });
    const given = checkDemandIntervalForm({ ...row, window_id: "21" }, context);
    expect(given).toMatchObject({ complete: true, interval: { start_date: "2024-03-05", window_id: 21 } });
    expect(keyOf(errorsOf({ ...row, start_date: "", window_id: "99" }).start_date[0])).toBe("required");
  });

  test("CLEAR-05 scheduled dispatch defaults: a one-day period, every service day, holidays ignored", () => {
    expect(checkDemandIntervalForm({ ...row, start_time: "09:00", end_time: "17:00" }, scheduledContext)).toMatchObject({
      complete: true,
      interval: { period_dates: { start: "2024-03-05", end: "2024-03-06" }, service_days: [0, 1, 2, 3, 4, 5, 6], holiday_handling: "ignore" },
    });
  });

  test("CLEAR-05 scheduled dispatch takes the period, days and holiday handling typed, or else from the window", () => {
    const typed = { ...row, period_end: "2024-03-20", service_days: ["1", "3"], holiday_handling: "exclude" };
    expect(checkDemandIntervalForm(typed, scheduledContext)).toMatchObject({
      complete: true,
      interval: { period_dates: { start: "2024-03-05", end: "2024-03-20" }, service_days: [1, 3], holiday_handling: "exclude" },
    });
    expect(checkDemandIntervalForm({ ...row, start_date: "", window_id: "12" }, scheduledContext)).toMatchObject({
      complete: true,
      interval: { window_id: 12, period_dates: { start: "2024-03-04", end: "2024-03-11" }, service_days: [5, 6], holiday_handling: "include" },
    });
  });

  test("CLEAR-05 a scheduled period must end after it starts", () => {
    expect(errorsOf({ ...row, period_end: "2024-03-05" }, scheduledContext)).toEqual({ period_end: [PERIOD_END_ERROR] });
  });

  test("CLEAR-03 conform reads the posted form with the same schema", () => {
    const formData = new FormData();
    const posted = { window_id: "11", start_date: "", start_time: "16:00", end_time: "19:30", max_utilisation_rate: "120.50", required_capacity: "2.12345", exclude_gsps: "" };
    for (const [name, value] of Object.entries(posted)) formData.set(name, value);
    const submission = parseWithZod(formData, { schema: demandIntervalFormSchema(context) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      window_id: 11,
      start_date: "2024-03-04",
      end_date: "2024-03-04",
      start_time: "16:00",
      end_time: "19:30",
      max_utilisation_rate: 120.5,
      required_capacity: 2.12345,
    });
    formData.set("exclude_gsps", "Atlantis");
    formData.delete("end_time");
    const refused = parseWithZod(formData, { schema: demandIntervalFormSchema(context) });
    expect(refused.status).toBe("error");
    expect(refused.reply().error).toMatchObject({ exclude_gsps: [`${GSPS_ERROR}|{"unknown":"Atlantis"}`], end_time: ["validation:required"] });
  });
});

describe("the fixed-price form", () => {
  test("CLEAR-07 only rows with a price become intervals, the price as their maximum rate", () => {
    const result = checkFixedPriceForm(
      [
        { window_id: "11", max_price: "45.5" },
        { window_id: "12", max_price: "" },
        { window_id: "21", max_price: "60" },
      ],
      context,
    );
    expect(result).toEqual({
      complete: true,
      intervals: [
        { window_id: 11, start_date: "2024-03-04", end_date: "2024-03-04", start_time: "16:00", end_time: "19:30", max_utilisation_rate: 45.5, required_capacity: 4.5 },
        { window_id: 21, start_date: "2024-04-01", end_date: "2024-04-01", start_time: "07:00", end_time: "09:00", max_utilisation_rate: 60, required_capacity: 3 },
      ],
    });
  });

  test("CLEAR-07 the max price is required: with none given every row asks for one", () => {
    const result = checkFixedPriceForm([{ window_id: "11" }, { window_id: "12", max_price: " " }], context);
    expect(result).toEqual({
      complete: false,
      errors: { "intervals[0].max_price": ["validation:required"], "intervals[1].max_price": ["validation:required"] },
    });
  });

  it.each([["free"], ["-3"], ["12.345"]])("CLEAR-07 the max price %j must be a number (an amount)", (price) => {
    const result = checkFixedPriceForm([{ window_id: "11", max_price: price }, { window_id: "21", max_price: "10" }], context);
    expect(result.complete).toBe(false);
    expect(!result.complete && Object.keys(result.errors)).toEqual(["intervals[0].max_price"]);
  });

  test("CLEAR-07 conform reads the rows of the posted form", () => {
    const formData = new FormData();
    formData.set("intervals[0].window_id", "12");
    formData.set("intervals[0].max_price", "30");
    formData.set("intervals[1].window_id", "21");
    formData.set("intervals[1].max_price", "");
    const submission = parseWithZod(formData, { schema: fixedPriceFormSchema(context) });
    expect(submission.status === "success" && submission.value.map((interval) => interval.window_id)).toEqual([12]);
  });
});
