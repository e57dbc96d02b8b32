import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { formatAnswer } from "~/domain/applications/answers";
import { fieldIndex, isShown } from "~/domain/applications/conditions";
import { orderedSections } from "~/domain/applications/steps";
import type { ApplicationSection, Definitions } from "~/domain/applications/types";
import { applicationValues } from "~/domain/applications/values";
import { useDates } from "./dates";
import { choiceText, questionText, sectionTitle } from "./labels";

/** A country code as its name in the reader's language (the browser and Node know them: nothing to download). */
function regionName(locale: string, code: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code);
  } catch {
    return undefined;
  }
}

type Props = {
  definitions: Definitions;
  sections: readonly ApplicationSection[];
  /** Questions whose answer changed since the previous submission. */
  changed?: ReadonlySet<string>;
  /** A download control for a file answer (its attachment key). */
  file?: (key: string) => ReactNode;
  /** Controls beside each answer (the operator's "ask about this"). */
  extra?: (key: string, question: string) => ReactNode;
  headingLevel?: 2 | 3;
};

/**
 * APP-06 APP-07: an application's steps as question/answer pairs, only the questions its
 * answers show: true Yes, false No, nothing a dash, GBP amounts as currency, files as
 * download buttons.
 */
export function ApplicationAnswers({ definitions, sections, changed, file, extra, headingLevel = 2 }: Props) {
  const { t } = useTranslation(["applications", "ui"]);
  const { locale } = useDates();
  const values = applicationValues(sections);
  const byKey = fieldIndex(definitions);
  const answers = new Map(sections.flatMap((section) => section.responses).map((response) => [response.key, response]));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const labels = { yes: t("ui:toggle.yes"), no: t("ui:toggle.no"), locale, choice: (value: string) => choiceText(t, value) };
  const countryLabels = { ...labels, choice: (value: string) => regionName(locale, value) };
  return (
    <div className="app-answers">
      {orderedSections(definitions).map((section) => {
        const questions = [...section.fields, ...section.sub_sections.flatMap((sub) => sub.fields)].filter((field) => isShown(field, values, byKey));
        return (
          <section key={section.name} className="app-answers__section" aria-labelledby={`answers-${section.name}`}>
            <Heading id={`answers-${section.name}`}>{sectionTitle(t, section.name, section.title)}</Heading>
            <dl className="app-answers__list">
              {questions.map((field) => {
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
                      {field.file && typeof response === "string" && response && file ? file(response) : formatAnswer(field.question, field.file ? null : response, field.kind === "country" ? countryLabels : labels)}
                      {extra?.(field.key, question)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
