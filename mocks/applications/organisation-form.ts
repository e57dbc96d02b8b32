import { LEGAL_RELATIONSHIPS, ORGANISATION_LIMITS as LIMIT, ORGANISATION_TYPES } from "~/domain/applications/limits";
import type { Definitions, FieldDefinition } from "~/domain/applications/types";
import { COUNTRY_CODES } from "./countries";
import { details, field, optionalText, text, yesNo } from "./fields";

/** Each status question, with the key the company-qualification form asks it under when that differs (see carry_over_from). */
const STATUS_QUESTIONS: [string, string, string?][] = [
  ["in_receivership", "Is the organisation in receivership?"],
  ["in_administration", "Is the organisation in administration?"],
  ["in_liquidation", "Is the organisation in liquidation?"],
  ["in_debt", "Does the organisation have debts it cannot pay as they fall due?"],
  ["in_winding_up", "Is the organisation being wound up?", "is_winding_up"],
  ["is_bankrupt", "Is the organisation, or any of its directors, bankrupt?"],
  ["has_convictions", "Has the organisation or any director been convicted of a relevant offence?"],
  ["has_terminated_contracts", "Has a contract with the organisation been terminated early in the last three years?"],
];

/** Held: its cover (GBP) and documents; not held: the reason (001 §5). */
function insurance(kind: string, name: string): FieldDefinition[] {
  return [
    yesNo(`has_${kind}_insurance`, `Do you hold ${name} insurance?`),
    field(`${kind}_insurance_cover`, `${name[0].toUpperCase()}${name.slice(1)} insurance cover (GBP)`, "currency", { conditional_on: `has_${kind}_insurance` }),
    field(`${kind}_insurance_docs`, `${name[0].toUpperCase()}${name.slice(1)} insurance certificate`, "file", { conditional_on: `has_${kind}_insurance` }),
    // A certificate runs out: its expiry date is asked so the provider can be warned before its standing is at risk.
    field(`${kind}_insurance_expiry`, `${name[0].toUpperCase()}${name.slice(1)} insurance certificate expiry date`, "date", {
      conditional_on: `has_${kind}_insurance`,
      expiry_of: `${kind}_insurance_docs`,
      carry_over: false,
    }),
    field(`no_${kind}_insurance`, `Why do you not hold ${name} insurance?`, "textarea", { reverse_conditional_on: `has_${kind}_insurance` }),
  ];
}

