import { describe, expect, it } from "vitest";
import { store } from "~mocks/store";
import { paths, recordPath } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { OPERATOR, OTHER_PROVIDER, PROVIDER, call } from "./bidding-fixtures";

useSandbox();

type Market = { id: number; name: string; dps_record: number | null; standing: { status: string; application: number | null } | null };

/** The seeded market the demo provider has not registered for, and its purchasing system. */
async function newMarket() {
  const markets = (await call(PROVIDER, "GET", paths.markets)).body as Market[];
  return markets.find((market) => market.standing?.status === "not_registered" && market.dps_record)!;
}

const section = (id: number, number: number) => recordPath(paths.dpsApplications, id, `sections/${number}`);
const response = (key: string, value: string | number | boolean | null, is_file = false) => ({ key, question: key, response: value, is_file });

/** A draft with every required answer of the company-qualification form. */
async function completeDraft(dpsRecord: number) {
  const draft = (await call(PROVIDER, "POST", paths.dpsApplications, { dps_record: dpsRecord })).body as { id: number };
  const steps: Record<number, ReturnType<typeof response>[]> = {
    1: [["trading_name", "Brightside"], ["registered_name", "Brightside Ltd"], ["organisation_type", "limited"], ["registered_number", "09876543"], ["registration_country", "GB"], ["registered_year", "2016"], ["registered_address_1", "4 Wellington Place"], ["registered_postcode", "LS1 4AP"]].map(([key, value]) => response(key, value)),
    2: [response("asset_relationship", "owners"), response("ownership_structure", "We own them."), response("winter_capacity_mw", 4.5)],
    3: [response("has_achilles", true), response("achilles_id", "UVDB-1")],
    4: [...["in_receivership", "in_administration", "in_liquidation", "in_debt", "is_winding_up", "is_bankrupt", "has_convictions", "has_terminated_contracts", "has_outstanding_claims"].map((key) => response(key, false)), response("employer_liability", "yes"), response("public_liability", "yes"), response("indemnity", "na"), response("insurance_details", 5000000)],
    5: [response("contract_confirmation", true)],
  };
  for (const [number, responses] of Object.entries(steps)) {
    const saved = await call(PROVIDER, "PUT", section(draft.id, Number(number)), { responses, submitted: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return draft.id;
}

describe("applications in the sandbox", () => {
  it("MGMT-03 MGMT-04 a market's standing follows the provider: registered interest, draft, submitted, approved", async () => {
    const market = await newMarket();
    expect((await call(PROVIDER, "POST", recordPath(paths.markets, market.id, "register_interest"), { contact_name: "", contact_email: "not-an-address" })).body).toEqual({
      contact_name: ["This field may not be blank."],
      contact_email: ["Enter a valid email address."],
    });
    expect((await call(PROVIDER, "POST", recordPath(paths.markets, market.id, "register_interest"), { contact_name: "Priya Shah", contact_email: "provider@example.com", message: "" })).status).toBe(201);
    const standing = async () => ((await call(PROVIDER, "GET", recordPath(paths.markets, market.id))).body as Market).standing?.status;
    expect(await standing()).toBe("interested");
    const draftId = await completeDraft(market.dps_record!);
    expect(await standing()).toBe("draft");
    const submission = (await call(PROVIDER, "POST", paths.dpsApplicationSubmissions(draftId))).body as { id: number; is_latest: boolean; is_submitted: boolean };
    expect(submission).toMatchObject({ is_latest: true, is_submitted: true });
    expect(await standing()).toBe("submitted");
    expect((await call(OPERATOR, "POST", paths.applicationOutcomes, { application: submission.id, is_approved: true })).status).toBe(201);
    expect(await standing()).toBe("approved");
  });

  it("MGMT-03 a provider without the view-competitions permission gets 403 on markets", async () => {
    store.users.find((user) => user.email === PROVIDER)!.permissions = ["view-manage-ui"];
    expect((await call(PROVIDER, "GET", paths.markets)).status).toBe(403);
  });

  it("APP-03 a step update is checked by its definition: lengths, types, choices and questions of other steps, DRF style", async () => {
    const market = await newMarket();
    const { id } = (await call(PROVIDER, "POST", paths.dpsApplications, { dps_record: market.dps_record })).body as { id: number };
    const refused = await call(PROVIDER, "PUT", section(id, 1), {
      responses: [response("trading_name", "x".repeat(81)), response("organisation_type", "company"), response("registered_year", true), response("achilles_id", "UVDB-1")],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      trading_name: ["Ensure this field has no more than 80 characters."],
      organisation_type: ['"company" is not a valid choice.'],
      registered_year: ["Not a valid string."],
      achilles_id: ["This question is not part of this step."],
    });
    expect((await call(PROVIDER, "PUT", section(id, 1), { responses: "all" })).body).toEqual({ responses: ['Expected a list of items but got type "string".'] });
  });

  it("APP-05 submitting checks the whole application; the newest submission is the latest; a second draft is refused", async () => {
    const market = await newMarket();
    const { id } = (await call(PROVIDER, "POST", paths.dpsApplications, { dps_record: market.dps_record })).body as { id: number };
    expect((await call(PROVIDER, "POST", paths.dpsApplications, { dps_record: market.dps_record })).body).toEqual({ non_field_errors: ["An application to this purchasing system is already in progress."] });
    await call(PROVIDER, "PUT", section(id, 3), { responses: [response("has_achilles", false)] });
    const incomplete = await call(PROVIDER, "POST", paths.dpsApplicationSubmissions(id));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ trading_name: ["This field may not be blank."], audit_details: ["This field may not be blank."] });
    expect(incomplete.body).not.toHaveProperty("achilles_id");
  });

  it("APP-07 a question reopens the draft; a rejection needs a reason and is e-mailed; only the latest undecided submission can be decided; other providers' drafts are not theirs", async () => {
    const market = await newMarket();
    const draftId = await completeDraft(market.dps_record!);
    const first = (await call(PROVIDER, "POST", paths.dpsApplicationSubmissions(draftId))).body as { id: number };
    expect((await call(PROVIDER, "POST", paths.dpsApplicationSubmissions(draftId))).status).toBe(400);
    // A question on one answer opens the draft again; the resubmission replaces the first.
    const asked = await call(OPERATOR, "POST", recordPath(paths.operatorApplications, first.id, "information_requests"), { key: "achilles_id", message: "Which certificate?" });
    expect(asked.status).toBe(201);
    const second = (await call(PROVIDER, "POST", paths.dpsApplicationSubmissions(draftId))).body as { id: number };
    expect((await call(OPERATOR, "POST", paths.applicationOutcomes, { application: first.id, is_approved: true })).body).toEqual({ application: ["A newer submission has replaced this application."] });
    expect((await call(OPERATOR, "POST", paths.applicationOutcomes, { application: second.id, is_approved: false, reason: " " })).body).toEqual({ reason: ["This field may not be blank."] });
    const rejected = await call(OPERATOR, "POST", paths.applicationOutcomes, { application: second.id, is_approved: false, reason: "No public liability cover." });
    expect(rejected.body).toMatchObject({ is_approved: false, reason: "No public liability cover.", application: second.id });
    expect(store.outbox.at(-1)).toMatchObject({ to: PROVIDER, body: "No public liability cover." });
    expect((await call(OPERATOR, "POST", paths.applicationOutcomes, { application: second.id, is_approved: true })).body).toEqual({ application: ["A decision has already been made on this application."] });
    expect((await call(OTHER_PROVIDER, "GET", recordPath(paths.dpsApplications, draftId))).status).toBe(404);
    expect((await call(PROVIDER, "POST", paths.applicationOutcomes, { application: second.id, is_approved: true })).status).toBe(403);
  });

  it("APP-04 a question both forms ask in the same words under different keys names the other's key, so its answer carries over either way", async () => {
    type Field = { key: string; question: string; kind: string; carry_over_from: string[] | null };
    type DpsRecord = { id: number; definitions: { form: string; sections: { fields: Field[]; sub_sections: { fields: Field[] }[] }[] } };
    const records = (await call(PROVIDER, "GET", paths.dpsRecords)).body as DpsRecord[];
    const fieldsOf = (form: string) => records.find((record) => record.definitions.form === form)!.definitions.sections.flatMap((step) => [...step.fields, ...step.sub_sections.flatMap((sub) => sub.fields)]);
    const company = fieldsOf("company_qualification");
    const organisation = fieldsOf("organisation");
    const named = (fields: Field[], other: Field[]) =>
      fields.flatMap((field) => (field.carry_over_from ?? []).map((key) => [field.key, key, field.question === other.find((candidate) => candidate.key === key)?.question, field.kind === other.find((candidate) => candidate.key === key)?.kind]));
    expect(named(organisation, company)).toContainEqual(["in_winding_up", "is_winding_up", true, true]);
    expect(named(company, organisation)).toContainEqual(["is_winding_up", "in_winding_up", true, true]);
    // Every key named is a question of the other form asked in the same words and answered the same way, and each names the other back.
    for (const [fields, other] of [[organisation, company], [company, organisation]]) {
      for (const [key, from, sameWords, sameKind] of named(fields, other)) {
        expect([key, from, sameWords, sameKind]).toEqual([key, from, true, true]);
        expect(other.find((candidate) => candidate.key === from)?.carry_over_from).toContain(key);
      }
    }
  });
});
