import { HttpResponse, http } from "msw";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound } from "../drf";
import { authenticate, isResponse } from "../session";
import { organisationOf, store } from "../store";
import { REPORTS, competitionsOf, type ReportName } from "./reports";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Operator reports computed from the sandbox's own competitions, bids and clearing decisions. See docs/analytics.md. */
export const analyticsHandlers = [
  http.get(api(paths.analyticsReport(":report")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const report = REPORTS[String(params.report) as ReportName];
    if (!report) return notFound();
    const organisation = organisationOf(caller.user);
    if (organisation?.org_type !== "systemoperator" || !caller.user.permissions.includes("analytics")) return forbidden();
    const query = new URL(request.url).searchParams;
    const from = query.get("from") || undefined;
    const to = query.get("to") || undefined;
    const competitionText = query.get("competition");
    const errors: Record<string, string[]> = {};
    if (from && !ISO_DATE.test(from)) errors.from = ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."];
    if (to && !ISO_DATE.test(to)) errors.to = ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."];
    if (competitionText && !/^\d+$/.test(competitionText)) errors.competition = ["A valid integer is required."];
    if (Object.keys(errors).length) return fieldErrors(errors);
    const competitions = competitionsOf(store.market, organisation.id, { from, to, competition: competitionText ? Number(competitionText) : undefined });
    return HttpResponse.json(report(store.market, competitions, organisation.id));
  }),
];
