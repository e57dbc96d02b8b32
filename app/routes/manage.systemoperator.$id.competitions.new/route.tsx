import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { newCompetitionDraft } from "~/domain/competition-form/defaults";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { CompetitionForm } from "./competition-form";
import { competitionFormAction } from "./create-competition.server";

export const handle: RouteHandle = { title: "operator:new.title", layout: "app", i18n: ["operator", "market"] };

/** A system operator's own organisation only (the rule of manage:systemoperator:id:competitions). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:systemoperator:id:competitions", args, () => ({ draft: newCompetitionDraft(), current: 0 }));

export const action = (args: ActionFunctionArgs) => withAccess("manage:systemoperator:id:competitions", args, competitionFormAction);

/** OPS-01: creating a competition, in three steps that work without JavaScript. */
export default function NewCompetition() {
  const { t } = useTranslation("operator");
  const { draft, current } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { id } = useParams();
  return (
    <>
      <header className="page-header">
        <h1>{t("new.title")}</h1>
        <p>{t("new.intro")}</p>
      </header>
      <CompetitionForm
        key={actionData?.revision ?? "new"}
        draft={draft}
        current={actionData?.current ?? current}
        reply={actionData?.reply}
        cancelTo={`/manage/systemoperator/${id}/competitions`}
      />
    </>
  );
}
