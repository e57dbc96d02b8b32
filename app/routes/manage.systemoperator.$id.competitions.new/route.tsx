import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import { newCompetitionDraft } from "~/domain/competition-form/defaults";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { useState } from "react";
import { CompetitionForm, FORM_ID } from "./competition-form";
import { StepHistory } from "./step-history";
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
  const actionData = useActionAnswer<typeof action>();
  const { id } = useParams();
  const [typed, setTyped] = useState(false);
  const step = actionData?.current ?? current;
  return (
    <>
      <header className="page-header">
        <h1>{t("new.title")}</h1>
        <p>{t("new.intro")}</p>
      </header>
      {/* A change anywhere in the form bubbles here: something entered is worth asking about before leaving. */}
      <div onChange={() => setTyped(true)}>
        <CompetitionForm key={actionData?.revision ?? "new"} draft={draft} current={step} reply={actionData?.reply} cancelTo={`/manage/systemoperator/${id}/competitions`} />
      </div>
      <StepHistory formId={FORM_ID} current={step} entered={typed || actionData !== undefined} />
    </>
  );
}
