import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { READING_COLUMNS } from "~/domain/settlement/meter-readings";
import { settlementPeriods } from "~/domain/settlement/half-hours";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { notFound, withAccess } from "~/session/guard.server";
import { isSettlementProvider } from "~/domain/settlement/side";
import { settlementEvents } from "~/upstream/settlement.server";

/**
 * The meter readings template: one row per meter and half-hour of every event lacking actual data, values left to fill in.
 * A failure goes back to the page the link was on with the file download error.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) return notFound();
    return downloadOrBack(request, context, "/settlement/upload", async () => {
      const events = await settlementEvents(await userClient(request, context, auth), { lacking_data: true });
      const rows = events
        .filter((event) => !event.has_actual_data)
        .flatMap((event) => settlementPeriods(event.start, event.end).flatMap((period) => event.meters.map((meter) => [meter.meter_id, period.end, ""])));
      const csv = Papa.unparse({ fields: [...READING_COLUMNS], data: rows });
      return attachment(csv, "meter-readings-template.csv", "text/csv; charset=utf-8");
    });
  });
