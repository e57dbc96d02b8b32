import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { applicationPath } from "~/domain/applications/paths";
import type { StepFlags } from "~/domain/applications/steps";
import type { StepModel, StepReply } from "~/routes/manage.flexprovider.applications.$id/step.server";
import { sectionTitle } from "./labels";
import { StepForm } from "./step-form";

/** APP-05: the steps before submitting, each complete, needing attention or not started, with a link to it. */
function StepsSummary({ applicationId, steps }: { applicationId: number; steps: StepFlags[] }) {
  const { t } = useTranslation("applications");
  return (
    <section className="app-summary" aria-labelledby="steps-summary">
      <h3 id="steps-summary">{t("summary.title")}</h3>
      <ol className="app-summary__list">
        {steps.map((step) => {
          const status = step.confirmed ? "complete" : !step.started ? "notStarted" : step.problems > 0 ? "attention" : "saved";
          return (
            <li key={step.name} className={`app-summary__item app-summary__item--${status}`}>
              <Link to={applicationPath(applicationId, step.segment)}>{sectionTitle(t, step.name, step.title)}</Link>{" "}
              <span className="app-summary__status">{t(`summary.status.${status}`, { count: step.problems })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A step of an application: its questions, and on the last step the summary, the submit button and, once submitted, the way to its print layout. */
export function StepPage() {
  const { t } = useTranslation("applications");
  const model = useLoaderData<StepModel>();
  const reply = useActionData<StepReply>();
  const title = sectionTitle(t, model.section.name, model.section.title);
  return (
    <section className="app-step-page" aria-labelledby="step-title">
      {/* Where focus lands when "Save and continue" or "Previous" brings this step in place of the last one (see use-focus-in-view). */}
      <h2 id="step-title" tabIndex={-1} data-arrival-focus="">
        {t("step.heading", { index: model.position.index + 1, count: model.position.count, title })}
      </h2>
      {model.final && model.editable ? <StepsSummary applicationId={model.applicationId} steps={(reply && "steps" in reply ? reply.steps : undefined) ?? model.steps} /> : null}
      <StepForm model={model} reply={reply && "values" in reply ? reply : undefined} />
      {model.final && model.submission ? (
        <p className="app-print__link">
          <Link to={applicationPath(model.applicationId, "print")}>{t("print.link")}</Link>
        </p>
      ) : null}
    </section>
  );
}
