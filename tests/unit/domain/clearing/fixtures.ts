import type { ClearingPeriod, DatedDemandInterval, ScheduledDemandInterval } from "~/domain/clearing/types";

/** A dated interval with the rate and capacity the overlap rules never look at. */
export function dated(startDate: string, startTime: string, endDate: string, endTime: string, extra: Partial<DatedDemandInterval> = {}): DatedDemandInterval {
  return { start_date: startDate, start_time: startTime, end_date: endDate, end_time: endTime, max_utilisation_rate: 100, required_capacity: 2, ...extra };
}

export function scheduled(
  period: { start: string; end: string },
  startTime: string,
  endTime: string,
  serviceDays: number[] = [0, 1, 2, 3, 4, 5, 6],
): ScheduledDemandInterval {
  return {
    period_dates: period,
    start_time: startTime,
    end_time: endTime,
    service_days: serviceDays,
    holiday_handling: "ignore",
    max_utilisation_rate: 100,
    required_capacity: 2,
  };
}

/** Two periods: a March week with a weekday evening window and an overnight window, and an April day. */
export const periods: ClearingPeriod[] = [
  {
    id: 1,
    period_dates: { start: "2024-03-04", end: "2024-03-11" },
    service_windows: [
      { id: 11, service_period: 1, start_time: "16:00", end_time: "19:30", service_days: [0, 1, 2, 3, 4], holiday_handling: "exclude", required_capacity: 4.5 },
      { id: 12, service_period: 1, start_time: "22:00", end_time: "06:00", service_days: [5, 6], holiday_handling: "include", required_capacity: 1.25 },
    ],
  },
  {
    id: 2,
    period_dates: { start: "2024-04-01", end: "2024-04-02" },
    service_windows: [
      { id: 21, service_period: 2, start_time: "07:00", end_time: "09:00", service_days: [0], holiday_handling: "ignore", required_capacity: 3 },
    ],
  },
];

export const gridSupplyPoints = [
  { id: 501, name: "Bramford" },
  { id: 502, name: "Sundon" },
  { id: 503, name: "Walpole" },
];
