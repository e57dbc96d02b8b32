import { describe, expect, test } from "vitest";
import { isValidCompanyNumber } from "~/domain/registration/company-number";
import { countryGroups, defaultCountry } from "~/domain/registration/countries.server";
import { callFor, hiddenFields, initialState, nextState, readPosted, type RegistrationState } from "~/domain/registration/stages";
import { isTeamAdmin } from "~/domain/settings/team-admin";

/** A form as the page would post it: the state's hidden fields, then the shown stage's fields and the button. */
function post(state: RegistrationState, intent: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of hiddenFields(state)) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("intent", intent);
  return readPosted(form);
}

const USER = { "user.first_name": "Maya", "user.last_name": "Okoro", "user.email": "maya@example.com", "user.password": "pw", "user.password_confirmation": "pw", "user.user_terms": "on" };
const COMPANY = { "company.name": "Estuary Flex Ltd", "company.email": "hello@example.com", "company.registration_no": "12345678", "company.country": "GB", "company.terms_of_service": "on" };

describe("registration stages", () => {
  test("REG-01 confirm, user, company, submit: each stage's confirmed flag is set only when the upstream saved it", () => {
    let state = nextState(post(initialState(), "start"), { kind: "none" });
    expect(state.stage).toBe("user");
    expect(state.confirmed).toEqual({ confirm: true, user: false, company: false, submit: false });

    const user = post(state, "user", USER);
    expect(callFor(user)).toMatchObject({ call: "start", body: { first_name: "Maya", email: "maya@example.com", password: "pw", user_terms: true } });
    state = nextState(user, { kind: "saved", registrationId: "r-1" });
    expect(state).toMatchObject({ stage: "company", registrationId: "r-1", confirmed: { user: true } });

    const company = post(state, "company", COMPANY);
    expect(callFor(company)).toEqual({ call: "saveCompany", id: "r-1", body: { name: "Estuary Flex Ltd", website: "", email: "hello@example.com", registration_no: "12345678", country: "GB", terms_of_service: true } });
    state = nextState(company, { kind: "saved", registrationId: "r-1" });
    expect(state.stage).toBe("submit");
    // The user's answers rode along as hidden fields while the company stage was shown.
    expect(state.user.first_name).toBe("Maya");

    const submit = post(state, "submit");
    expect(callFor(submit)).toEqual({ call: "submit", id: "r-1" });
    state = nextState(submit, { kind: "submitted", email: "maya@example.com" });
    expect(state).toMatchObject({ sentTo: "maya@example.com", confirmed: { confirm: true, user: true, company: true, submit: true } });
  });

  test("REG-01 refused terms and a taken e-mail put the errors on the user stage and clear its flag; answers are kept", () => {
    const atUser = nextState(post(initialState(), "start"), { kind: "none" });
    const posted = post(atUser, "user", { ...USER, "user.user_terms": "" });
    const state = nextState(posted, { kind: "refused", errors: { email: ["taken"], user_terms: ["You must accept the terms to register."] } });
    expect(state.stage).toBe("user");
    expect(state.confirmed.user).toBe(false);
    expect(state.errors.user_terms).toEqual(["You must accept the terms to register."]);
    expect(state.user).toMatchObject({ first_name: "Maya", email: "maya@example.com", user_terms: false });
  });

  test("REG-01 a submission refused on a user field goes back to the user stage; one refused on the company goes to the company", () => {
    let state = initialState();
    state = { ...state, stage: "submit", registrationId: "r-2", confirmed: { confirm: true, user: true, company: true, submit: false } };
    expect(nextState(post(state, "submit"), { kind: "refused", errors: { email: ["taken"] } })).toMatchObject({ stage: "user", confirmed: { user: false, company: true } });
    expect(nextState(post(state, "submit"), { kind: "refused", errors: { name: ["taken"] } })).toMatchObject({ stage: "company", confirmed: { user: true, company: false } });
    expect(nextState(post(state, "submit"), { kind: "refused", errors: { non_field_errors: ["closed"] } })).toMatchObject({ stage: "submit", errors: { "": ["closed"] } });
  });

  test("REG-01 a stage cannot be skipped, and reset clears all", () => {
    // Company posted before the user stage was saved: back to the start.
    const early = post({ ...initialState(), stage: "company" }, "company", COMPANY);
    expect(callFor(early)).toBeNull();
    expect(nextState(early, { kind: "none" }).stage).toBe("confirm");
    const filled = nextState(post(initialState(), "start"), { kind: "none" });
    const reset = nextState(post({ ...filled, registrationId: "r-3", user: { ...filled.user, first_name: "Maya" } }, "reset"), { kind: "none" });
    expect(reset).toEqual(initialState());
  });
});

describe("countries", () => {
  test("REG-02 GB, IT and US come first as frequently chosen, the rest sorted by name in the user's language", () => {
    const english = countryGroups("en-GB");
    expect(english.frequent.map((country) => country.code)).toEqual(["GB", "IT", "US"]);
    expect(english.others.some((country) => ["GB", "IT", "US"].includes(country.code))).toBe(false);
    expect(english.others.length).toBeGreaterThan(240);
    const names = english.others.map((country) => country.name);
    expect([...names].sort(new Intl.Collator("en-GB").compare)).toEqual(names);
    expect(countryGroups("it-IT").frequent[1].name).toBe("Italia");
    expect(countryGroups("pt-PT").others.find((country) => country.code === "DE")?.name).toBe("Alemanha");
  });

  test("REG-02 the default country is the browser locale's region, GB when there is none", () => {
    expect(defaultCountry("it-IT,it;q=0.9,en;q=0.8")).toBe("IT");
    expect(defaultCountry("pt-PT")).toBe("PT");
    expect(defaultCountry("en")).toBe("GB");
    expect(defaultCountry("xx-ZZ")).toBe("GB");
    expect(defaultCountry(null)).toBe("GB");
  });

  test("REG-01 company numbers are checked against the country's register where it is known", () => {
    expect(isValidCompanyNumber("GB", "0123 4567")).toBe(true);
    expect(isValidCompanyNumber("GB", "sc123456")).toBe(true);
    expect(isValidCompanyNumber("GB", "12-AB")).toBe(false);
    expect(isValidCompanyNumber("IT", "01234567890")).toBe(true);
    expect(isValidCompanyNumber("IT", "0123456789")).toBe(false);
    expect(isValidCompanyNumber("FR", "RCS-123/456")).toBe(true);
  });
});

describe("team administration", () => {
  test("SET-01 only an active member with the admin or account role may change the team", () => {
    const members = [
      { email: "a@example.com", roles: ["admin"], is_active: true },
      { email: "b@example.com", roles: ["operations"], is_active: true },
      { email: "c@example.com", roles: ["account"], is_active: false },
    ];
    expect(isTeamAdmin(members, "a@example.com")).toBe(true);
    expect(isTeamAdmin(members, "b@example.com")).toBe(false);
    expect(isTeamAdmin(members, "c@example.com")).toBe(false);
    expect(isTeamAdmin(members, undefined)).toBe(false);
  });
});
