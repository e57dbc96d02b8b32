import type { TFunction } from "i18next";

/** A question in the user's language, or as the purchasing system words it when it is the operator's own. */
export const questionText = (t: TFunction, key: string, question: string) => t(`applications:questions.${key}`, { defaultValue: question });
export const choiceText = (t: TFunction, value: string) => t(`applications:choices.${value}`, { defaultValue: value });
export const sectionTitle = (t: TFunction, name: string, title: string) => t(`applications:sections.${name}`, { defaultValue: title });
export const subSectionTitle = (t: TFunction, name: string, title: string) => t(`applications:subSections.${name}`, { defaultValue: title });
