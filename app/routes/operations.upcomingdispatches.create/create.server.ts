import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import { confirmWrite } from "~/domain/dispatch/confirm.server";
import { readCreateChoice, readyToPreview, windowProblem } from "~/domain/dispatch/create-step";
import { sideOf } from "~/domain/dispatch/side";
import { getFixedT } from "~/i18n/i18n.server";
import { regionTimezone } from "~/domain/dispatch/timezone.server";
import { userClient } from "~/session/api.server";
import { getLocale } from "~/session/locale.server";
import { notFound, withAccess } from "~/session/guard.server";
import { acceptedBids, createInstructions, dispatchableCompetitions, previewInstructions, type AcceptedBid } from "~/upstream/dispatch.server";
import { UpstreamError } from "~/upstream/errors";

/** DISP-03: choose a competition, a day and windows; the confirmation previews the total volume and cost. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canDispatch) return notFound();
    const client = await userClient(request, context, auth);
    const zone = await regionTimezone(request);
    const tomorrow = DateTime.fromMillis(nowMs(), { zone }).plus({ days: 1 }).toISODate()!;
    const choice = readCreateChoice(new URL(request.url).searchParams, tomorrow);
    const wantsBids = choice.competition !== null && (choice.listBids || choice.decisions.length > 0);
    const [competitions, bids] = await Promise.all([
      dispatchableCompetitions(client),
      wantsBids ? acceptedBids(client, choice.competition!, choice.date).catch(() => [] as AcceptedBid[]) : Promise.resolve(null),
    ]);
    const problem = windowProblem(choice, competitions);
    if (problem) {
      const t = getFixedT(await getLocale(request, context), "dispatch");
      return { step: "choose" as const, choice, competitions, bids, errors: { window: [t(`create.${problem}`)] } as Record<string, string[]>, preview: null };
    }
    if (!readyToPreview(choice)) return { step: "choose" as const, choice, competitions, bids, errors: {} as Record<string, string[]>, preview: null };
    try {
      const preview = await previewInstructions(client, { competition: choice.competition!, date: choice.date, service_windows: choice.windows, decisions: choice.decisions });
      return { step: "confirm" as const, choice, competitions, bids, errors: {}, preview };
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
      return { step: "choose" as const, choice, competitions, bids, errors: error.fieldErrors, preview: null };
    }
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canDispatch) return notFound();
    const form = await request.formData();
    const choice = readCreateChoice(form as unknown as URLSearchParams, "");
    if (!readyToPreview(choice) || !choice.date) throw data({ message: "Choose a competition, a day and a window" }, { status: 400 });
    const client = await userClient(request, context, auth);
    const t = getFixedT(await getLocale(request, context), "dispatch");
    return confirmWrite(request, context, [], () => createInstructions(client, { competition: choice.competition!, date: choice.date, service_windows: choice.windows, decisions: choice.decisions }), {
      title: t("create.done"),
      message: t("create.doneMessage", { date: choice.date }),
    });
  });
