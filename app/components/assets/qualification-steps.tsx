import { Form, Link } from "@remix-run/react";
import { keepStepInAddress } from "~/components/step-address";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { translateError, useErrorFocus } from "~/components/form-errors";
import { qualificationEntries, qualificationHref, QUALIFICATION_STEPS, type QualificationState } from "~/domain/assets/qualification-flow";
import { useTranslation } from "~/i18n/react";

const STEP_FORM_ID = "qualification-step";

/** Where the provider is in putting assets forward: each step done so far is a link back to it. */
export function QualificationProgress({ current, state }: { current: string; state: QualificationState }) {
  const { t } = useTranslation("assets");
  const index = QUALIFICATION_STEPS.indexOf(current as (typeof QUALIFICATION_STEPS)[number]);
  if (index < 0) return null;
  return (
    <nav aria-label={t("qualification.progress")} className="step-progress">
      <ol>
        {QUALIFICATION_STEPS.map((step, position) => (
          <li key={step} aria-current={position === index ? "step" : undefined} className={position < index ? "step-progress__done" : undefined}>
            {position < index ? <Link to={qualificationHref(step, state)}>{t(`qualification.steps.${step}`)}</Link> : position === index ? <strong>{t(`qualification.steps.${step}`)}</strong> : <span>{t(`qualification.steps.${step}`)}</span>}
          </li>
        ))}
      </ol>
      <p className="kit-visually-hidden">{t("qualification.stepOf", { step: index + 1, steps: QUALIFICATION_STEPS.length })}</p>
    </nav>
  );
}

/** The flow's state as hidden fields, leaving out what the form on screen asks for itself. */
export function StateFields({ state, except = [] }: { state: QualificationState; except?: string[] }) {
  return (
    <>
      {qualificationEntries(state)
        .filter(([name]) => !except.includes(name) && !except.some((prefix) => prefix.endsWith(".") && name.startsWith(prefix)))
        .map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

type StepFormProps = {
  state: QualificationState;
  except?: string[];
  children: ReactNode;
  nextLabel: string;
  /** A message about the whole step, shown above its fields. */
  error?: string;
  /** The step's post answer: one with errors takes focus from the button to them, as the other forms do. */
  answer?: { errors: Record<string, string | undefined> };
};

/** A step's form: its fields, then back and next, posting to the step's own route. */
export function StepForm({ state, except, children, nextLabel, error, answer }: StepFormProps) {
  const { t } = useTranslation("assets");
  useErrorFocus(STEP_FORM_ID, answer, Object.values(answer?.errors ?? {}).some(Boolean));
  return (
    <Form method="post" id={STEP_FORM_ID} noValidate className="qualification-step" onSubmit={keepStepInAddress}>
      <AuthenticityTokenInput />
      <StateFields state={state} except={except} />
      {error ? (
        <div className="form-error" role="alert" tabIndex={-1} data-error-summary>
          <p>{translateError(t, error)}</p>
        </div>
      ) : null}
      {children}
      <p className="form-actions">
        <button type="submit" name="intent" value="next" className="button button--primary">
          {nextLabel}
        </button>{" "}
        <button type="submit" name="intent" value="back" className="button">
          {t("qualification.back")}
        </button>
      </p>
    </Form>
  );
}
