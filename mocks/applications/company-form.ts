import { ANSWERS, COMPANY_LIMITS as LIMIT, LEGAL_RELATIONSHIPS, ORGANISATION_TYPES } from "~/domain/applications/limits";
import type { Definitions, FieldDefinition } from "~/domain/applications/types";
import { COUNTRY_CODES } from "./countries";
import { details, field, optionalText, text, yesNo } from "./fields";

const legalQuestion = (key: string, question: string, options: Parameters<typeof yesNo>[2] = {}) => yesNo(key, question, options);

/**
 * The company-qualification application (001 §3): five steps, with the length limits of
 * 001 §5. `extra` adds an operator's own questions to a step, which the app draws like any other.
 * A question the organisation form asks in the same words under another key names that key in
 * `carry_over_from`, so an answer given on either form carries over to the other.
 */
export function companyQualificationForm(extra: Partial<Record<string, FieldDefinition[]>> = {}): Definitions {
  const sections: Definitions["sections"] = [
    {
      number: 1,
      name: "contracting",
      title: "Contracting organisation",
      fields: [],
      sub_sections: [
        {
          name: "identity",
          title: "Names and registration",
          fields: [
            text("trading_name", "Trading name", LIMIT.trading_name, { prefill: "name" }),
            optionalText("previous_trading_name", "Previous trading name", LIMIT.previous_trading_name),
            text("registered_name", "Registered name", LIMIT.registered_name, { prefill: "registered_name" }),
            optionalText("previous_registered_name", "Previous registered name", LIMIT.previous_registered_name, { carry_over_from: ["prev_registered_name"] }),
            field("organisation_type", "Organisation type", "choice", { choices: ORGANISATION_TYPES, prefill: "organisation_type", carry_over_from: ["org_type"] }),
            text("registered_number", "Company registration number", LIMIT.registered_number, { prefill: "registered_number" }),
            optionalText("vat_number", "VAT number", LIMIT.vat_number, { prefill: "vat_number" }),
            field("registration_country", "Country of registration", "country", { choices: COUNTRY_CODES, default: "GB", prefill: "registration_country" }),
            field("registered_year", "Year of registration", "year", { max_length: LIMIT.registered_year, prefill: "registered_year", carry_over_from: ["registration_year"] }),
            field("company_website", "Company website", "url", { max_length: LIMIT.company_website, required: false, prefill: "website" }),
          ],
        },
        {
          name: "group",
          title: "Group",
          fields: [
            optionalText("parent_company", "Parent company", LIMIT.parent_company),
            optionalText("ultimate_parent_company", "Ultimate parent company", LIMIT.ultimate_parent_company),
          ],
        },
        {
          name: "registered_address",
          title: "Registered address",
          fields: [
            text("registered_address_1", "Address line 1", LIMIT.registered_address_1, { prefill: "registered_address_1" }),
            optionalText("registered_address_2", "Address line 2", LIMIT.registered_address_2, { prefill: "registered_address_2" }),
            optionalText("registered_address_3", "Town or city", LIMIT.registered_address_3, { prefill: "registered_address_3" }),
            text("registered_postcode", "Postcode", LIMIT.registered_postcode, { prefill: "registered_postcode" }),
          ],
        },
        {
          name: "trading_address",
          title: "Trading address, if different",
          fields: [
            optionalText("trading_address_1", "Address line 1", LIMIT.trading_address_1),
            optionalText("trading_address_2", "Address line 2", LIMIT.trading_address_2),
            optionalText("trading_address_3", "Town or city", LIMIT.trading_address_3),
            optionalText("trading_postcode", "Postcode", LIMIT.trading_postcode),
          ],
        },
      ],
    },
    {
      number: 2,
      name: "assets",
      title: "Asset ownership",
      fields: [
        field("asset_relationship", "What is your legal relationship to the assets you will offer?", "choice", { choices: LEGAL_RELATIONSHIPS, max_length: LIMIT.asset_relationship }),
        field("ownership_structure", "Describe how the assets are owned and operated", "textarea"),
      ],
      sub_sections: [],
    },
    {
      number: 3,
      name: "audit",
      title: "Audit details",
      fields: [
        yesNo("has_achilles", "Are you registered with Achilles UVDB?"),
        field("achilles_id", "Achilles UVDB supplier number", "text", { max_length: LIMIT.achilles_id, conditional_on: "has_achilles" }),
        field("audit_details", "Describe your most recent independent audit", "textarea", { reverse_conditional_on: "has_achilles" }),
        field("audit_report", "Latest audit report", "file", { required: false }),
      ],
      sub_sections: [],
    },
    {
      number: 4,
      name: "legal",
      title: "Organisation questions",
      fields: [],
      sub_sections: [
        {
          name: "standing",
          title: "Financial standing",
          fields: [
            legalQuestion("in_receivership", "Is the organisation in receivership?"),
            legalQuestion("in_administration", "Is the organisation in administration?"),
            legalQuestion("in_liquidation", "Is the organisation in liquidation?"),
            legalQuestion("in_debt", "Does the organisation have debts it cannot pay as they fall due?"),
            legalQuestion("is_winding_up", "Is the organisation being wound up?", { carry_over_from: ["in_winding_up"] }),
            legalQuestion("is_bankrupt", "Is the organisation, or any of its directors, bankrupt?"),
          ],
        },
        {
          name: "conduct",
          title: "Conduct",
          fields: [
            legalQuestion("has_convictions", "Has the organisation or any director been convicted of a relevant offence?"),
            legalQuestion("has_terminated_contracts", "Has a contract with the organisation been terminated early in the last three years?"),
          ],
        },
        {
          name: "insurance",
          title: "Insurance",
          fields: [
            field("employer_liability", "Do you hold employer's liability insurance of at least £5 million?", "choice", { choices: ANSWERS }),
            field("public_liability", "Do you hold public liability insurance of at least £5 million?", "choice", { choices: ANSWERS }),
            field("indemnity", "Do you hold professional indemnity insurance?", "choice", { choices: ANSWERS }),
            field("insurance_details", "Total insurance cover held (GBP)", "currency"),
          ],
        },
        {
          name: "claims",
          title: "Claims and litigation",
          fields: [
            yesNo("has_outstanding_claims", "Are there any outstanding claims against the organisation?", { carry_over_from: ["has_claims"] }),
            details("outstanding_claim_details", "Give details of the outstanding claims", "has_outstanding_claims"),
            field("litigations", "Describe any litigation in the last three years", "textarea", { required: false }),
          ],
        },
      ],
    },
    {
      number: 5,
      name: "submit",
      title: "Submit application",
      fields: [
        field("contract_confirmation", "I confirm that the contracting organisation will sign the purchasing system's terms if admitted", "confirmation", { carry_over: false }),
      ],
      sub_sections: [],
    },
  ];
  for (const section of sections) section.fields.push(...(extra[section.name] ?? []));
  return { form: "company_qualification", sections };
}
