import { DateTime } from "luxon";
import type { DfsEvent } from "../store/types";

/** Days (from the clock's day) with an evening event, and how much each asks for. */
const EVENTS: { day: number; start: string; hours: number; mw: number; price: number }[] = [
  { day: -20, start: "17:00", hours: 1, mw: 350, price: 3000 },
  { day: -12, start: "16:30", hours: 1.5, mw: 500, price: 3000 },
  { day: -5, start: "17:30", hours: 1, mw: 420, price: 2500 },
  { day: -1, start: "18:00", hours: 1, mw: 300, price: 2500 },
  { day: 2, start: "17:00", hours: 1, mw: 450, price: 3000 },
  { day: 6, start: "16:30", hours: 2, mw: 600, price: 3000 },
  { day: 13, start: "17:30", hours: 1, mw: 380, price: 2500 },
];

/**
 * National Demand Flexibility Service events around the clock's day, on the GB calendar.
 * Offers close at noon the day before; the status of each is read from the clock.
 */
export function seedDfsEvents(today: DateTime): DfsEvent[] {
  const day = today.setZone("Europe/London").startOf("day");
  return EVENTS.map((event, index) => {
    const [hour, minute] = event.start.split(":").map(Number);
    const start = day.plus({ days: event.day }).set({ hour, minute });
    const end = start.plus({ minutes: event.hours * 60 });
    return {
      id: index + 1,
      reference: `DFS-${start.toFormat("yyyyLLdd")}-${String(index + 1).padStart(2, "0")}`,
      start: start.toUTC().toISO()!,
      end: end.toUTC().toISO()!,
      requested_mw: event.mw,
      guaranteed_price: event.price,
      offers_close: start.minus({ days: 1 }).set({ hour: 12, minute: 0 }).toUTC().toISO()!,
    };
  });
}
