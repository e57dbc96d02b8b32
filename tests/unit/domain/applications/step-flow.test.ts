import { describe, expect, it } from "vitest";
import { fieldIndex } from "~/domain/applications/conditions";
import { afterSave, isStepIntent, marksForValidation, storableValues } from "~/domain/applications/step-flow";
import { postedValues } from "~/domain/applications/values";
import { companyQualificationForm } from "~mocks/applications/company-form";

const company = companyQualificationForm();
const byKey = fieldIndex(company);
const audit = company.sections.find((section) => section.name === "audit")!;
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe("the step reducer", () => {
  it("APP-03 'Save and continue' with a blank required answer stays on the step with the error; without it goes on", () => {
    const blank = afterSave({ section: audit, intent: "continue", values: { has_achilles: "true", achilles_id: "" }, byKey, problems: {} });
    expect(blank).toEqual({ kind: "stay", marked: true, errors: { achilles_id: ["This field may not be blank."] } });
    expect(afterSave({ section: audit, intent: "continue", values: { has_achilles: "true", achilles_id: "UVDB-1" }, byKey, problems: {} })).toEqual({ kind: "go", to: "next" });
  });

  it("APP-03 'Save and come back later' and the step links leave a half-filled step without blank errors; a too-long answer still stops them", () => {
    expect(afterSave({ section: audit, intent: "later", values: { has_achilles: "" }, byKey, problems: {} })).toEqual({ kind: "go", to: "later" });
    expect(afterSave({ section: audit, intent: "previous", values: {}, byKey, problems: {} })).toEqual({ kind: "go", to: "previous" });
    const long = { achilles_id: ["Ensure this field has no more than 20 characters."] };
    expect(afterSave({ section: audit, intent: "next", values: {}, byKey, problems: long })).toEqual({ kind: "stay", marked: false, errors: long });
    expect(afterSave({ section: audit, intent: "autosave", values: {}, byKey, problems: long })).toEqual({ kind: "autosaved", errors: long });
  });

  it("APP-03 only 'Save and continue' and submit mark a step for validation; unknown intents are refused", () => {
    expect(["continue", "submit", "later", "next", "previous", "autosave"].map((intent) => marksForValidation(intent as never))).toEqual([true, true, false, false, false, false]);
    expect(isStepIntent("continue")).toBe(true);
    expect(isStepIntent("delete")).toBe(false);
  });

  it("APP-03 a too-long answer keeps its saved value for storing while the good ones are stored", () => {
    const posted = { has_achilles: "true", achilles_id: "x".repeat(21), audit_details: "", audit_report: "" };
    const { values, problems } = storableValues(audit, posted, { achilles_id: "UVDB-1" });
    expect(values).toMatchObject({ has_achilles: "true", achilles_id: "UVDB-1" });
    expect(problems).toEqual({ achilles_id: ["Ensure this field has no more than 20 characters."] });
  });

  it("APP-03 a question the form did not show keeps its saved answer; an unticked shown box is blank", () => {
    const saved = { has_achilles: "false", achilles_id: "UVDB-1", audit_details: "Audited.", audit_report: "dps/101/1/a.pdf" };
    const values = postedValues(audit, form({ __shown: "has_achilles,audit_details,audit_report", has_achilles: "false", audit_details: "Audited again." }), saved);
    expect(values).toEqual({ has_achilles: "false", achilles_id: "UVDB-1", audit_details: "Audited again.", audit_report: "dps/101/1/a.pdf" });
  });
});
