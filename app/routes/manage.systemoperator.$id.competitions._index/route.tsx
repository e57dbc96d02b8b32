import { Link, useLoaderData, useParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CLEARING_INTENTS } from "~/components/clearing/view";
import { useActionAnswer } from "~/components/use-action-answer";
import { useRootData, type RouteHandle } from "~/root-data";
import { OperatorCompetitionList } from "~/components/operator/competition-list";
import { action, loader } from "./page.server";
import { SelectedCompetitionView } from "./selected-competition";

export const handle: RouteHandle = { title: "titles.operatorCompetitions", layout: "app", i18n: ["clearing", "market", "validation", "assets", "bidding"] };

export { action, loader };

const MODAL_STEPS = new Set<string>([CLEARING_INTENTS.add, CLEARING_INTENTS.replace, CLEARING_INTENTS.back]);

/** A clearing step answered to the fetcher changes nothing stored, so the page's data need not be read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  const intent = formData?.get("intent");
  if (typeof intent === "string" && MODAL_STEPS.has(intent)) return false;
  return defaultShouldRevalidate;
};

/** OPS-01, DEC-01, CLEAR-01 … CLEAR-07: the operator's competitions, one competition's bids, and market clearing. */
export default function OperatorCompetitions() {
  const { t } = useTranslation(["clearing", "market"]);
  const { competitions, withinArea, selected, clearing, autoWarning } = useLoaderData<typeof loader>();
  const actionData = useActionAnswer<typeof action>();
  const root = useRootData()!;
  const { id } = useParams();
  const posted = actionData && "clearing" in actionData ? actionData.clearing : undefined;
  const failed = { decision: actionData && "decisionErrors" in actionData ? actionData.decisionErrors : undefined, auto: actionData && "autoErrors" in actionData ? actionData.autoErrors : undefined };
  return (
    <>
      <header className="page-header">
        <h1>{t("pages.list.title")}</h1>
        <p>{withinArea ? t("pages.list.introArea") : t("pages.list.intro")}</p>
        <p>
          <Link className="button button--primary" to={`/manage/systemoperator/${id}/competitions/new`}>
            {t("pages.list.create")}
          </Link>{" "}
          <Link className="button" to={`/manage/systemoperator/${id}/applications`}>
            {t("pages.list.applications")}
          </Link>
        </p>
      </header>
      <div className="operator-layout">
        <nav aria-label={t("pages.list.title")}>
          <OperatorCompetitionList competitions={competitions} selected={selected?.competition.id} timezone={root.timezone} locale={root.locale} />
        </nav>
        {selected ? (
          <SelectedCompetitionView
            key={selected.competition.id}
            selected={selected}
            clearing={posted ?? clearing}
            autoWarning={autoWarning}
            failed={failed}
            timezone={root.timezone}
            locale={root.locale}
          />
        ) : null}
      </div>
    </>
  );
}
