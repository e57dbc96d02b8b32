import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { applicationPath } from "~/domain/applications/steps";
import { dateText } from "~/domain/market/format";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { providerApplications } from "~/upstream/applications.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { loadMarkets, marketsApi } from "~/upstream/markets.server";

export const ACCESS = "manage:flexprovider:market-access" as const;
export const MARKET_ACCESS = "/manage/flexprovider/market-access";

/** A Start the upstream failed: which market, and the failure's text. */
export type StartFailure = { intent: "start"; market: number; formErrors: string[] };

/** MGMT-03: the markets with the provider's standing in each; a 403 is the access-denied state with no markets. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }) => {
    const [{ markets, accessDenied }, locale] = await Promise.all([loadMarkets(await userClient(request, context, auth)), getLocale(request, context)]);
    const order = { open: 0, upcoming: 1, closed: 2 } as const;
    // Expiry dates are written here, in the user's language, so the page needs no date library.
    const risks = markets.flatMap((market) =>
      (market.standing?.at_risk ?? []).map((risk) => ({ market: market.name, operator: market.operator, question: risk.question, expires: dateText(risk.expires, locale), expired: risk.days_left < 0 })),
    );
    return { accessDenied, risks, markets: [...markets].sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name)) };
  });

/**
 * Starting (or continuing) the application for a market: the draft of its purchasing
 * system if there is one, otherwise a new one; either way on to its first step.
 */
export const action = (args: ActionFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }) => {
    const form = await request.formData();
    if (form.get("intent") !== "start") throw data({ message: "Unknown intent" }, { status: 400 });
    const marketId = Number(form.get("market")) || 0;
    const client = await userClient(request, context, auth);
    try {
      const market = await marketsApi(client).get(marketId);
      if (!market.dps_record) throw data({ message: "This market takes no applications" }, { status: 400 });
      const api = providerApplications(client);
      const [draft] = await api.list({ dps_record: market.dps_record, is_submitted: false, is_latest: true });
      if (draft) return redirect(applicationPath(draft.id));
      return redirect(applicationPath((await api.create(market.dps_record)).id));
    } catch (error) {
      // The market list comes back with the failure beside the market whose Start was pressed, to press it again.
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message): StartFailure => ({ intent: "start", market: marketId, formErrors: [message] }));
      const t = getFixedT(await getLocale(request, context), "markets");
      await flash(request, context, { title: t("start.failed"), message: error.detail, tone: "error" });
      return redirect(MARKET_ACCESS);
    }
  });
