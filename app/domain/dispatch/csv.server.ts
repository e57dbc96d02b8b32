import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { allInstructions } from "~/upstream/dispatch.server";
import type { Instruction } from "~/upstream/schemas/dispatch";
import { expectedIncurred } from "./incurred";
import { isKnownStatus, readListQuery, upstreamQuery } from "./list-query";

/**
 * The list's rows as CSV, with the same filters and order as the page (every page at once). A
 * failure goes back to the list with the file download error.
 */
export const csvLoader = (period: "upcoming" | "past") => (args: LoaderFunctionArgs) =>
  withAccess("operations", args, ({ request, context, auth }) => {
    const url = new URL(request.url);
    return downloadOrBack(request, context, `/operations/${period}dispatches${url.search}`, async () => {
      const client = await userClient(request, context, auth);
      const query = readListQuery(url, period === "upcoming" ? "start" : "-start");
      const { limit: _limit, offset: _offset, ...filters } = upstreamQuery(period, query);
      const [rows, t] = await Promise.all([allInstructions(client, filters), getLocale(request, context).then((locale) => getFixedT(locale, "dispatch"))]);
      const csv = Papa.unparse(rows.map((row: Instruction) => ({
        reference: row.reference,
        status: t(`status.${isKnownStatus(row.status) ? row.status : "unknown"}`),
        competition: row.competition.name,
        flex_provider: row.flex_provider.name,
        assets: row.assets.map((asset) => asset.ref).join(" "),
        service_window: row.service_window.name,
        start: row.start,
        end: row.end,
        capacity: row.capacity,
        capacity_unit: row.capacity_unit,
        // As on the page: a stopped instruction's expected figures will not be incurred, so a sum of the column leaves them out.
        expected_volume: expectedIncurred(row) ? row.expected_volume : "",
        volume_unit: row.volume_unit,
        utilisation_price: row.utilisation_price ?? "",
        expected_cost: expectedIncurred(row) ? row.expected_cost : "",
        currency: row.currency,
        response_deadline: row.response_deadline,
        response: row.response ?? "",
        responded_at: row.responded_at ?? "",
        stopped_at: row.stopped_at ?? "",
      })), { columns: COLUMNS });
      return attachment(`${csv}\r\n`, `${period}-dispatches.csv`, "text/csv; charset=utf-8");
    });
  });

const COLUMNS = ["reference", "status", "competition", "flex_provider", "assets", "service_window", "start", "end", "capacity", "capacity_unit", "expected_volume", "volume_unit", "utilisation_price", "expected_cost", "currency", "response_deadline", "response", "responded_at", "stopped_at"];
