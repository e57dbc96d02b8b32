import { useTranslation } from "~/i18n/react";
import { TableScroll } from "~/components/table-scroll";
import { expectedIncurred } from "~/domain/dispatch/incurred";
import type { Side } from "~/domain/dispatch/side";
import type { Instruction } from "~/upstream/schemas/dispatch";
import { dateTimeText } from "~/domain/market/format";
import { money, quantity, time, timeLeft } from "./format";
import { StatusLabel } from "./status-label";

type Props = {
  instructions: Instruction[];
  side: Side;
  locale: string;
  timezone: string;
  now: string;
  /** Rows that can be picked for a bulk answer or stop get a checkbox named `instruction`. */
  selectable?: (instruction: Instruction) => boolean;
  /** Ids already ticked (kept when a confirmation is cancelled). */
  selected?: ReadonlySet<number>;
};

/** Assets declared unavailable over the instruction's time are named, so nobody counts on them. */
export function UnavailableWarning({ instruction }: { instruction: Pick<Instruction, "assets" | "unavailable_assets"> }) {
  const { t } = useTranslation("dispatch");
  if (!instruction.unavailable_assets.length) return null;
  const names = new Map(instruction.assets.map((asset) => [asset.id, asset.name || asset.ref]));
  const listed = [...new Set(instruction.unavailable_assets.map((period) => names.get(period.flex_asset) ?? `#${period.flex_asset}`))];
  return (
    <>
      <br />
      <small className="dispatch-warning">{t("list.unavailable", { assets: listed.join(", ") })}</small>
    </>
  );
}

/** A competition that pays no utilisation price expects no cost per dispatch: its £0.00 says why. */
function NoUtilisation({ instruction }: { instruction: Pick<Instruction, "utilisation_price"> }) {
  const { t } = useTranslation("dispatch");
  if (instruction.utilisation_price !== null) return null;
  return (
    <>
      <br />
      <small>{t("list.noUtilisation")}</small>
    </>
  );
}

export function InstructionTable({ instructions, side, locale, timezone, now, selectable, selected }: Props) {
  const { t } = useTranslation("dispatch");
  const person = (row: Instruction) =>
    row.responded_by ? `${row.responded_by.first_name} ${row.responded_by.last_name}`.trim() : row.auto_accept_rule !== null ? t("rules.by", { id: row.auto_accept_rule }) : t("list.autoAccepted");
  return (
    <TableScroll label={t("list.tableLabel")}>
      <table className="data-table dispatch-table">
        <thead>
          <tr>
            {selectable ? <th scope="col"><span className="kit-visually-hidden">{t("list.select")}</span></th> : null}
            <th scope="col">{t("list.reference")}</th>
            <th scope="col">{t("list.competition")}</th>
            <th scope="col">{side.role === "operator" ? t("list.provider") : t("list.assets")}</th>
            <th scope="col">{t("list.when")}</th>
            <th scope="col">{t("list.capacity")}</th>
            <th scope="col">{t("list.volumeCost")}</th>
            <th scope="col">{t("list.status")}</th>
            <th scope="col">{t("list.response")}</th>
          </tr>
        </thead>
        <tbody>
          {instructions.map((row) => {
            const left = row.status === "awaiting_response" ? timeLeft(row.response_deadline, now) : null;
            return (
              <tr key={row.id} data-instruction={row.id}>
                {selectable ? (
                  <td>
                    {selectable(row) ? (
                      <input
                        type="checkbox"
                        className="dispatch-table__check"
                        name="instruction"
                        value={row.id}
                        defaultChecked={selected?.has(row.id)}
                        aria-label={t("list.selectOne", { reference: row.reference })}
                      />
                    ) : null}
                  </td>
                ) : null}
                <th scope="row">{row.reference}</th>
                <td>{row.competition.name}</td>
                <td>
                  {side.role === "operator" ? row.flex_provider.name : row.assets.map((asset) => asset.name || asset.ref).join(", ") || "—"}
                  <UnavailableWarning instruction={row} />
                </td>
                <td>
                  {dateTimeText(row.start, timezone, locale)} – {time(row.end, locale, timezone)}
                  <br />
                  <small>{row.service_window.name}</small>
                </td>
                <td>{`${quantity(row.capacity, locale)} ${row.capacity_unit}`}</td>
                {!expectedIncurred(row) ? (
                  // Stopped: what was expected will not be delivered nor paid as expected.
                  <td data-incurred="false">
                    <s>{`${quantity(row.expected_volume, locale)} ${row.volume_unit}`}</s>
                    <br />
                    <small>
                      <s>{money(row.expected_cost, row.currency, locale)}</s> {t("list.notIncurred")}
                    </small>
                    <NoUtilisation instruction={row} />
                  </td>
                ) : (
                  <td>
                    {`${quantity(row.expected_volume, locale)} ${row.volume_unit}`}
                    <br />
                    <small>{money(row.expected_cost, row.currency, locale)}</small>
                    <NoUtilisation instruction={row} />
                  </td>
                )}
                <td>
                  <StatusLabel status={row.status} />
                  {row.stopped_at ? (
                    <>
                      <br />
                      <small>{t("list.stoppedAt", { when: dateTimeText(row.stopped_at, timezone, locale) })}</small>
                    </>
                  ) : null}
                </td>
                <td>
                  {row.response ? (
                    <>
                      {t(`response.${row.response === "accepted" ? "accepted" : "rejected"}`)}
                      <br />
                      <small>{t("list.respondedBy", { who: person(row), when: dateTimeText(row.responded_at ?? row.created, timezone, locale) })}</small>
                    </>
                  ) : left ? (
                    <small>{t("list.timeLeft", { hours: left.hours, minutes: left.minutes, deadline: dateTimeText(row.response_deadline, timezone, locale) })}</small>
                  ) : (
                    <small>{t("list.deadline", { deadline: dateTimeText(row.response_deadline, timezone, locale) })}</small>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
