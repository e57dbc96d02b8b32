import { describe, expect, it } from "vitest";
import { DAY_PRESETS, DEFAULT_DAY_PRESET, daysOfPreset, newWindow, parseServiceDays, presetOfDays, resolveServiceDays, settleServiceDays } from "~/domain/competition-form";

describe("service days and their presets (001 §9)", () => {
  it("OPS-01 the presets are every day 0-6, weekdays 0-4, weekends 5-6 and custom", () => {
    expect(DAY_PRESETS).toEqual(["every_day", "weekdays", "weekends", "custom"]);
    expect(daysOfPreset("every_day")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(daysOfPreset("weekdays")).toEqual([0, 1, 2, 3, 4]);
    expect(daysOfPreset("weekends")).toEqual([5, 6]);
  });

  it("OPS-01 days map back to their preset, any other set is custom", () => {
    expect(presetOfDays([6, 5])).toBe("weekends");
    expect(presetOfDays([4, 3, 2, 1, 0])).toBe("weekdays");
    expect(presetOfDays([0, 1, 2, 3, 4, 5, 6])).toBe("every_day");
    expect(presetOfDays([0, 2, 4])).toBe("custom");
    expect(presetOfDays([])).toBe("custom");
  });

  it("OPS-01 a new window serves every day and ignores public holidays", () => {
    expect(DEFAULT_DAY_PRESET).toBe("every_day");
    expect(newWindow()).toEqual({ service_day_preset: "every_day", service_days: ["0", "1", "2", "3", "4", "5", "6"], public_holiday_handling: "ignore" });
  });

  it("OPS-01 only days 0 to 6 count, once each, in week order", () => {
    expect(parseServiceDays(["6", "0", "0", "7", "x", "-1", " 3 "])).toEqual([0, 3, 6]);
    expect(parseServiceDays(undefined)).toEqual([]);
  });

  it("OPS-01 a preset decides the days; custom keeps the days ticked", () => {
    expect(resolveServiceDays("weekends", ["0", "1"])).toEqual([5, 6]);
    expect(resolveServiceDays("custom", ["2", "4"])).toEqual([2, 4]);
    expect(resolveServiceDays(undefined, ["1"])).toEqual([1]);
  });

  it("OPS-01 settling a window writes the preset's days, and names a custom choice that matches a preset", () => {
    expect(settleServiceDays({ service_day_preset: "weekdays", service_days: ["5"] })).toMatchObject({ service_day_preset: "weekdays", service_days: ["0", "1", "2", "3", "4"] });
    expect(settleServiceDays({ service_day_preset: "custom", service_days: ["6", "5"] })).toMatchObject({ service_day_preset: "weekends", service_days: ["5", "6"] });
    expect(settleServiceDays({ service_day_preset: "custom", service_days: [] })).toMatchObject({ service_day_preset: "custom", service_days: [] });
  });
});