/** The organisation application form (001 §3): profile, status, auditing, declare. */
export function organisationForm(): Definitions {
  return {
    form: "organisation",
    sections: [
      {
        number: 1,
        name: "profile",
        title: "Organisation profile",
        fields: [field("org_introduction", "Introduce your organisation", "textarea"), field("org_website", "Website", "url", { max_length: LIMIT.org_website, required: false, prefill: "website" })],
        sub_sections: [
          {
            name: "registration",
            title: "Registration",
            fields: [
              text("registered_name", "Registered name", LIMIT.registered_name, { prefill: "registered_name" }),
              optionalText("prev_registered_name", "Previous registered name", LIMIT.prev_registered_name, { carry_over_from: ["previous_registered_name"] }),
              text("registered_address_1", "Registered address line 1", LIMIT.registered_address_1, { prefill: "registered_address_1" }),
              optionalText("registered_address_2", "Registered address line 2", LIMIT.registered_address_2, { prefill: "registered_address_2" }),
              optionalText("registered_address_3", "Town or city", LIMIT.registered_address_3, { prefill: "registered_address_3" }),
              text("registered_postcode", "Postcode", LIMIT.registered_postcode, { prefill: "registered_postcode" }),
              field("org_type", "Organisation type", "choice", { choices: ORGANISATION_TYPES, prefill: "organisation_type", carry_over_from: ["organisation_type"] }),
              text("registered_number", "Registration number", LIMIT.registered_number, { prefill: "registered_number" }),
              field("registration_country", "Country of registration", "country", { choices: COUNTRY_CODES, default: "GB", prefill: "registration_country" }),
              field("registration_year", "Year of registration", "year", { max_length: LIMIT.registration_year, prefill: "registered_year", carry_over_from: ["registered_year"] }),
              optionalText("vat_number", "VAT number", LIMIT.vat_number, { prefill: "vat_number" }),
            ],
          },
          {
            name: "trading",
            title: "Trading name",
            fields: [
              yesNo("trading_name_different", "Does the organisation trade under a different name?"),
              text("trading_name", "Trading name", LIMIT.trading_name, { conditional_on: "trading_name_different" }),
              optionalText("previous_trading_name", "Previous trading name", LIMIT.previous_trading_name, { conditional_on: "trading_name_different" }),
              text("trading_address_1", "Trading address line 1", LIMIT.trading_address_1, { conditional_on: "trading_name_different" }),
              optionalText("trading_address_2", "Trading address line 2", LIMIT.trading_address_2, { conditional_on: "trading_name_different" }),
              optionalText("trading_address_3", "Town or city", LIMIT.trading_address_3, { conditional_on: "trading_name_different" }),
              text("trading_postcode", "Trading postcode", LIMIT.trading_postcode, { conditional_on: "trading_name_different" }),
            ],
          },
          {
            name: "group",
            title: "Group",
            fields: [
              yesNo("part_of_group", "Is the organisation part of a group?"),
              text("parent_org", "Parent organisation", LIMIT.parent_org, { conditional_on: "part_of_group" }),
              optionalText("ultimate_parent_org", "Ultimate parent organisation", LIMIT.ultimate_parent_org, { conditional_on: "part_of_group" }),
            ],
          },
          {
            name: "assets",
            title: "Assets",
            fields: [
              field("asset_relationship", "What is your legal relationship to the assets you will offer?", "choice", { choices: LEGAL_RELATIONSHIPS }),
              field("ownership_structure", "Describe how the assets are owned and operated", "textarea"),
            ],
          },
        ],
      },
      {
        number: 2,
        name: "status",
        title: "Organisation status",
        fields: STATUS_QUESTIONS.flatMap(([key, question, companyKey]) => [
          yesNo(key, question, { carry_over_from: companyKey ? [companyKey] : null }),
          details(`${key}_details`, "Give details", key),
        ]),
        sub_sections: [],
      },
      {
        number: 3,
        name: "auditing",
        title: "Auditing and insurance",
        fields: [field("audit", "Latest audited accounts or audit report", "file")],
        sub_sections: [
          { name: "employer", title: "Employer's liability insurance", fields: insurance("employer", "employer's liability") },
          { name: "public", title: "Public liability insurance", fields: insurance("public", "public liability") },
          { name: "professional", title: "Professional indemnity insurance", fields: insurance("professional", "professional indemnity") },
          {
            name: "claims",
            title: "Claims",
            fields: [
              yesNo("has_claims", "Are there any outstanding claims against the organisation?", { carry_over_from: ["has_outstanding_claims"] }),
              details("claims_details", "Give details of the claims", "has_claims"),
              field("legal_statement", "Statement on any legal proceedings", "textarea", { required: false }),
            ],
          },
        ],
      },
      {
        number: 4,
        name: "declare",
        title: "Declaration",
        fields: [
          text("contact_name", "Contact name", 80, { prefill: "contact_name" }),
          field("contact_email", "Contact email", "email", { max_length: 254, prefill: "contact_email" }),
          field("contact_number", "Contact telephone number", "tel", { max_length: 20, prefill: "contact_number" }),
          field("additional_docs", "Additional documents", "file", { required: false }),
          yesNo("contract_entity", "Will this organisation be the contracting entity?"),
          field("contract_entity_details", "Which organisation will contract, and how is it related to yours?", "textarea", { reverse_conditional_on: "contract_entity" }),
          field("declaration", "I declare that the information given is true and complete", "confirmation", { carry_over: false }),
        ],
        sub_sections: [],
      },
    ],
  };
}
