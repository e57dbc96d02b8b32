import { AvailabilityWindow } from "~/components/settlement/availability-window";
import { PaymentCalculation } from "~/components/settlement/payment-calculation";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DeliveryChart } from "~/components/settlement/delivery-chart";
import { settlementFormat, type SettlementFormat } from "~/components/settlement/format";
import { Missing } from "~/components/settlement/missing";
import { TableScroll } from "~/components/table-scroll";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import type { SettlementEventDetail } from "~/upstream/schemas/settlement";
import { settlementEvent, settlementEvents } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** Per event: instructed vs baseline vs metered vs delivered per half-hour; the latest settled event unless one is chosen. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const client = await userClient(request, context, auth);
    // The list is of delivered instructions; an availability window is opened from its invoice line.
    const events = await settlementEvents(client, { kind: "instruction" });
    const asked = new URL(request.url).searchParams.get("event");
    const listed = events.find((event) => String(event.id) === asked);
    if (asked && !listed && /^\d{1,12}$/.test(asked)) {
      const window = await settlementEvent(client, asked).catch((error) => (error instanceof UpstreamError && error.status === 404 ? null : Promise.reject(error)));
      if (window) return { events, event: window };
    }
    const chosen = listed ?? events.find((event) => event.performance_factor !== null) ?? events[0];
    return { events, event: chosen ? await settlementEvent(client, chosen.id) : null };
  });

