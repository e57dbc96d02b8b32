import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import { confirmWrite } from "~/domain/dispatch/confirm.server";
import { createFieldErrors, readCreateChoice, readyToPreview, windowProblem, type CreateField } from "~/domain/dispatch/create-step";
import { problemText } from "~/components/dispatch/problem-text";
import { sideOf } from "~/domain/dispatch/side";
import { getFixedT } from "~/i18n/i18n.server";
import { dateText } from "~/domain/market/format";
import { regionTimezone } from "~/domain/dispatch/timezone.server";
import { userClient } from "~/session/api.server";
import { getLocale } from "~/session/locale.server";
import { notFound, withAccess } from "~/session/guard.server";
import { acceptedBids, createInstructions, dispatchableCompetitions, previewInstructions, type AcceptedBid } from "~/upstream/dispatch.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { logger } from "~/observability/logger.server";

/** DISP-03: choose a competition, a day and windows; the confirmation previews the total volume and cost. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canDispatch) return notFound();
    const client = await userClient(request, context, auth);
    const zone = await regionTimezone(request);
    const tomorrow = DateTime.fromMillis(nowMs(), { zone }).plus({ days: 1 }).toISODate()!;
    const choice = readCreateChoice(new URL(request.url).searchParams, tomorrow);
    const wantsBids = choice.competition !== null && choice.date !== "" && (choice.asked === "bids" || choice.decisions.length > 0);
    // The day's bids failing to load is said beside them, not shown as a day without accepted bids.
    let bidsFailed = false;
    const [competitions, bids] = await Promise.all([
      dispatchableCompetitions(client),
      wantsBids
        ? acceptedBids(client, choice.competition!, choice.date).catch((error: unknown) => {
            if (error instanceof UpstreamError && error.status === 401) throw error;
            logger.warn({ err: error, competition: choice.competition }, "accepted bids could not be loaded");
            bidsFailed = true;
            return [] as AcceptedBid[];
          })
        : Promise.resolve(null),
    ]);
    const t = getFixedT(await getLocale(request, context), "dispatch");
    // What is wrong before the upstream is asked: the day, then the windows, each beside its field.
    const errors: Partial<Record<CreateField, string[]>> = {};
    if (bidsFailed) errors.decision = [t("create.bidsFailed")];
    if (choice.typedDate !== undefined) errors.date = [t("create.badDate")];
    const problem = windowProblem(choice, competitions);
    if (problem) errors.window = [t(`create.${problem}`)];
    if (errors.date || errors.window || !readyToPreview(choice)) return { step: "choose" as const, choice, competitions, bids, errors, preview: null };
    try {
      const preview = await previewInstructions(client, { competition: choice.competition!, date: choice.date, service_windows: choice.windows, decisions: choice.decisions });
      return { step: "confirm" as const, choice, competitions, bids, errors, preview };
    } catch (error) {
      // A preview the upstream could not give keeps the dialog open with what was chosen, to be asked again.
      if (!(error instanceof UpstreamError) || error.status !== 400)
        return upstreamFailureAnswer(error, (message) => ({ step: "choose" as const, choice, competitions, bids, errors: { ...errors, form: [problemText(t as never, message)] }, preview: null }));
      const windows = new Map(competitions.flatMap((competition) => competition.service_windows.map((window) => [window.id, `${window.name} ${window.start_time}–${window.end_time}`] as const)));
      const fieldErrors = Object.keys(error.fieldErrors).length ? error.fieldErrors : { non_field_errors: [error.detail] };
      const refused = createFieldErrors(fieldErrors, choice, (id) => windows.get(id), (message) => problemText(t as never, message));
      return { step: "choose" as const, choice, competitions, bids, errors: refused, preview: null };
    }
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canDispatch) return notFound();
    const form = await request.formData();
    const choice = readCreateChoice(form as unknown as URLSearchParams, "");
    if (!readyToPreview(choice) || !choice.date) throw data({ message: "Choose a competition, a day and a window" }, { status: 400 });
    const client = await userClient(request, context, auth);
    const locale = await getLocale(request, context);
    const t = getFixedT(locale, "dispatch");
    // A window of another competition is refused here too, not left to the upstream.
    const problem = windowProblem(choice, await dispatchableCompetitions(client));
    if (problem) return data({ problems: [{ id: null, message: t(`create.${problem}`) }] }, { status: 400 });
    return confirmWrite(request, context, [], () => createInstructions(client, { competition: choice.competition!, date: choice.date, service_windows: choice.windows, decisions: choice.decisions }), {
      title: t("create.done"),
      message: t("create.doneMessage", { date: dateText(choice.date, locale) }),
    });
  });
