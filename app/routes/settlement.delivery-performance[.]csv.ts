import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { settlementEvent } from "~/upstream/settlement.server";

const figure = (value: number | null) => (value === null ? "" : value.toFixed(3));

/** The numbers behind an event's delivery chart, one row per half-hour (MWh). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    const id = new URL(request.url).searchParams.get("event") ?? "";
    if (!/^\d+$/.test(id)) return notFound();
    const event = await settlementEvent(await userClient(request, context, auth), id);
    const rows = event.periods.map((period) => [event.id, period.start, period.end, figure(period.instructed), figure(period.baseline), figure(period.metered), figure(period.delivered), figure(period.credited)]);
    const csv = Papa.unparse({ fields: ["event", "start", "end", "instructed_mwh", "baseline_mwh", "metered_mwh", "delivered_mwh", "credited_mwh"], data: rows });
    return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="delivery-performance-event-${event.id}.csv"` } });
  });
