import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { notFound, withAccess } from "~/session/guard.server";
import { settlementEvent } from "~/upstream/settlement.server";

const figure = (value: number | null) => (value === null ? "" : value.toFixed(3));

/** The numbers behind an event's delivery chart, one row per half-hour (MWh). A failure goes back to the event with the file download error. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ request, context, auth }) => {
    const id = new URL(request.url).searchParams.get("event") ?? "";
    if (!/^\d+$/.test(id)) return notFound();
    return downloadOrBack(request, context, `/settlement/delivery-performance?event=${id}`, async () => {
      const event = await settlementEvent(await userClient(request, context, auth), id);
      const rows = event.periods.map((period) => [event.id, period.start, period.end, figure(period.instructed), figure(period.baseline), figure(period.metered), figure(period.delivered), figure(period.credited)]);
      const csv = Papa.unparse({ fields: ["event", "start", "end", "instructed_mwh", "baseline_mwh", "metered_mwh", "delivered_mwh", "credited_mwh"], data: rows });
      return attachment(csv, `delivery-performance-event-${event.id}.csv`, "text/csv; charset=utf-8");
    });
  });
