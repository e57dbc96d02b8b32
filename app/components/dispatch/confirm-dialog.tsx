import { Form, useNavigate } from "@remix-run/react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ConfirmModal } from "~/components/modal";
import { useRootData } from "~/root-data";
import type { Instruction } from "~/upstream/schemas/dispatch";
import { dateTimeText } from "~/domain/market/format";
import { problemText } from "./problem-text";

const BACK = "/operations/upcomingdispatches";

type Props = {
  title: string;
  warning: string;
  confirmLabel: string;
  instructions: Instruction[];
  fields: Record<string, string>;
  problems?: { id: number | null; message: string }[];
  danger?: boolean;
  extra?: ReactNode;
};

/**
 * A confirmation over the list: a child route the server renders open (works without
 * JavaScript), the kit's modal with it; confirming is a form post of the chosen ids.
 */
export function ConfirmDialog({ title, warning, confirmLabel, instructions, fields, problems = [], danger, extra }: Props) {
  const { t } = useTranslation("dispatch");
  const csrf = useAuthenticityToken();
  const navigate = useNavigate();
  const root = useRootData();
  const [locale, timezone] = [root?.locale ?? "en-GB", root?.timezone ?? "Europe/London"];
  const byId = new Map(instructions.map((row) => [row.id, row.reference]));
  const body = instructions.length ? (
    <>
      <p className="dispatch-warning">{warning}</p>
      {extra}
      <ul className="dispatch-confirm__list">
        {instructions.map((row) => (
          <li key={row.id}>
            {`${row.reference} · ${row.competition.name} · ${dateTimeText(row.start, timezone, locale)}`}
          </li>
        ))}
      </ul>
      {problems.length ? (
        <ul className="form-error" role="alert">
          {problems.map((problem, index) => (
            <li key={index}>{problem.id !== null ? `${byId.get(problem.id) ?? problem.id}: ${problemText(t, problem.message)}` : problemText(t, problem.message)}</li>
          ))}
        </ul>
      ) : null}
    </>
  ) : (
    <p role="alert">{t("confirm.noneSelected")}</p>
  );
  return (
    <ConfirmModal
      open
      title={title}
      body={body}
      confirmLabel={instructions.length ? confirmLabel : null}
      cancelLabel={t("confirm.cancel")}
      cancelHref={BACK}
      onCancel={() => navigate(BACK, { preventScrollReset: true })}
      method={instructions.length ? "post" : undefined}
      hiddenFields={{ ...fields, csrf }}
      formComponent={Form}
      danger={danger}
    />
  );
}
