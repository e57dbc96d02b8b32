import type { CompetitionDraft, DetailsDraft, WindowDraft } from "~/domain/competition-form";

/** A draft that passes every check of the form: winter dates (GMT), one period with one window. */
export function validDetails(overrides: DetailsDraft = {}): DetailsDraft {
  return {
    reference: "NPG-2027-01",
    name: "Leeds winter peak",
    type: "availability_utilisation",
    contact: "flex@northernpowergrid.example",
    qualification_open: "2026-11-02T09:00",
    qualification_closed: "2026-11-20T17:00",
    open: "2026-11-20T17:00",
    closed: "2026-12-01T12:00",
    archive_on: "2027-04-01T00:00",
    need_type: "pre_fault",
    power_type: "active_power",
    need_direction: "excess",
    minimum_connection_voltage: "0.4",
    maximum_connection_voltage: "33",
    area_refs: "NPG-YS",
    minimum_budget: "10000",
    maximum_budget: "50000",
    ...overrides,
  };
}

export function validWindow(overrides: WindowDraft = {}): WindowDraft {
  return {
    name: "Evening peak",
    start: "16:00",
    end: "19:30",
    service_day_preset: "weekdays",
    service_days: ["0", "1", "2", "3", "4"],
    public_holiday_handling: "ignore",
    capacity_required: "2.5",
    ...overrides,
  };
}

export function validDraft(details: DetailsDraft = {}, window: WindowDraft = {}): CompetitionDraft {
  return {
    competition_details: validDetails(details),
    service_need: { service_periods: [{ name: "Winter 2026/27", start: "2026-12-01", end: "2027-02-28", service_windows: [validWindow(window)] }] },
  };
}
