import { TEXTAREA_LIMIT } from "~/domain/applications/limits";
import type { FieldDefinition, FieldKind } from "~/domain/applications/types";

type Options = Partial<Omit<FieldDefinition, "key" | "question" | "kind">>;

/** One question of a definition; `required` unless said otherwise. */
export function field(key: string, question: string, kind: FieldKind, options: Options = {}): FieldDefinition {
  return {
    key,
    question,
    kind,
    required: options.required ?? true,
    conditional_on: options.conditional_on ?? null,
    reverse_conditional_on: options.reverse_conditional_on ?? null,
    file: kind === "file",
    max_length: options.max_length ?? (kind === "textarea" ? TEXTAREA_LIMIT : null),
    choices: options.choices ?? null,
    currency: options.currency ?? (kind === "currency" ? "GBP" : null),
    help_text: options.help_text ?? null,
    default: options.default ?? null,
    prefill: options.prefill ?? null,
    carry_over: options.carry_over ?? true,
    carry_over_from: options.carry_over_from ?? null,
    expiry_of: options.expiry_of ?? null,
  };
}

export const text = (key: string, question: string, max: number, options: Options = {}) => field(key, question, "text", { max_length: max, ...options });
export const optionalText = (key: string, question: string, max: number, options: Options = {}) => text(key, question, max, { required: false, ...options });
export const yesNo = (key: string, question: string, options: Options = {}) => field(key, question, "boolean", options);
export const details = (key: string, question: string, on: string) => field(key, question, "textarea", { conditional_on: on });
