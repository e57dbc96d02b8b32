import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { settlementFormat } from "~/components/settlement/format";
import { userClient } from "~/session/api.server";
import { getFixedT } from "~/i18n/i18n.server";
import { attachment, downloadFailed, downloadOrBack } from "~/session/download.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { settlementReport } from "~/upstream/settlement.server";
import { providerNames } from "./settlement.settlementreports/provider-names.server";

/** A month's settlement report as CSV: one row per line, traced to its event. A failure, or a month without a report, goes back to the reports with the file download error. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ request, context, auth, params }) => {
    const month = params.month ?? "";
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return notFound();
    const back = "/settlement/settlementreports";
    return downloadOrBack(request, context, back, async () => {
      const client = await userClient(request, context, auth);
      const report = await settlementReport(client, month).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      });
      // A month without a report (an old link, an address typed) comes back as every failed download does, saying which month has none.
      if (!report) {
        const locale = await getLocale(request, context);
        const message = getFixedT(locale, "settlement")("reports.noReport", { month: settlementFormat(locale).month(month) });
        return downloadFailed(request, context, { back, message });
      }
      // The provider's id stays for machines reading the file; its name beside it is for people, as the pages name providers.
      const names = await providerNames(client, report.lines.map((line) => line.organisation_id));
      const rows = report.lines.map((line) => [
        line.event,
        line.organisation_id,
        names.get(line.organisation_id) ?? "",
        line.competition_name,
        line.start,
        line.end,
        line.kind,
        line.quantity.toFixed(3),
        line.unit,
        line.rate.toFixed(2),
        line.scale_pf.toFixed(4),
        line.amount.toFixed(2),
        report.currency,
      ]);
      const fields = ["event", "flex_provider", "flex_provider_name", "competition", "start", "end", "kind", "quantity", "unit", "rate", "performance_factor", "amount", "currency"];
      const csv = Papa.unparse({ fields, data: rows });
      return attachment(csv, `settlement-report-${month}.csv`, "text/csv; charset=utf-8");
    });
  });
