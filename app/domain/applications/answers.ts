import type { ResponseValue } from "./types";
import { numberFormat } from "~/domain/intl-formats";

/** Shown for an answer that is missing or empty (001 §9). */
export const EMPTY_ANSWER = "–";

/** A question about an amount in pounds: it names GBP or £. */
export const isGbpQuestion = (question: string) => /\bGBP\b|£/.test(question);

const isNumeric = (value: ResponseValue) =>
  typeof value === "number" || (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()));

export type AnswerLabels = {
  yes: string;
  no: string;
  locale: string;
  /** The label of a choice value (organisation type, yes/no/n/a), or undefined to show it as it is. */
  choice?: (value: string) => string | undefined;
};

/**
 * APP-06: how an answer reads: true Yes, false No, missing or empty a dash, a number
 * answering a GBP question as an amount in pounds, anything else as text.
 */
export function formatAnswer(question: string, response: ResponseValue | undefined, labels: AnswerLabels): string {
  if (response === true) return labels.yes;
  if (response === false) return labels.no;
  if (response === null || response === undefined || (typeof response === "string" && response.trim() === "")) return EMPTY_ANSWER;
  if (isGbpQuestion(question) && isNumeric(response)) {
    return numberFormat(labels.locale, { style: "currency", currency: "GBP" }).format(Number(response));
  }
  const text = String(response);
  return labels.choice?.(text) ?? text;
}
