import { describe, expect, it } from "vitest";
import { formatAnswer } from "~/domain/applications/answers";
import { changedAnswers } from "~/domain/applications/changes";
import { fieldIndex, isShown, visibleFields } from "~/domain/applications/conditions";
import { COMPANY_LIMITS } from "~/domain/applications/limits";
import { prefillValues } from "~/domain/applications/prefill";
import { applicationState, canEdit, isSubmitted, outcomeStatus, type ApplicationRecordSummary } from "~/domain/applications/status";
import { neighbours, stepFlags } from "~/domain/applications/steps";
import type { ApplicationSection, Definitions } from "~/domain/applications/types";
import { answerProblem, blankErrors, stepErrors } from "~/domain/applications/validate";
import { sectionResponses } from "~/domain/applications/values";
import { companyQualificationForm } from "~mocks/applications/company-form";
import { organisationForm } from "~mocks/applications/organisation-form";

const company = companyQualificationForm();
const byKey = fieldIndex(company);
const section = (name: string, definitions: Definitions = company) => definitions.sections.find((candidate) => candidate.name === name)!;
const field = (key: string, definitions: Definitions = company) => fieldIndex(definitions).get(key)!;
const BLANK = ["This field may not be blank."];

/** A saved step answering its questions with the given values. */
const saved = (name: string, values: Record<string, string>, submitted = true): ApplicationSection => ({
  name,
  number: section(name).number,
  responses: sectionResponses(section(name), values),
  submitted,
});

describe("the steps of the company-qualification application", () => {
  it("APP-01 five steps in order, each knowing its previous and next", () => {
    expect(company.sections.map((candidate) => candidate.name)).toEqual(["contracting", "assets", "audit", "legal", "submit"]);
    expect(neighbours(company, "contracting")).toMatchObject({ previous: undefined, next: { name: "assets" }, index: 0, count: 5 });
    expect(neighbours(company, "audit")).toMatchObject({ previous: { name: "assets" }, next: { name: "legal" }, index: 2 });
    expect(neighbours(company, "submit")).toMatchObject({ previous: { name: "legal" }, next: undefined, index: 4 });
  });

  it("APP-01 the length limits of 001 §5 refuse one character too many and accept the limit", () => {
    for (const [key, limit] of [["trading_name", COMPANY_LIMITS.trading_name], ["achilles_id", COMPANY_LIMITS.achilles_id], ["company_website", COMPANY_LIMITS.company_website]] as const) {
      const exact = key === "company_website" ? `https://${"a".repeat(limit - 12)}.com` : "a".repeat(limit);
      expect(answerProblem(field(key), exact)).toBeNull();
      expect(answerProblem(field(key), `${exact}x`)).toBe(`Ensure this field has no more than ${limit} characters.`);
    }
    expect(answerProblem(field("registered_year"), "16")).toBe("Enter a valid year.");
    expect(answerProblem(field("organisation_type"), "company")).toBe('"company" is not a valid choice.');
    expect(answerProblem(field("employer_liability"), "na")).toBeNull();
  });

  it("APP-02 the organisation form has four steps, a GB default country, and its conditional fields", () => {
    const organisation = organisationForm();
    expect(organisation.sections.map((candidate) => candidate.name)).toEqual(["profile", "status", "auditing", "declare"]);
    expect(field("registration_country", organisation).default).toBe("GB");
    const index = fieldIndex(organisation);
    expect(isShown(index.get("trading_name")!, { trading_name_different: "true" }, index)).toBe(true);
    expect(isShown(index.get("trading_name")!, { trading_name_different: "false" }, index)).toBe(false);
    expect(index.get("audit")).toMatchObject({ file: true, required: true });
    expect(index.get("declaration")).toMatchObject({ kind: "confirmation", required: true });
  });
});

