import { Link } from "@remix-run/react";
import { lineName } from "~/domain/settlement/dispute-lines";
import { useTranslation } from "~/i18n/react";
import type { Dispute, StatementLine } from "~/upstream/schemas/settlement";
import type { SettlementFormat } from "./format";

/**
 * An invoice line's disputes: the latest one's status and answer, and a way to dispute the
 * line while none is open. An adjustment line is itself the outcome of a dispute.
 */
export function LineDispute({ invoice, line, disputes, currency, format }: { invoice: string; line: StatementLine; disputes: readonly Dispute[]; currency: string; format: SettlementFormat }) {
  const { t } = useTranslation("settlement");
  if (line.kind === "adjustment") return null;
  const latest = disputes.filter((dispute) => dispute.event === line.event && dispute.kind === line.kind).sort((a, b) => b.id - a.id)[0];
  const open = latest?.status === "open";
  return (
    <>
      {latest ? (
        <p className="settlement-dispute" data-dispute={latest.id} data-dispute-status={latest.status}>
          <Link to={`/settlement/disputes#dispute-${latest.id}`}>{t(`disputes.status.${latest.status}`, { id: latest.id })}</Link>
          {latest.status === "upheld" && latest.adjustment !== null ? ` ${t("disputes.adjusted", { amount: format.money(latest.adjustment, currency) })}` : null}
        </p>
      ) : null}
      {open ? null : (
        <Link to={`/settlement/invoices/${invoice}/dispute/${lineName(line)}`} preventScrollReset aria-label={t("dispute.linkLabel", { event: line.event, kind: t(`run.kind.${line.kind}`) })}>
          {t("dispute.link")}
        </Link>
      )}
    </>
  );
}
