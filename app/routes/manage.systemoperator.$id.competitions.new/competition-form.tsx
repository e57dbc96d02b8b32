import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors } from "~/components/form-errors";
import { CHECKED, type CompetitionDraft } from "~/domain/competition-form/draft";
import { FORM_NAMES, REVIEW_STEP } from "~/domain/competition-form/form-list";
import { intentValue } from "~/domain/competition-form/intent";
import { DetailsStep } from "./details-step";
import { draftField } from "./draft-fields";
import { HiddenDraft } from "./hidden-draft";
import { ReviewStep } from "./review-step";
import { ServiceNeedStep } from "./service-need-step";

type Props = { draft: CompetitionDraft; current: number; reply?: SubmissionResult<string[]>; cancelTo: string };

const STEP_NAMES = [...FORM_NAMES, "review"] as const;
export const FORM_ID = "competition-new";

/** The three steps as plain form posts: the step on screen is fields, the others travel hidden. */
export function CompetitionForm({ draft: initial, current, reply, cancelTo }: Props) {
  const { t } = useTranslation("operator");
  const submitting = useNavigation().state === "submitting";
  const draft = (reply?.initialValue as CompetitionDraft | undefined) ?? initial;
  const fields = draftField(FORM_ID, "", draft, reply?.error).getFieldset();
  const formErrors = reply?.error?.[""] ?? undefined;
  const details = draft.competition_details ?? {};
  const powerUnit = details.power_type === "reactive_power" ? "MVAr" : "MW";
  const primary = current === REVIEW_STEP ? intentValue({ kind: "submit" }) : intentValue({ kind: "next" });
  const hasFieldErrors = Object.entries(reply?.error ?? {}).some(([name, messages]) => name !== "" && messages?.length);
  return (
    <>
      <ol aria-label={t("new.steps.label")}>
        {STEP_NAMES.map((name, index) => (
          <li key={name} aria-current={index === current ? "step" : undefined}>
            {index === current ? <strong>{t(`new.steps.${name}`)}</strong> : t(`new.steps.${name}`)}
          </li>
        ))}
      </ol>
      <Form method="post" id={FORM_ID} noValidate className="form">
        {/* Enter in a field presses the first submit button: make that the step's own action, not a remove button. */}
        <button type="submit" name="intent" value={primary} className="kit-visually-hidden" tabIndex={-1} aria-hidden="true" />
        <AuthenticityTokenInput />
        <input type="hidden" name="current" value={current} />
        <FormErrors errors={formErrors} />
        {hasFieldErrors ? (
          <p className="form-error" role="alert">
            {t("new.errorSummary")}
          </p>
        ) : null}
        {current === 0 ? <DetailsStep details={fields.competition_details} /> : null}
        {current === 1 ? <ServiceNeedStep serviceNeed={fields.service_need} powerUnit={powerUnit} fixedPrice={details.fixed_price === CHECKED} /> : null}
        {current === REVIEW_STEP ? <ReviewStep draft={draft} powerUnit={powerUnit} /> : null}
        <HiddenDraft draft={draft} forms={FORM_NAMES.filter((_, index) => index !== current)} />
        <div className="form-actions">
          {current > 0 ? (
            <button type="submit" name="intent" value={intentValue({ kind: "back" })} className="button">
              {t("new.back")}
            </button>
          ) : null}
          <button type="submit" name="intent" value={primary} className="button button--primary" disabled={submitting}>
            {current === REVIEW_STEP ? t("new.submit") : t("new.next")}
          </button>
          <Link to={cancelTo}>{t("new.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