export default function DeliveryPerformance() {
  const { t } = useTranslation("settlement");
  const { events, event } = useLoaderData<typeof loader>();
  const root = useRootData();
  const format = settlementFormat(root?.locale ?? "en-GB", root?.timezone);
  const eventLabel = (candidate: (typeof events)[number]) => `${t("event.reference", { id: candidate.id })} · ${format.dateTime(candidate.start)}`;
  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title">{t("tabs.delivery-performance")}</h2>
      {!event ? (
        <p>{t("performance.none")}</p>
      ) : (
        <>
          <Form method="get" className="settlement-select">
            <div className="form-field">
              <label htmlFor="performance-event">{t("performance.event")}</label>
              <select id="performance-event" name="event" defaultValue={String(event.id)}>
                {event.kind === "availability_window" ? <option value={event.id}>{t("window.title", { window: event.window_name ?? "", contract: event.contract ?? "" })}</option> : null}
                {events.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {eventLabel(candidate)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--secondary">
              {t("performance.show")}
            </button>
          </Form>
          {event.kind === "availability_window" ? <AvailabilityWindow event={event} format={format} /> : <Delivery event={event} format={format} />}
        </>
      )}
    </section>
  );
}

/** What an instruction asked for against what was delivered, half-hour by half-hour, and what it pays. */
function Delivery({ event, format }: { event: SettlementEventDetail; format: SettlementFormat }) {
  const { t } = useTranslation("settlement");
  return (
    <>
      <h3 data-event-id={event.id} data-competition={event.competition}>
        {t("performance.eventTitle", { id: event.id, competition: event.competition_name })}
      </h3>
      <dl className="settlement-facts">
        <dt>{t("columns.start")}</dt>
        <dd>{format.dateTime(event.start)}</dd>
        <dt>{t("columns.assets")}</dt>
        <dd>{[...new Set(event.meters.map((meter) => meter.asset_name))].join(", ")}</dd>
        <dt>{t("performance.meters")}</dt>
        <dd>
          {event.meters.map((meter, index) => (
            <span key={meter.meter_id} data-meter={meter.meter_id} data-kind={meter.kind}>
              {index ? ", " : ""}
              {t(`performance.meterKind.${meter.kind}`, { meter: meter.meter_id })}
            </span>
          ))}
        </dd>
        <dt>{t("columns.performance")}</dt>
        <dd>{format.percent(event.performance_factor)}</dd>
        {event.service_fee ? (
          <>
            <dt>{t("columns.serviceFee")}</dt>
            <dd data-service-fee>{format.money(event.service_fee, event.currency)}</dd>
          </>
        ) : null}
        {event.penalty ? (
          <>
            <dt>{t("columns.penalty")}</dt>
            <dd data-penalty>{format.money(-event.penalty, event.currency)}</dd>
          </>
        ) : null}
        <dt>{t("columns.missing")}</dt>
        <dd>
          <Missing event={event} />
        </dd>
        <dt>{t("performance.baselineRule")}</dt>
        <dd data-baseline-rule={event.baseline_rule}>
          {event.baseline_rule === "nominated" ? t("performance.nominated") : t("performance.baselineDays", { count: event.baseline_days.length })}
          {event.baseline_rule === "historical_adjusted"
            ? ` ${event.same_day_adjustment === null ? t("performance.adjustmentMissing") : t("performance.adjustment", { value: format.energy(event.same_day_adjustment) })}`
            : null}
        </dd>
      </dl>
      {event.adjustment_flag && event.same_day_adjustment !== null ? (
        <p className="settlement-warning" role="note" data-adjustment-flag>
          {t("performance.spike", { value: format.energy(Math.abs(event.same_day_adjustment)) })}
        </p>
      ) : null}
      <DeliveryChart
        periods={event.periods}
        format={format}
        labels={{
          title: t("performance.chartTitle", { id: event.id }),
          instructed: t("columns.instructed"),
          baseline: t("columns.baseline"),
          metered: t("columns.metered"),
          delivered: t("columns.delivered"),
        }}
      />
      <p>
        <a href={`/settlement/delivery-performance.csv?event=${event.id}`}>
          {t("performance.csv", { id: event.id })}
        </a>
      </p>
      <TableScroll label={t("performance.tableLabel")}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("columns.halfHour")}</th>
              <th scope="col">{t("columns.instructed")}</th>
              <th scope="col">{t("columns.baseline")}</th>
              <th scope="col">{t("columns.metered")}</th>
              <th scope="col">{t("columns.delivered")}</th>
              <th scope="col">{t("columns.credited")}</th>
            </tr>
          </thead>
          <tbody>
            {event.periods.map((period) => (
              <tr key={period.start} data-period={period.end} data-available={period.available}>
                <th scope="row">
                  {format.time(period.start)}–{format.time(period.end)}
                  {period.available ? null : <span className="settlement-muted"> ({t("performance.unavailableHalfHour")})</span>}
                </th>
                <td>{format.energy(period.instructed)}</td>
                <td>{format.energy(period.baseline)}</td>
                <td>{format.energy(period.metered)}</td>
                <td>{format.energy(period.delivered)}</td>
                <td>{format.energy(period.credited)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <PaymentCalculation event={event} format={format} />
      {event.alternatives.length ? (
        <>
          <h3 id="alternatives-title">{t("performance.alternativesTitle")}</h3>
          <p>{t("performance.alternativesIntro")}</p>
          <TableScroll label={t("performance.alternativesTitle")}>
            <table className="data-table" aria-labelledby="alternatives-title">
              <thead>
                <tr>
                  <th scope="col">{t("performance.baselineRule")}</th>
                  <th scope="col">{t("columns.performance")}</th>
                  <th scope="col">{t("columns.credited")}</th>
                  <th scope="col">{t("performance.net")}</th>
                </tr>
              </thead>
              <tbody>
                <tr data-rule={event.baseline_rule}>
                  <th scope="row">{t("performance.applied", { rule: t(`performance.rules.${event.baseline_rule}`) })}</th>
                  <td>{format.percent(event.performance_factor)}</td>
                  <td>{format.energy(event.credited_mwh)}</td>
                  <td>{format.money(event.net, event.currency)}</td>
                </tr>
                {event.alternatives.map((other) => (
                  <tr key={other.rule} data-rule={other.rule}>
                    <th scope="row">{t(`performance.rules.${other.rule}`)}</th>
                    {other.has_baseline_data ? (
                      <>
                        <td>{format.percent(other.performance_factor)}</td>
                        <td>{format.energy(other.credited_mwh)}</td>
                        <td>{format.money(other.net, event.currency)}</td>
                      </>
                    ) : (
                      <td colSpan={3}>{t("performance.ruleUnavailable")}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </>
  );
}
