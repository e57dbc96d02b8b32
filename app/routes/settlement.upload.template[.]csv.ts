import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { READING_COLUMNS } from "~/domain/settlement/meter-readings";
import { settlementPeriods } from "~/domain/settlement/half-hours";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { isSettlementProvider } from "~/domain/settlement/side";
import { settlementEvents } from "~/upstream/settlement.server";

/** The meter readings template: one row per meter and half-hour of every event lacking actual data, values left to fill in. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) return notFound();
    const events = await settlementEvents(await userClient(request, context, auth), { lacking_data: true });
    const rows = events
      .filter((event) => !event.has_actual_data)
      .flatMap((event) => settlementPeriods(event.start, event.end).flatMap((period) => event.meters.map((meter) => [meter.meter_id, period.end, ""])));
    const csv = Papa.unparse({ fields: [...READING_COLUMNS], data: rows });
    return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="meter-readings-template.csv"' } });
  });
