import { allFields, sectionFields } from "./conditions";
import type { ApplicationSection, CompanyInfo, Definitions, FormValues, SectionDefinition } from "./types";
import { responseText, sectionValues } from "./values";

/**
 * APP-04: what a new application starts with. An earlier submission's non-file answers
 * are carried over (except questions marked not to be, such as declarations); other
 * questions start from the company information, then from their default.
 */
export function prefillValues(definitions: Definitions, company: Partial<CompanyInfo> | null, earlier: readonly ApplicationSection[] | null): FormValues {
  const carried = new Map<string, string>();
  for (const section of earlier ?? []) {
    for (const response of section.responses) {
      if (!response.is_file && response.response !== null && response.response !== "") carried.set(response.key, responseText(response.response));
    }
  }
  const values: FormValues = {};
  for (const field of allFields(definitions)) {
    const fromEarlier = !field.file && field.carry_over !== false ? carried.get(field.key) : undefined;
    const fromCompany = field.prefill ? (company as Record<string, string> | null)?.[field.prefill] : undefined;
    values[field.key] = fromEarlier ?? (fromCompany || undefined) ?? field.default ?? "";
  }
  return values;
}

/** A step's first values: what was saved once it has been saved, the prefill before that. */
export function initialStepValues(section: SectionDefinition, saved: ApplicationSection | undefined, prefill: FormValues): FormValues {
  const stored = saved ? sectionValues(saved) : null;
  return Object.fromEntries(sectionFields(section).map((field) => [field.key, stored ? stored[field.key] ?? "" : prefill[field.key] ?? ""]));
}

/** Every step's current values (saved or prefilled), for conditions that look across steps. */
export function applicationFormValues(definitions: Definitions, saved: readonly ApplicationSection[], prefill: FormValues): FormValues {
  return Object.assign(
    {},
    ...definitions.sections.map((section) => initialStepValues(section, saved.find((candidate) => candidate.number === section.number), prefill)),
  );
}
