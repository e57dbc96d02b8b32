import { allFields, fieldIndex, isShown } from "~/domain/applications/conditions";
import { prefillValues } from "~/domain/applications/prefill";
import type { ApplicationSection, CompanyInfo, Definitions, FieldDefinition, FormValues } from "~/domain/applications/types";
import { sectionResponses } from "~/domain/applications/values";

/** Answers a seeded applicant gives where the company information says nothing. */
const ANSWERS: FormValues = {
  has_achilles: "true",
  achilles_id: "UVDB-204311",
  asset_relationship: "owners",
  trading_name_different: "false",
  part_of_group: "false",
  contract_entity: "true",
  has_employer_insurance: "true",
  has_public_insurance: "true",
  has_professional_insurance: "true",
  employer_liability: "yes",
  public_liability: "yes",
  indemnity: "yes",
  employer_insurance_cover: "10000000",
  public_insurance_cover: "10000000",
  professional_insurance_cover: "2000000",
  insurance_details: "22000000",
  winter_capacity_mw: "4.5",
};

function answerFor(field: FieldDefinition, company: CompanyInfo): string {
  if (ANSWERS[field.key] !== undefined) return ANSWERS[field.key];
  switch (field.kind) {
    case "boolean":
      return "false";
    case "confirmation":
      return "true";
    case "choice":
      return field.choices?.[0] ?? "";
    case "textarea":
      return field.required ? `${company.registered_name} owns and operates its batteries and flexible demand sites directly.` : "";
    case "email":
      return company.contact_email;
    default:
      return "";
  }
}

/** A complete set of answers for a seeded application; `changes` stands in for what an applicant typed differently. */
export function seedAnswers(definitions: Definitions, company: CompanyInfo, files: Record<string, string>, changes: FormValues = {}): ApplicationSection[] {
  const prefill = prefillValues(definitions, company, null);
  const values: FormValues = {};
  for (const field of allFields(definitions)) {
    values[field.key] = changes[field.key] ?? (field.file ? files[field.key] ?? "" : prefill[field.key] || answerFor(field, company));
  }
  const byKey = fieldIndex(definitions);
  for (const field of allFields(definitions)) if (!isShown(field, values, byKey)) values[field.key] = "";
  return definitions.sections.map((section) => ({ name: section.name, number: section.number, responses: sectionResponses(section, values), submitted: true, updated: null }));
}
