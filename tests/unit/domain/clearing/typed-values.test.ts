import { describe, expect, test } from "vitest";
import { typedFormValues } from "~/domain/clearing/typed-values";
import { dated, gridSupplyPoints, periods, scheduled } from "./fixtures";

describe("the first step's values after Back", () => {
  test("CLEAR-01 a row per window keeps the rate, capacity and excluded points sent for it; a window not sent keeps its defaults", () => {
    const sent = [dated("2024-03-09", "22:00", "2024-03-10", "06:00", { window_id: 12, max_utilisation_rate: 480.5, required_capacity: 0.75, exclude_gsps: [502, 501] })];
    expect(typedFormValues("service-windows", sent, periods, gridSupplyPoints)).toEqual({
      "intervals[0].max_utilisation_rate": "",
      "intervals[0].required_capacity": "4.5",
      "intervals[0].exclude_gsps": "",
      "intervals[1].max_utilisation_rate": "480.5",
      "intervals[1].required_capacity": "0.75",
      "intervals[1].exclude_gsps": "Sundon, Bramford",
      "intervals[2].max_utilisation_rate": "",
      "intervals[2].required_capacity": "3",
      "intervals[2].exclude_gsps": "",
    });
  });

  test("CLEAR-01 CLEAR-07 a fixed-price competition keeps each window's price; a window left without one stays empty", () => {
    const sent = [dated("2024-04-01", "07:00", "2024-04-01", "09:00", { window_id: 21, max_utilisation_rate: 95 })];
    expect(typedFormValues("fixed-price", sent, periods, gridSupplyPoints)).toEqual({ "intervals[0].max_price": "", "intervals[1].max_price": "", "intervals[2].max_price": "95" });
  });

  test("CLEAR-01 day-ahead: the interval sent last fills the one-interval form; nothing sent leaves it empty", () => {
    const first = dated("2024-03-05", "16:00", "2024-03-05", "18:00");
    const last = { ...scheduled({ start: "2024-03-04", end: "2024-03-11" }, "22:00", "02:00"), exclude_gsps: [503] };
    expect(typedFormValues("demand-interval", [first, last], periods, gridSupplyPoints)).toEqual({
      start_date: "2024-03-04",
      start_time: "22:00",
      end_time: "02:00",
      max_utilisation_rate: "100",
      required_capacity: "2",
      exclude_gsps: "Walpole",
    });
    expect(typedFormValues("demand-interval", [], periods, gridSupplyPoints)).toEqual({});
  });
});
