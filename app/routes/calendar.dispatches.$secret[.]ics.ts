import type { LoaderFunctionArgs } from "@remix-run/node";
import ical from "ical-generator";
import { upstreamClient } from "~/session/upstream.server";
import { calendarEvents } from "~/upstream/dispatch.server";
import { UpstreamError } from "~/upstream/errors";

/**
 * A provider's accepted dispatches as an iCalendar feed. Calendar apps cannot sign in, so
 * the secret in the address is the only key; the upstream says which user it belongs to.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const client = await upstreamClient(request, context);
  let rows;
  try {
    rows = await calendarEvents(client, params.secret ?? "");
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return new Response("Not found", { status: 404 });
    throw error;
  }
  const origin = new URL(request.url).origin;
  const calendar = ical({ name: "Flexmarket dispatches", prodId: { company: "Flexmarket", product: "dispatches", language: "EN" } });
  for (const row of rows) {
    calendar.createEvent({
      id: `${row.reference}@flexmarket`,
      start: new Date(row.start),
      end: new Date(row.end),
      summary: `${row.reference} ${row.competition.name}: ${row.capacity} ${row.capacity_unit}`,
      description: `${row.service_window.name}. ${row.assets.map((asset) => asset.name || asset.ref).join(", ")}. ${row.expected_volume} ${row.volume_unit}.`,
      url: `${origin}/operations/upcomingdispatches`,
    });
  }
  return new Response(calendar.toString(), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
