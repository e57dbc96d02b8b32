import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import type { MarketAccessData, Subscription } from "./types";

const iso = (instant: DateTime) => instant.toUTC().toISO({ suppressMilliseconds: true })!;

/**
 * Interests and subscriptions relative to the clock's day. Contracts and milestones are
 * made from confirmed competition results when first read (contracts.ts).
 */
export function seedMarketAccess(): MarketAccessData {
  const now = DateTime.fromMillis(nowMs()).toUTC().startOf("hour");
  const subscription = (id: number, organisation: number, fields: Partial<Subscription>, daysAgo: number): Subscription => ({
    id,
    organisation_id: organisation,
    name: "",
    operators: [],
    areas: [],
    product_types: [],
    channels: ["email"],
    frequency: "daily",
    email: "",
    is_active: true,
    created: iso(now.minus({ days: daysAgo })),
    updated: iso(now.minus({ days: daysAgo })),
    ...fields,
  });
  return {
    interests: [
      { id: 1, market: 4, organisation_id: 101, contact_name: "Priya Shah", contact_email: "provider@example.com", message: "We are looking at sites in Liguria.", created: iso(now.minus({ days: 9 })) },
      { id: 2, market: 3, organisation_id: 103, contact_name: "Company secretary", contact_email: "secretary@greenwatt.example", message: "", created: iso(now.minus({ days: 30 })) },
      { id: 3, market: 3, organisation_id: 107, contact_name: "Company secretary", contact_email: "secretary@civic-heat.example", message: "Heat network flexibility.", created: iso(now.minus({ days: 6 })) },
    ],
    subscriptions: [
      subscription(1, 101, { name: "North East competitions", operators: [201], areas: ["NPG-NE", "NPG-YS"], product_types: ["sustain", "secure"], channels: ["email", "in_app"], frequency: "immediately", email: "provider@example.com" }, 40),
      subscription(2, 101, { name: "Weekly digest: London", operators: [202], areas: ["UKPN-LPN"], product_types: [], channels: ["email"], frequency: "weekly", email: "ops@brightside.example" }, 12),
      subscription(3, 102, { name: "Nuove gare", operators: [201], channels: ["in_app"], frequency: "daily", email: "max@example.com" }, 20),
    ],
    contracts: [],
    milestones: [],
  };
}