describe("conditional questions and blank answers", () => {
  it("APP-03 a conditional question shows only when its controller is true, a reverse one only when it is false", () => {
    const audit = section("audit");
    const shown = (values: Record<string, string>) => visibleFields(audit, values, byKey).map((candidate) => candidate.key);
    expect(shown({ has_achilles: "true" })).toEqual(["has_achilles", "achilles_id", "audit_report"]);
    expect(shown({ has_achilles: "false" })).toEqual(["has_achilles", "audit_details", "audit_report"]);
    expect(shown({})).toEqual(["has_achilles", "audit_report"]);
  });

  it("APP-03 'This field may not be blank.' for a required shown empty answer, only once the step is marked; false counts as filled", () => {
    const audit = section("audit");
    expect(stepErrors(audit, { has_achilles: "" }, byKey, false)).toEqual({});
    expect(stepErrors(audit, { has_achilles: "" }, byKey, true)).toEqual({ has_achilles: BLANK });
    expect(blankErrors(audit, { has_achilles: "false", audit_details: " " }, byKey)).toEqual({ audit_details: BLANK });
    expect(blankErrors(audit, { has_achilles: "false", audit_details: "Audited in March." }, byKey)).toEqual({});
    expect(blankErrors(section("legal"), { in_receivership: "false" }, byKey)).not.toHaveProperty("in_receivership");
    expect(stepErrors(audit, { has_achilles: "true", achilles_id: "x".repeat(21) }, byKey, false)).toEqual({ achilles_id: ["Ensure this field has no more than 20 characters."] });
  });
});

describe("prefill and carry-over", () => {
  const info = { name: "Brightside Energy Storage", registered_name: "Brightside Energy Storage Ltd", registration_country: "" };

  it("APP-04 a new application starts from the company information, then the question's default", () => {
    const values = prefillValues(company, info, null);
    expect(values.trading_name).toBe("Brightside Energy Storage");
    expect(values.registered_name).toBe("Brightside Energy Storage Ltd");
    expect(values.registration_country).toBe("GB");
    expect(values.parent_company).toBe("");
  });

  it("APP-04 an earlier submission's non-file answers carry over; files and declarations do not", () => {
    const earlier: ApplicationSection[] = [
      { name: "contracting", number: 1, submitted: true, responses: [{ key: "trading_name", question: "Trading name", response: "Brightside", is_file: false }] },
      { name: "audit", number: 3, submitted: true, responses: [{ key: "has_achilles", question: "", response: false, is_file: false }, { key: "audit_report", question: "", response: "dps/101/1/a.pdf", is_file: true }] },
      { name: "submit", number: 5, submitted: true, responses: [{ key: "contract_confirmation", question: "", response: true, is_file: false }] },
    ];
    const values = prefillValues(company, info, earlier);
    expect(values.trading_name).toBe("Brightside");
    expect(values.has_achilles).toBe("false");
    expect(values.audit_report).toBe("");
    expect(values.contract_confirmation).toBe("");
  });

  it("APP-04 an answer carries over to the same question asked under another key, and each question takes its newest answer", () => {
    const organisation = organisationForm();
    const answer = (key: string, response: string | boolean): ApplicationSection["responses"][number] => ({ key, question: "", response, is_file: false });
    // Newest first: a company-qualification submission, then an older one on the organisation form.
    const earlier: ApplicationSection[] = [
      { name: "legal", number: 4, submitted: true, responses: [answer("in_receivership", false), answer("is_winding_up", false), answer("has_outstanding_claims", true)] },
      { name: "profile", number: 1, submitted: true, responses: [answer("org_introduction", "We run batteries in Leeds."), answer("registration_year", "2016")] },
      { name: "status", number: 2, submitted: true, responses: [answer("in_receivership", true), answer("in_winding_up", true)] },
      { name: "auditing", number: 3, submitted: true, responses: [answer("has_claims", false)] },
    ];
    const values = prefillValues(organisation, info, earlier);
    expect(values.in_winding_up).toBe("false");
    expect(values.in_receivership).toBe("false");
    expect(values.has_claims).toBe("true");
    expect(values.org_introduction).toBe("We run batteries in Leeds.");
    expect(values.registration_year).toBe("2016");
    // The other way round, onto the company-qualification form.
    expect(prefillValues(company, info, earlier.slice(1))).toMatchObject({ is_winding_up: "true", registered_year: "2016", has_outstanding_claims: "false" });
  });
});

