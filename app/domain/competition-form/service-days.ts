import { SERVICE_DAY_PRESETS, SERVICE_DAYS, type ServiceDayPreset } from "~/domain/market/enums";

export const DAY_PRESETS: readonly ServiceDayPreset[] = ["every_day", "weekdays", "weekends", "custom"];
/** 001 §9: service days default to all. */
export const DEFAULT_DAY_PRESET: ServiceDayPreset = "every_day";

export function isDayPreset(value: unknown): value is ServiceDayPreset {
  return typeof value === "string" && (DAY_PRESETS as readonly string[]).includes(value);
}

/** The day numbers a preset stands for; custom has none of its own. */
export function daysOfPreset(preset: Exclude<ServiceDayPreset, "custom">): number[] {
  return [...SERVICE_DAY_PRESETS[preset]];
}

/** Day numbers from their texts: valid ones only (0 Monday to 6 Sunday), once each, in week order. */
export function parseServiceDays(values: readonly (string | number)[] | undefined): number[] {
  const days = new Set<number>();
  for (const value of values ?? []) {
    const text = String(value).trim();
    if (!/^\d$/.test(text)) continue;
    const day = Number(text);
    if ((SERVICE_DAYS as readonly number[]).includes(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** The preset whose days are exactly these, or custom. */
export function presetOfDays(days: readonly number[]): ServiceDayPreset {
  const wanted = [...new Set(days)].sort((a, b) => a - b).join(",");
  for (const preset of DAY_PRESETS) {
    if (preset !== "custom" && daysOfPreset(preset).join(",") === wanted) return preset;
  }
  return "custom";
}

/**
 * The days a window posts: a preset other than custom decides them (without JavaScript the
 * ticked boxes cannot follow the preset as it changes); custom keeps the days ticked.
 */
export function resolveServiceDays(preset: string | undefined, ticked: readonly (string | number)[] | undefined): number[] {
  if (isDayPreset(preset) && preset !== "custom") return daysOfPreset(preset);
  return parseServiceDays(ticked);
}
