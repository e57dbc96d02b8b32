import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Instruction } from "~/upstream/schemas/dispatch";
import { ConfirmDialog } from "./confirm-dialog";

type Answer = { problems?: { id: number | null; message: string }[] } | undefined;

/** The dispatch instruction response confirmation, from its route's data. */
export function RespondConfirmation() {
  const { t } = useTranslation("dispatch");
  const { response, instructions } = useLoaderData() as { response: "accepted" | "rejected"; instructions: Instruction[] };
  const answer = useActionData() as Answer;
  return (
    <ConfirmDialog
      title={instructions.length ? t(`respond.title.${response}`, { count: instructions.length }) : t(response === "accepted" ? "respond.acceptSelected" : "respond.rejectSelected")}
      warning={t("respond.cannotChange")}
      confirmLabel={t(`respond.confirm.${response}`)}
      instructions={instructions}
      fields={{ instruction: instructions.map((row) => row.id).join(","), response }}
      problems={answer?.problems}
      danger={response === "rejected"}
    />
  );
}

/** The issue stop instructions confirmation, from its route's data; with nothing chosen it is named by its action, not "Stop 0 …". */
export function StopConfirmation() {
  const { t } = useTranslation("dispatch");
  const { instructions } = useLoaderData() as { instructions: Instruction[] };
  const answer = useActionData() as Answer;
  return (
    <ConfirmDialog
      title={instructions.length ? t("stop.title", { count: instructions.length }) : t("stop.selected")}
      warning={t("stop.cannotRecover")}
      confirmLabel={t("stop.confirm")}
      instructions={instructions}
      fields={{ instruction: instructions.map((row) => row.id).join(",") }}
      problems={answer?.problems}
      danger
    />
  );
}