describe("submitted, outcomes and step flags", () => {
  const record = (fields: Partial<ApplicationRecordSummary>): ApplicationRecordSummary => ({ id: 1, flex_provider: 101, dps_record: 3, is_latest: true, is_submitted: true, outcome: null, created: "", ...fields });
  const approved = { is_approved: true, decision_made_by: "Tom Okafor", created: "" };
  const rejected = { is_approved: false, decision_made_by: "Tom Okafor", created: "", reason: "No cover." };

  it("APP-05 submitted while the same provider's latest record for the DPS record has no outcome", () => {
    expect(isSubmitted([record({})], 101, 3)).toBe(true);
    expect(isSubmitted([record({ flex_provider: 102 })], 101, 3)).toBe(false);
    expect(isSubmitted([record({ dps_record: 4 })], 101, 3)).toBe(false);
    expect(isSubmitted([record({ is_latest: false })], 101, 3)).toBe(false);
    expect(isSubmitted([record({ outcome: approved })], 101, 3)).toBe(false);
  });

  it("APP-05 outcome pending, approved or rejected; a rejected application can be changed again, an approved one not", () => {
    expect([outcomeStatus(null), outcomeStatus(approved), outcomeStatus(rejected)]).toEqual(["pending", "approved", "rejected"]);
    expect(applicationState([], 101, 3)).toBe("draft");
    expect(applicationState([record({ outcome: rejected })], 101, 3)).toBe("rejected");
    expect([canEdit("draft"), canEdit("rejected"), canEdit("approved"), canEdit("submitted"), canEdit("submitted", 1)]).toEqual([true, true, false, false, true]);
  });

  it("APP-05 a step is submitted once saved with 'Save and continue', confirmed when it also has no errors", () => {
    const flags = stepFlags(company, [saved("assets", { asset_relationship: "owners", ownership_structure: "Owned." }), saved("audit", { has_achilles: "true" }), saved("legal", {}, false)]);
    const byName = Object.fromEntries(flags.map((flag) => [flag.name, flag]));
    expect(byName.contracting).toMatchObject({ started: false, submitted: false, confirmed: false });
    expect(byName.assets).toMatchObject({ started: true, submitted: true, confirmed: true, problems: 0 });
    expect(byName.audit).toMatchObject({ submitted: true, confirmed: false, problems: 1 });
    expect(byName.legal).toMatchObject({ started: true, submitted: false, confirmed: false });
  });

  it("APP-07 the answers changed since the previous submission", () => {
    const before = [saved("assets", { asset_relationship: "owners", ownership_structure: "Owned." })];
    const after = [saved("assets", { asset_relationship: "operator", ownership_structure: "Owned." })];
    expect([...changedAnswers(after, before)]).toEqual(["asset_relationship"]);
    expect(changedAnswers(after, null).size).toBe(0);
  });
});

describe("answers display", () => {
  const labels = { yes: "Yes", no: "No", locale: "en-GB" };
  it("APP-06 true Yes, false No, missing or empty a dash, GBP numbers as currency", () => {
    expect(formatAnswer("Insured?", true, labels)).toBe("Yes");
    expect(formatAnswer("Insured?", false, labels)).toBe("No");
    expect(formatAnswer("Parent company", null, labels)).toBe("–");
    expect(formatAnswer("Parent company", "  ", labels)).toBe("–");
    expect(formatAnswer("Parent company", undefined, labels)).toBe("–");
    expect(formatAnswer("Total insurance cover held (GBP)", 5000000, labels)).toBe("£5,000,000.00");
    expect(formatAnswer("Total insurance cover held (GBP)", "1250.5", labels)).toBe("£1,250.50");
    expect(formatAnswer("Capacity (MW)", 4.5, labels)).toBe("4.5");
    expect(formatAnswer("Organisation type", "limited", { ...labels, choice: (value) => (value === "limited" ? "Private limited company" : undefined) })).toBe("Private limited company");
  });
});
