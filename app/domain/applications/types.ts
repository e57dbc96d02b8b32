/**
 * The shapes of a dynamic purchasing system (DPS) record's form definition and of an
 * application's answers (001 §3). Shared by the app and the sandbox: the form a provider
 * fills is drawn from the definition, so a new question needs no code change.
 */
export type FieldKind =
  | "text"
  | "textarea"
  | "email"
  | "url"
  | "tel"
  | "number"
  | "currency"
  | "year"
  | "boolean"
  | "choice"
  | "country"
  | "confirmation"
  | "date"
  | "file";

export type FieldDefinition = {
  key: string;
  question: string;
  kind: FieldKind;
  required: boolean;
  /** Shown only while this boolean (or yes/no) answer is true. */
  conditional_on?: string | null;
  /** Shown only while this answer is false. */
  reverse_conditional_on?: string | null;
  /** The answer is an uploaded file's attachment key. */
  file: boolean;
  max_length?: number | null;
  choices?: readonly string[] | null;
  /** Currency of a currency answer (GBP). */
  currency?: string | null;
  help_text?: string | null;
  /** Value a new application starts with. */
  default?: string | null;
  /** Company information this question starts from in a new application. */
  prefill?: string | null;
  /** Whether an earlier submission's answer is carried into a new application (non-file answers only). */
  carry_over?: boolean;
  /** The keys under which other purchasing systems' forms ask this same question: their earlier answers carry over to it too. */
  carry_over_from?: readonly string[] | null;
  /** A date answer that is when the document uploaded for this (file) question expires. */
  expiry_of?: string | null;
};

export type SubSection = { name: string; title: string; fields: FieldDefinition[] };

export type SectionDefinition = {
  number: number;
  /** The step's name, also its place in the route: contracting, assets, audit, legal, submit; profile, status, auditing, declare. */
  name: string;
  title: string;
  fields: FieldDefinition[];
  sub_sections: SubSection[];
};

export type FormKind = "company_qualification" | "organisation";

export type Definitions = { form: FormKind; sections: SectionDefinition[] };

/** An answer as the upstream stores it: booleans, numbers and text; a file answer is its attachment key. */
export type ResponseValue = string | number | boolean | null;

export type ApplicationResponse = { key: string; question: string; response: ResponseValue; is_file: boolean };

export type ApplicationSection = {
  name: string;
  number: number;
  responses: ApplicationResponse[];
  /** The step was saved with "Save and continue": its errors are shown from then on. */
  submitted?: boolean;
  updated?: string | null;
};

export type Outcome = { is_approved: boolean; decision_made_by: string; created: string; reason?: string | null };

/** Company information a new application is prefilled from (the flex provider record). */
export type CompanyInfo = {
  name: string;
  registered_name: string;
  registered_number: string;
  vat_number: string;
  website: string;
  organisation_type: string;
  registration_country: string;
  registered_year: string;
  registered_address_1: string;
  registered_address_2: string;
  registered_address_3: string;
  registered_postcode: string;
  contact_name: string;
  contact_email: string;
  contact_number: string;
};

export type CompanyInfoKey = keyof CompanyInfo;

/** Form values as text, the way a form posts them: "true"/"false" for yes/no, "" for nothing. */
export type FormValues = Record<string, string>;

export type FieldErrors = Record<string, string[]>;
