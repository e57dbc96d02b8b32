import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import { useTranslation } from "~/i18n/react";
import { InstructionTable } from "~/components/dispatch/instruction-table";
import { ScheduleChart } from "~/components/dispatch/schedule-chart";
import { SCHEDULE_DAYS, scheduleLanes } from "~/domain/dispatch/schedule";
import { sideOf } from "~/domain/dispatch/side";
import { regionTimezone } from "~/domain/dispatch/timezone.server";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { allInstructions, calendarFeed, regenerateCalendarFeed } from "~/upstream/dispatch.server";
import { CalendarFeed } from "~/components/dispatch/calendar-feed";
import { flash } from "~/session/flash.server";
import { getFixedT } from "~/i18n/i18n.server";
import { getLocale } from "~/session/locale.server";
import { dateTimeFormat } from "~/domain/intl-formats";

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

/** DISP-01: the coming seven days per asset (provider) or per competition (operator), in the region's time zone. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    const side = sideOf(auth);
    const zone = await regionTimezone(request);
    const from = DateTime.fromMillis(nowMs(), { zone }).startOf("day");
    const to = from.plus({ days: SCHEDULE_DAYS });
    const client = await userClient(request, context, auth);
    const [rows, feed] = await Promise.all([
      allInstructions(client, { ends_after: from.toUTC().toISO()!, starts_before: to.toUTC().toISO()!, ordering: "start" }),
      side.canRespond ? calendarFeed(client) : Promise.resolve(null),
    ]);
    const origin = new URL(request.url).origin;
    const live = rows.filter((row) => row.status !== "rejected" && row.status !== "expired");
    const days = Array.from({ length: SCHEDULE_DAYS }, (_, index) => from.plus({ days: index }).toISODate()!);
    return {
      side,
      rows: live,
      days,
      lanes: scheduleLanes(live, side.role === "operator" ? "competition" : "asset", from.toMillis(), to.toMillis()),
      now: new Date(nowMs()).toISOString(),
      calendar: feed ? { address: feed.secret ? `${origin}/calendar/dispatches/${feed.secret}.ics` : null } : null,
    };
  });

/** A provider makes or replaces its calendar address (the old address stops working). */
export const action = (args: ActionFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    const intent = (await request.formData()).get("intent");
    if (intent !== "calendar") throw data({ message: "Unknown intent" }, { status: 400 });
    if (!sideOf(auth).canRespond) throw data({ message: "Only flex providers have a dispatch calendar" }, { status: 403 });
    await regenerateCalendarFeed(await userClient(request, context, auth));
    const t = getFixedT(await getLocale(request, context), "dispatch");
    await flash(request, context, { message: t("calendar.done"), tone: "success" });
    return redirect("/operations/dispatchschedule");
  });

export default function DispatchSchedule() {
  const { t } = useTranslation("dispatch");
  const page = useLoaderData<typeof loader>();
  const root = useRootData();
  const locale = root?.locale ?? "en-GB";
  const dayLabel = (day: string) => dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  return (
    <section aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t("tabs.dispatchschedule")}</h2>
      <p>{t(page.side.role === "operator" ? "schedule.byCompetition" : "schedule.byAsset")}</p>
      <div className="dispatch-schedule__layout">
        <ScheduleChart lanes={page.lanes} days={page.days.map(dayLabel)} title={t("schedule.chartTitle")} />
        {page.rows.length === 0 ? (
          <p>{t("schedule.empty")}</p>
        ) : (
          <InstructionTable instructions={page.rows} side={page.side} locale={locale} timezone={root?.timezone ?? "Europe/London"} now={page.now} />
        )}
      </div>
      {page.calendar ? <CalendarFeed address={page.calendar.address} /> : null}
    </section>
  );
}
