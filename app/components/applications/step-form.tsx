import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useErrorFocus } from "~/components/form-errors";
import { useTranslation } from "~/i18n/react";
import { isShown, sectionFields } from "~/domain/applications/conditions";
import { applicationPath } from "~/domain/applications/paths";
import type { FieldDefinition, FormValues } from "~/domain/applications/types";
import { SHOWN_FIELDS } from "~/domain/applications/values";
import type { StepModel, StepReply } from "~/routes/manage.flexprovider.applications.$id/step.server";
import { sectionTitle, subSectionTitle } from "./labels";
import { QuestionField } from "./question-field";
import { SavedTime } from "./saved-time";
import { useAutosave } from "./use-autosave";

/** What the rendered inputs hold now: a question no longer shown keeps what was typed into it. */
function readForm(form: HTMLFormElement, shown: FieldDefinition[], previous: FormValues): FormValues {
  const data = new FormData(form);
  const next = { ...previous };
  for (const field of shown) {
    if (field.file) continue;
    const value = data.get(field.key);
    next[field.key] = typeof value === "string" ? value : "";
  }
  return next;
}

/**
 * A step's form, drawn from its definition. Conditional questions follow their
 * controlling answers as they change (with JavaScript; without it, after a save), the
 * answers autosave, and the buttons save and move on, come back later or go back.
 */
export function StepForm({ model, reply }: { model: StepModel; reply?: StepReply }) {
  const { t } = useTranslation(["applications", "common"]);
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const source = reply ?? model;
  const [values, setValues] = useState<FormValues>(source === reply ? reply.values : model.values);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  // Each answer from the server redraws the inputs with the values it carries. The values are
  // taken during the render that redraws them (not in an effect after it), so the inputs,
  // drawn anew with those values as their defaults, never show the ones from before.
  const [revision, setRevision] = useState({ source, count: 0 });
  if (revision.source !== source) {
    setRevision({ source, count: revision.count + 1 });
    setValues(reply?.values ?? model.values);
    setTouched(new Set());
  }
  const autosave = useAutosave(formRef, pathname, model.editable && hydrated);
  // Only a post of the form itself moves focus: autosave answers arrive while the user types.
  useErrorFocus("application-step", reply, !!reply && (reply.formErrors.length > 0 || Object.values(reply.errors).some((list) => list.length > 0)));

  const fields = sectionFields(model.section);
  const byKey = useMemo(() => new Map(fields.map((field) => [field.key, field])), [fields]);
  const everything = { ...model.others, ...values };
  const shown = fields.filter((field) => isShown(field, everything, byKey));
  const shownKeys = new Set(shown.map((field) => field.key));

  const baseErrors = reply ? reply.errors : model.errors;
  const liveErrors = autosave.answer?.errors ?? {};
  const errorOf = (key: string) => {
    const list = liveErrors[key] ?? (touched.has(key) ? undefined : baseErrors[key]);
    // Messages arrive translated from the server, so the page carries no message tables.
    return list?.[0] || undefined;
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name?.replace(/__upload$/, "");
    if (name) setTouched((current) => new Set(current).add(name));
    // Read now: React clears currentTarget once the handler returns, before the updater runs.
    const form = event.currentTarget;
    setValues((current) => readForm(form, shown, current));
    autosave.schedule();
  };

  const render = (field: FieldDefinition) =>
    shownKeys.has(field.key) ? (
      <div key={field.key} className="app-step__question">
        {model.requests
          .filter((request) => request.key === field.key)
          .map((request) => (
            <p key={request.id} className="app-request" role="note">
              <strong>{t("applications:requests.asked", { operator: model.operatorName })}</strong> {request.message}
            </p>
          ))}
        <QuestionField
          field={field}
          value={values[field.key] ?? ""}
          error={errorOf(field.key)}
          hint={model.helpTexts[field.key] ? t(`applications:help.${field.key}`, { defaultValue: model.helpTexts[field.key] }) : undefined}
          disabled={!model.editable}
          countries={model.countries}
          file={values[field.key] ? model.files[values[field.key]] : undefined}
        />
      </div>
    ) : null;

  const hasFile = fields.some((field) => field.file);
  const formErrors = [...(reply?.formErrors ?? []), ...(autosave.answer?.formErrors ?? [])];
  const previousHref = model.previous ? applicationPath(model.applicationId, model.previous.segment) : null;
  const nextHref = model.next ? applicationPath(model.applicationId, model.next.segment) : null;

  return (
    <Form
      ref={formRef}
      key={revision.count}
      method="post"
      encType={hasFile ? "multipart/form-data" : undefined}
      id="application-step"
      className="app-step"
      noValidate
      onChange={onChange}
      onSubmit={autosave.cancel}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name={SHOWN_FIELDS} value={[...shownKeys].join(",")} />
      {formErrors.length ? (
        <div className="form-error" role="alert" tabIndex={-1} data-error-summary>
          {formErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      <div className="app-step__fields">
        {model.section.fields.map(render)}
        {model.section.sub_sections.map((sub) =>
          sub.fields.some((field) => shownKeys.has(field.key)) ? (
            <fieldset key={sub.name} className="app-step__group">
              <legend>{subSectionTitle(t, sub.name, sub.title)}</legend>
              {sub.fields.map(render)}
            </fieldset>
          ) : null,
        )}
      </div>
      <div className="form-actions app-step__actions">
        {model.editable ? (
          <>
            {model.final ? (
              <button type="submit" name="intent" value="submit" className="button button--primary">
                {t("applications:step.submit")}
              </button>
            ) : (
              <button type="submit" name="intent" value="continue" className="button button--primary">
                {t("applications:step.continue")}
              </button>
            )}
            <button type="submit" name="intent" value="later" className="button">
              {t("applications:step.later")}
            </button>
          </>
        ) : null}
      </div>
      <nav className="app-step__neighbours" aria-label={t("applications:step.neighbours")}>
        {model.previous ? (
          model.editable ? (
            <button type="submit" name="intent" value="previous" className="button button--link">
              {t("applications:step.previous", { title: sectionTitle(t, model.previous.name, model.previous.title) })}
            </button>
          ) : (
            <Link to={previousHref!}>{t("applications:step.previous", { title: sectionTitle(t, model.previous.name, model.previous.title) })}</Link>
          )
        ) : null}
        {model.next ? (
          model.editable ? (
            <button type="submit" name="intent" value="next" className="button button--link">
              {t("applications:step.next", { title: sectionTitle(t, model.next.name, model.next.title) })}
            </button>
          ) : (
            <Link to={nextHref!}>{t("applications:step.next", { title: sectionTitle(t, model.next.name, model.next.title) })}</Link>
          )
        ) : null}
      </nav>
      {model.editable ? <SavedTime saving={autosave.saving} savedAt={autosave.answer?.savedAt ?? reply?.savedAt ?? model.lastSaved} /> : null}
    </Form>
  );
}
