import { DateTime } from "luxon";
import type { RoadmapItem } from "../store/types";

type Plan = Omit<RoadmapItem, "id" | "quarter_start"> & { quartersFromNow: number };

const PLANS: Plan[] = [
  { title: "Clearing results e-mailed to providers", description: "Providers receive their accepted and rejected bids by e-mail as soon as results are confirmed.", area: "clearing", status: "released", quartersFromNow: -1 },
  { title: "Participation and price reports", description: "Reports on providers, assets and bids per competition, and accepted prices against guide prices.", area: "analytics", status: "released", quartersFromNow: 0 },
  { title: "Dispatch performance in analytics", description: "Delivered against instructed volume per dispatch, per provider and per window.", area: "analytics", status: "in_progress", quartersFromNow: 0 },
  { title: "Settlement statements in analytics", description: "Availability and utilisation payments per competition, with the figures behind them.", area: "settlement", status: "planned", quartersFromNow: 1 },
  { title: "Competition templates", description: "Start a new competition from an earlier one, with its service windows and guide prices.", area: "competitions", status: "planned", quartersFromNow: 1 },
  { title: "Automatic stop instructions", description: "Stop instructions issued when a constraint clears before the end of a dispatch.", area: "dispatch", status: "planned", quartersFromNow: 2 },
];

/** A small roadmap for system operators, dated by quarter from the clock's day. */
export function seedRoadmap(today: DateTime): RoadmapItem[] {
  const quarter = today.setZone("Europe/London").startOf("quarter");
  return PLANS.map(({ quartersFromNow, ...plan }, index) => ({
    ...plan,
    id: index + 1,
    quarter_start: quarter.plus({ months: 3 * quartersFromNow }).toISODate()!,
  }));
}
