import { allFields, sectionFields } from "./conditions";
import type { ApplicationSection, CompanyInfo, Definitions, FormValues, SectionDefinition } from "./types";
import { responseText, sectionValues } from "./values";

/**
 * APP-04: what a new application starts with. Earlier submissions' non-file answers are
 * carried over (except questions marked not to be, such as declarations), the newest answer
 * to each question first, also when another form asks it under another key (`carry_over_from`);
 * other questions start from the company information, then from their default.
 * `earlier` holds the earlier submissions' steps, the newest submission's first.
 */
export function prefillValues(definitions: Definitions, company: Partial<CompanyInfo> | null, earlier: readonly ApplicationSection[] | null): FormValues {
  // Each key's newest answer, with how new it is (0 the newest), to choose between a question's own key and the others it is asked under.
  const carried = new Map<string, { age: number; text: string }>();
  for (const section of earlier ?? []) {
    for (const response of section.responses) {
      if (!response.is_file && response.response !== null && response.response !== "" && !carried.has(response.key)) carried.set(response.key, { age: carried.size, text: responseText(response.response) });
    }
  }
  const values: FormValues = {};
  for (const field of allFields(definitions)) {
    const answers = [field.key, ...(field.carry_over_from ?? [])].flatMap((key) => carried.get(key) ?? []);
    const fromEarlier = !field.file && field.carry_over !== false ? answers.sort((a, b) => a.age - b.age)[0]?.text : undefined;
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
