import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { formatAnswer } from "~/domain/applications/answers";
import { fieldIndex, isShown } from "~/domain/applications/conditions";
import { orderedSections } from "~/domain/applications/steps";
import type { ApplicationSection, Definitions, FieldDefinition } from "~/domain/applications/types";
import { applicationValues } from "~/domain/applications/values";
import { useDates } from "./dates";
import { choiceText, questionText, sectionTitle, subSectionTitle } from "./labels";

/** A country code as its name in the reader's language (the browser and Node know them: nothing to download). */
function regionName(locale: string, code: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code);
  } catch {
    return undefined;
  }
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Props = {
  definitions: Definitions;
  sections: readonly ApplicationSection[];
  /** Questions whose answer changed since the previous submission. */
  changed?: ReadonlySet<string>;
  /** A download control for a file answer (its attachment key). */
  file?: (key: string) => ReactNode;
  /** Controls beside each answer (the operator's "ask about this"); `question` names its group when the step has several. */
  extra?: (key: string, question: string) => ReactNode;
  headingLevel?: 2 | 3;
};

/**
 * APP-06 APP-07: an application's steps as question/answer pairs, only the questions its
 * answers show: true Yes, false No, nothing a dash, GBP amounts as currency, dates as the
 * reader writes them, files as download buttons. A step's groups keep their headings, as in
 * the form, so questions asked in several groups (a registered and a trading address) read apart.
 */
export function ApplicationAnswers({ definitions, sections, changed, file, extra, headingLevel = 2 }: Props) {
  const { t } = useTranslation(["applications", "ui"]);
  const dates = useDates();
  const { locale } = dates;
  const values = applicationValues(sections);
  const byKey = fieldIndex(definitions);
  const answers = new Map(sections.flatMap((section) => section.responses).map((response) => [response.key, response]));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const GroupHeading = headingLevel === 2 ? "h3" : "h4";
  const labels = { yes: t("ui:toggle.yes"), no: t("ui:toggle.no"), locale, choice: (value: string) => choiceText(t, value) };
  const countryLabels = { ...labels, choice: (value: string) => regionName(locale, value) };
  const dateLabels = { ...labels, choice: (value: string) => (CALENDAR_DATE.test(value) ? dates.day(value) : undefined) };
  const labelsOf = (field: FieldDefinition) => (field.kind === "country" ? countryLabels : field.kind === "date" ? dateLabels : labels);

  const rows = (fields: FieldDefinition[], group?: string) =>
    fields.map((field) => {
      const answer = answers.get(field.key);
      const response = answer?.response ?? null;
      const question = questionText(t, field.key, answer?.question || field.question);
      return (
        <div key={field.key} className={`app-answers__row${changed?.has(field.key) ? " app-answers__row--changed" : ""}`}>
          <dt>
            {question}
            {changed?.has(field.key) ? <span className="app-badge app-badge--changed">{t("applications:review.changed")}</span> : null}
          </dt>
          <dd>
            {field.file && typeof response === "string" && response && file ? file(response) : formatAnswer(field.question, field.file ? null : response, labelsOf(field))}
            {extra?.(field.key, group ? t("applications:answers.inGroup", { question, group }) : question)}
          </dd>
        </div>
      );
    });

  return (
    <div className="app-answers">
      {orderedSections(definitions).map((section) => {
        const shown = (fields: FieldDefinition[]) => fields.filter((field) => isShown(field, values, byKey));
        const own = shown(section.fields);
        const groups = section.sub_sections.map((sub) => ({ ...sub, questions: shown(sub.fields) })).filter((sub) => sub.questions.length > 0);
        return (
          <section key={section.name} className="app-answers__section" aria-labelledby={`answers-${section.name}`}>
            <Heading id={`answers-${section.name}`}>{sectionTitle(t, section.name, section.title)}</Heading>
            {own.length ? <dl className="app-answers__list">{rows(own)}</dl> : null}
            {groups.map((sub) => {
              const title = subSectionTitle(t, sub.name, sub.title);
              return (
                <section key={sub.name} className="app-answers__group" aria-labelledby={`answers-${section.name}-${sub.name}`}>
                  <GroupHeading id={`answers-${section.name}-${sub.name}`}>{title}</GroupHeading>
                  <dl className="app-answers__list">{rows(sub.questions, title)}</dl>
                </section>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
