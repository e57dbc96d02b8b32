import { z } from "zod";

/** What the upstream sends about purchasing systems and applications (001 §3, §7). */
const fieldSchema = z.object({
  key: z.string(),
  question: z.string(),
  kind: z
    .enum(["text", "textarea", "email", "url", "tel", "number", "currency", "year", "boolean", "choice", "country", "confirmation", "date", "file"])
    .catch("text"),
  required: z.boolean().default(false),
  conditional_on: z.string().nullish(),
  reverse_conditional_on: z.string().nullish(),
  file: z.boolean().default(false),
  max_length: z.number().nullish(),
  choices: z.array(z.string()).nullish(),
  currency: z.string().nullish(),
  help_text: z.string().nullish(),
  default: z.string().nullish(),
  prefill: z.string().nullish(),
  carry_over: z.boolean().optional(),
  carry_over_from: z.array(z.string()).nullish(),
  expiry_of: z.string().nullish(),
});

const sectionDefinitionSchema = z.object({
  number: z.number(),
  name: z.string(),
  title: z.string().default(""),
  fields: z.array(fieldSchema).default([]),
  sub_sections: z.array(z.object({ name: z.string(), title: z.string().default(""), fields: z.array(fieldSchema).default([]) })).default([]),
});

export const dpsRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  reference: z.string().default(""),
  system_operator: z.number(),
  definitions: z.object({ form: z.enum(["company_qualification", "organisation"]).catch("company_qualification"), sections: z.array(sectionDefinitionSchema) }),
  help_texts: z.record(z.string()).default({}),
});

const responseValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const applicationSectionSchema = z.object({
  name: z.string(),
  number: z.number(),
  responses: z.array(z.object({ key: z.string(), question: z.string().default(""), response: responseValue.default(null), is_file: z.boolean().default(false) })),
  submitted: z.boolean().optional(),
  updated: z.string().nullish(),
});

export const outcomeSchema = z.object({
  is_approved: z.boolean(),
  decision_made_by: z.string().default(""),
  created: z.string(),
  reason: z.string().nullish(),
});

export const informationRequestSchema = z.object({ id: z.number(), key: z.string(), question: z.string(), message: z.string(), requested_by: z.string().default(""), created: z.string() });

export const attachmentSchema = z.object({ key: z.string(), question: z.string().default(""), description: z.string().default(""), filename: z.string().default("") });

export const applicationSchema = z.object({
  id: z.number(),
  flex_provider: z.number(),
  flex_provider_name: z.string().default(""),
  dps_record: z.number(),
  dps_record_name: z.string().default(""),
  system_operator: z.number().nullish(),
  is_latest: z.boolean(),
  is_submitted: z.boolean(),
  parent: z.number().nullish(),
  previous: z.number().nullish(),
  created: z.string(),
  updated: z.string().nullish(),
  submitted_by: z.string().nullish(),
  sections: z.array(applicationSectionSchema).default([]),
  outcome: outcomeSchema.nullish(),
  attachments: z.array(attachmentSchema).default([]),
  information_requests: z.array(informationRequestSchema).default([]),
  help_texts: z.record(z.string()).default({}),
});

export const applicationOutcomeSchema = outcomeSchema.extend({ application: z.number(), dps_record: z.number(), flex_provider: z.number() });

export const presignedSchema = z.object({ presigned_url: z.string().url(), filename: z.string() });

export const companyInfoSchema = z.object({
  id: z.number(),
  name: z.string().default(""),
  registered_name: z.string().default(""),
  registered_number: z.string().default(""),
  vat_number: z.string().default(""),
  website: z.string().default(""),
  organisation_type: z.string().default(""),
  registration_country: z.string().default(""),
  registered_year: z.string().default(""),
  registered_address_1: z.string().default(""),
  registered_address_2: z.string().default(""),
  registered_address_3: z.string().default(""),
  registered_postcode: z.string().default(""),
  contact_name: z.string().default(""),
  contact_email: z.string().default(""),
  contact_number: z.string().default(""),
});

export const operatorNameSchema = z.object({ id: z.number(), name: z.string() });

export type DpsRecord = z.infer<typeof dpsRecordSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type ApplicationOutcome = z.infer<typeof applicationOutcomeSchema>;
export type CompanyInfoRecord = z.infer<typeof companyInfoSchema>;
