import { newPeriod, newWindow } from "./defaults";
import type { CompetitionDraft, PeriodDraft, ServiceNeedDraft, WindowDraft } from "./draft";
import { presetOfDays, resolveServiceDays } from "./service-days";

/** Changes of the periods and windows list; each returns a new draft and leaves the old one as it was. */

function withPeriods(draft: CompetitionDraft, change: (periods: PeriodDraft[]) => PeriodDraft[]): CompetitionDraft {
  const periods = draft.service_need?.service_periods ?? [];
  return { ...draft, service_need: { ...draft.service_need, service_periods: change(periods.map((period) => ({ ...period }))) } };
}

export function addPeriod(draft: CompetitionDraft): CompetitionDraft {
  return withPeriods(draft, (periods) => [...periods, newPeriod()]);
}

export function removePeriod(draft: CompetitionDraft, periodIndex: number): CompetitionDraft {
  return withPeriods(draft, (periods) => periods.filter((_, index) => index !== periodIndex));
}

export function addWindow(draft: CompetitionDraft, periodIndex: number): CompetitionDraft {
  return withPeriods(draft, (periods) =>
    periods.map((period, index) => (index === periodIndex ? { ...period, service_windows: [...(period.service_windows ?? []), newWindow()] } : period)),
  );
}

export function removeWindow(draft: CompetitionDraft, periodIndex: number, windowIndex: number): CompetitionDraft {
  return withPeriods(draft, (periods) =>
    periods.map((period, index) =>
      index === periodIndex ? { ...period, service_windows: (period.service_windows ?? []).filter((_, at) => at !== windowIndex) } : period,
    ),
  );
}

/** A window's days as its preset decides them; a custom choice that matches a preset is shown as that preset. */
export function settleServiceDays(window: WindowDraft): WindowDraft {
  const days = resolveServiceDays(window.service_day_preset, window.service_days);
  const preset = window.service_day_preset === "custom" && days.length ? presetOfDays(days) : window.service_day_preset;
  return { ...window, service_day_preset: preset === undefined ? presetOfDays(days) : preset, service_days: days.map(String) };
}

/** The draft with every window's days settled. */
export function normaliseDraft(draft: CompetitionDraft): CompetitionDraft {
  const need: ServiceNeedDraft = draft.service_need ?? {};
  return {
    competition_details: { ...draft.competition_details },
    service_need: {
      ...need,
      service_periods: (need.service_periods ?? []).map((period) => ({
        ...period,
        service_windows: (period.service_windows ?? []).map(settleServiceDays),
      })),
    },
  };
}
