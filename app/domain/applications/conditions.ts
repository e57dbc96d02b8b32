import type { Definitions, FieldDefinition, FormValues, SectionDefinition } from "./types";

/** A controlling answer read as yes or no: true and "yes" are yes, false and "no" are no; anything else is unanswered. */
export function answerFlag(value: string | undefined): boolean | null {
  if (value === "true" || value === "yes") return true;
  if (value === "false" || value === "no") return false;
  return null;
}

/** Every question of a step, its own first and then its sub-sections', in order. */
export function sectionFields(section: SectionDefinition): FieldDefinition[] {
  return [...section.fields, ...section.sub_sections.flatMap((sub) => sub.fields)];
}

export function allFields(definitions: Definitions): FieldDefinition[] {
  return definitions.sections.flatMap(sectionFields);
}

/**
 * APP-03: a conditional question shows only while its controlling answer is true, a
 * reverse-conditional one only while it is false; a question whose controlling question
 * is itself hidden is hidden too.
 */
export function isShown(field: FieldDefinition, values: FormValues, byKey: ReadonlyMap<string, FieldDefinition>, seen = new Set<string>()): boolean {
  const controller = field.conditional_on ?? field.reverse_conditional_on;
  if (!controller) return true;
  if (seen.has(field.key)) return false;
  seen.add(field.key);
  const parent = byKey.get(controller);
  if (parent && !isShown(parent, values, byKey, seen)) return false;
  const flag = answerFlag(values[controller]);
  return field.conditional_on ? flag === true : flag === false;
}

export function fieldIndex(definitions: Definitions): Map<string, FieldDefinition> {
  return new Map(allFields(definitions).map((field) => [field.key, field]));
}

/** The questions of a step that show with these answers. */
export function visibleFields(section: SectionDefinition, values: FormValues, byKey: ReadonlyMap<string, FieldDefinition>): FieldDefinition[] {
  return sectionFields(section).filter((field) => isShown(field, values, byKey));
}
