import { DEFAULT_HOLIDAY_HANDLING, DEFAULT_POWER_TYPE, SERVICE_DAYS } from "~/domain/market/enums";
import type { CompetitionDraft, PeriodDraft, WindowDraft } from "./draft";
import { DEFAULT_DAY_PRESET } from "./service-days";

/** A new window: every day, public holidays ignored (001 §9). */
export function newWindow(): WindowDraft {
  return {
    service_day_preset: DEFAULT_DAY_PRESET,
    service_days: SERVICE_DAYS.map(String),
    public_holiday_handling: DEFAULT_HOLIDAY_HANDLING,
  };
}

/** A new period comes with one window, as a period needs at least one. */
export function newPeriod(): PeriodDraft {
  return { service_windows: [newWindow()] };
}

/** The form as it opens: active power (001 §3), no fixed price, one period. */
export function newCompetitionDraft(): CompetitionDraft {
  return {
    competition_details: { power_type: DEFAULT_POWER_TYPE },
    service_need: { service_periods: [newPeriod()] },
  };
}
