import { describe, expect, it } from "vitest";
import { EXPIRY_WARNING_DAYS, expiringDocuments } from "~/domain/applications/expiry";
import type { Definitions, FieldDefinition } from "~/domain/applications/types";
import { answerProblem } from "~/domain/applications/validate";

const field = (key: string, kind: FieldDefinition["kind"], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key, question: key, kind, required: true, file: kind === "file", ...extra });

const definitions: Definitions = {
  form: "organisation",
  sections: [
    {
      number: 1,
      name: "insurance",
      title: "Insurance",
      fields: [],
      sub_sections: [
        {
          name: "employer",
          title: "Employer",
          fields: [
            field("has_employer_insurance", "boolean"),
            { ...field("employer_insurance_docs", "file"), question: "Employer's liability insurance certificate", conditional_on: "has_employer_insurance" },
            field("employer_insurance_expiry", "date", { conditional_on: "has_employer_insurance", expiry_of: "employer_insurance_docs" }),
          ],
        },
        {
          name: "public",
          title: "Public",
          fields: [
            field("has_public_insurance", "boolean"),
            { ...field("public_insurance_docs", "file"), question: "Public liability insurance certificate", conditional_on: "has_public_insurance" },
            field("public_insurance_expiry", "date", { conditional_on: "has_public_insurance", expiry_of: "public_insurance_docs" }),
          ],
        },
      ],
    } as unknown as Definitions["sections"][number],
  ],
};

describe("documents that expire", () => {
  it("APP-02 MGMT-03 a certificate expiring within 30 days is named with the days left; one further away is not; an expired one has negative days", () => {
    const values = { has_employer_insurance: "true", employer_insurance_expiry: "2027-01-20", has_public_insurance: "true", public_insurance_expiry: "2027-03-01" };
    // 2026-12-21 → 2027-01-20 is 30 days: warned. 2027-03-01 is 70 days away: not yet.
    expect(expiringDocuments(definitions, values, "2026-12-21")).toEqual([
      { key: "employer_insurance_docs", question: "Employer's liability insurance certificate", expires: "2027-01-20", daysLeft: 30 },
    ]);
    expect(expiringDocuments(definitions, values, "2026-12-20")).toEqual([]);
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    // After both dates, soonest (most overdue) first.
    expect(expiringDocuments(definitions, values, "2027-03-02").map((row) => [row.key, row.daysLeft])).toEqual([
      ["employer_insurance_docs", -41],
      ["public_insurance_docs", -1],
    ]);
  });

  it("APP-02 MGMT-03 a date hidden by its condition (no insurance held) or not given is no risk", () => {
    expect(expiringDocuments(definitions, { has_employer_insurance: "false", employer_insurance_expiry: "2027-01-01" }, "2027-01-01")).toEqual([]);
    expect(expiringDocuments(definitions, { has_employer_insurance: "true", employer_insurance_expiry: "" }, "2027-01-01")).toEqual([]);
  });

  it("APP-02 across a clock change and a leap day the days are calendar days", () => {
    const values = { has_employer_insurance: "true", employer_insurance_expiry: "2028-03-01" };
    expect(expiringDocuments(definitions, values, "2028-02-28")[0].daysLeft).toBe(2);
    expect(expiringDocuments(definitions, { ...values, employer_insurance_expiry: "2027-03-29" }, "2027-03-27")[0].daysLeft).toBe(2);
  });

  it("APP-03 a date answer must be a real day written YYYY-MM-DD", () => {
    const date = field("employer_insurance_expiry", "date");
    expect(answerProblem(date, "2027-02-28")).toBeNull();
    expect(answerProblem(date, "2027-02-30")).toBe("Date has wrong format. Use one of these formats instead: YYYY-MM-DD.");
    expect(answerProblem(date, "28/02/2027")).toBe("Date has wrong format. Use one of these formats instead: YYYY-MM-DD.");
  });
});
