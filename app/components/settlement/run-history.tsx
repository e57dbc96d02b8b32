import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import type { Statement } from "~/upstream/schemas/settlement";
import type { settlementFormat } from "./format";

/** Which settlement run froze this statement, its earlier versions, what the last re-run changed, and readings that came after it. */
export function RunHistory({ statement, format }: { statement: Statement; format: ReturnType<typeof settlementFormat> }) {
  const { t } = useTranslation("settlement");
  if (statement.version === null || statement.run_at === null) return <p data-run="none">{t("run.none")}</p>;
  const money = (amount: number) => format.money(amount, statement.currency);
  return (
    <section aria-labelledby="run-title" data-run-version={statement.version}>
      <h3 id="run-title">{t("run.title", { version: statement.version, date: format.dateTime(statement.run_at) })}</h3>
      {statement.readings_after_run > 0 ? <p data-readings-after-run={statement.readings_after_run}>{t("run.afterRun", { count: statement.readings_after_run })}</p> : null}
      {statement.versions.length > 1 ? (
        <p>{t("run.earlier", { versions: statement.versions.slice(0, -1).map((version) => t("run.versionNet", { version: version.version, net: money(version.net) })).join("; ") })}</p>
      ) : null}
      {statement.changes.length ? (
        <TableScroll label={t("run.changes")}>
          <table className="data-table">
            <caption>{t("run.changes")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("run.line")}</th>
                <th scope="col">{t("run.before")}</th>
                <th scope="col">{t("run.after")}</th>
                <th scope="col">{t("run.difference")}</th>
              </tr>
            </thead>
            <tbody>
              {statement.changes.map((change) => (
                <tr key={`${change.event}-${change.kind}`} data-change={`${change.event}-${change.kind}`}>
                  <th scope="row">{t("run.lineName", { event: change.event, kind: t(`run.kind.${change.kind}`) })}</th>
                  <td>{money(change.before)}</td>
                  <td>{money(change.after)}</td>
                  <td>{money(change.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}
