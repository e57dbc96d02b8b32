/**
 * The registration stages of 001 §4 (confirm, user, company, submit) as one pure reducer:
 * the posted form and the upstream's answer to it give the next state, errors included.
 * The whole state travels in the form (hidden fields), so it works without JavaScript.
 */
export const STAGES = ["confirm", "user", "company", "submit"] as const;
export type Stage = (typeof STAGES)[number];

export const USER_FIELDS = ["first_name", "last_name", "email"] as const;
export const COMPANY_FIELDS = ["name", "website", "email", "registration_no", "country"] as const;
export type UserValues = Record<(typeof USER_FIELDS)[number], string> & { user_terms: boolean };
export type CompanyValues = Record<(typeof COMPANY_FIELDS)[number], string> & { terms_of_service: boolean };
export type Errors = Record<string, string[]>;

export type RegistrationState = {
  stage: Stage;
  confirmed: Record<Stage, boolean>;
  registrationId: string | null;
  user: UserValues;
  company: CompanyValues;
  /** Messages by field of the stage shown; "" for the whole stage. */
  errors: Errors;
  /** Set once submitted: the address the confirmation e-mail went to. */
  sentTo: string | null;
};

export const INTENTS = ["start", "user", "company", "submit", "back", "reset"] as const;
export type Intent = (typeof INTENTS)[number];

export type Posted = { intent: Intent; state: RegistrationState; password: string; passwordConfirmation: string; defaultCountry: string };

/** What the upstream answered to the call the posted stage needed. */
export type Outcome =
  | { kind: "none" }
  | { kind: "saved"; registrationId: string }
  | { kind: "submitted"; email: string }
  | { kind: "refused"; errors: Errors };

const noneConfirmed = (): Record<Stage, boolean> => ({ confirm: false, user: false, company: false, submit: false });

export function initialState(defaultCountry = "GB"): RegistrationState {
  return {
    stage: "confirm",
    confirmed: noneConfirmed(),
    registrationId: null,
    user: { first_name: "", last_name: "", email: "", user_terms: false },
    company: { name: "", website: "", email: "", registration_no: "", country: defaultCountry, terms_of_service: false },
    errors: {},
    sentTo: null,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Reads the posted form: the hidden state, then the fields of the stage that was shown over it. */
export function readPosted(form: FormData, defaultCountry = "GB"): Posted {
  const fresh = initialState(defaultCountry);
  const intentText = text(form, "intent");
  const intent = (INTENTS as readonly string[]).includes(intentText) ? (intentText as Intent) : "start";
  const stageText = text(form, "stage");
  const confirmed = noneConfirmed();
  text(form, "confirmed")
    .split(",")
    .forEach((stage) => stage in confirmed && (confirmed[stage as Stage] = true));
  const user = { ...fresh.user };
  const company = { ...fresh.company };
  USER_FIELDS.forEach((field) => (user[field] = text(form, `user.${field}`)));
  COMPANY_FIELDS.forEach((field) => (company[field] = text(form, `company.${field}`) || fresh.company[field]));
  user.user_terms = text(form, "user.user_terms") === "on";
  company.terms_of_service = text(form, "company.terms_of_service") === "on";
  return {
    intent,
    defaultCountry,
    password: text(form, "user.password"),
    passwordConfirmation: text(form, "user.password_confirmation"),
    state: {
      ...fresh,
      stage: (STAGES as readonly string[]).includes(stageText) ? (stageText as Stage) : "confirm",
      confirmed,
      registrationId: text(form, "registration") || null,
      user,
      company,
    },
  };
}

/** The upstream call the posted stage needs, with its body; none for moves between stages. */
export function callFor(posted: Posted) {
  const { state, intent } = posted;
  if (intent === "user") {
    const body = { ...state.user, password: posted.password || undefined, password_confirmation: posted.passwordConfirmation || undefined };
    return state.registrationId ? { call: "saveUser" as const, id: state.registrationId, body } : { call: "start" as const, body };
  }
  if (intent === "company" && state.registrationId) return { call: "saveCompany" as const, id: state.registrationId, body: { ...state.company } };
  if (intent === "submit" && state.registrationId) return { call: "submit" as const, id: state.registrationId };
  return null;
}

const previous = (stage: Stage): Stage => STAGES[Math.max(0, STAGES.indexOf(stage) - 1)];
const next = (stage: Stage): Stage => STAGES[Math.min(STAGES.length - 1, STAGES.indexOf(stage) + 1)];
const USER_ONLY = new Set(["first_name", "last_name", "password", "password_confirmation", "user_terms"]);

/** The stage a submission's errors belong on: the user's e-mail and password are theirs, the rest the company's. */
function stageOfErrors(errors: Errors): Stage {
  return Object.keys(errors).some((field) => USER_ONLY.has(field) || field === "email") ? "user" : "company";
}

export function nextState(posted: Posted, outcome: Outcome): RegistrationState {
  const state = { ...posted.state, errors: {} as Errors, confirmed: { ...posted.state.confirmed } };
  switch (posted.intent) {
    case "reset":
      return initialState(posted.defaultCountry);
    case "back":
      return { ...state, stage: previous(state.stage) };
    case "start":
      return { ...state, stage: "user", confirmed: { ...state.confirmed, confirm: true } };
    case "user":
    case "company":
      if (!state.confirmed.confirm || (posted.intent === "company" && !state.registrationId)) return { ...state, stage: "confirm" };
      if (outcome.kind === "refused") return { ...state, stage: posted.intent, errors: outcome.errors, confirmed: { ...state.confirmed, [posted.intent]: false } };
      if (outcome.kind !== "saved") return state;
      return { ...state, registrationId: outcome.registrationId, stage: next(posted.intent), confirmed: { ...state.confirmed, [posted.intent]: true } };
    case "submit": {
      if (!state.confirmed.user || !state.confirmed.company) return { ...state, stage: state.confirmed.user ? "company" : "user" };
      if (outcome.kind === "refused") {
        const onField = Object.keys(outcome.errors).some((field) => field !== "non_field_errors");
        if (!onField) return { ...state, stage: "submit", errors: { "": outcome.errors.non_field_errors ?? [] } };
        const stage = stageOfErrors(outcome.errors);
        return { ...state, stage, errors: outcome.errors, confirmed: { ...state.confirmed, [stage]: false } };
      }
      if (outcome.kind !== "submitted") return state;
      return { ...state, stage: "submit", sentTo: outcome.email, confirmed: { ...state.confirmed, submit: true } };
    }
  }
}

/** The stage's hidden fields: everything not shown on it, so the next post carries the whole state. */
export function hiddenFields(state: RegistrationState): [string, string][] {
  const fields: [string, string][] = [
    ["stage", state.stage],
    ["confirmed", STAGES.filter((stage) => state.confirmed[stage]).join(",")],
  ];
  if (state.registrationId) fields.push(["registration", state.registrationId]);
  if (state.stage !== "user") {
    USER_FIELDS.forEach((field) => fields.push([`user.${field}`, state.user[field]]));
    if (state.user.user_terms) fields.push(["user.user_terms", "on"]);
  }
  if (state.stage !== "company") {
    COMPANY_FIELDS.forEach((field) => fields.push([`company.${field}`, state.company[field]]));
    if (state.company.terms_of_service) fields.push(["company.terms_of_service", "on"]);
  }
  return fields;
}

/** What the upstream holds of a registration (docs/registration.md), as far as the stages need it. */
export type SavedRegistration = {
  id: string;
  user: { first_name: string; last_name: string; email: string; user_terms: boolean } | null;
  company: CompanyValues | null;
  submitted: string | null;
};

/**
 * The state of a registration read back from the upstream, shown at `stage`: each stage is its
 * own page (/register/user …), so a reload or a link opens it with what was saved.
 */
export function stateFrom(registration: SavedRegistration | null, stage: Stage, defaultCountry = "GB", started = registration !== null): RegistrationState {
  const fresh = initialState(defaultCountry);
  if (!registration) return { ...fresh, stage, confirmed: { ...fresh.confirmed, confirm: started } };
  return {
    ...fresh,
    stage,
    registrationId: registration.id,
    confirmed: { confirm: true, user: !!registration.user, company: !!registration.company, submit: !!registration.submitted },
    user: registration.user ? { ...registration.user } : fresh.user,
    company: registration.company ? { ...registration.company } : fresh.company,
    sentTo: registration.submitted ? (registration.user?.email ?? null) : null,
  };
}

/** The answers of stages left with Back before they were saved; never the passwords. */
export type RegistrationDraft = { user?: UserValues; company?: CompanyValues };

/** The draft after a post: Back keeps the stage's answers unvalidated, a save makes the saved ones count again. */
export function nextDraft(draft: RegistrationDraft | undefined, posted: Posted, saved: boolean): RegistrationDraft {
  const { stage, user, company } = posted.state;
  if (posted.intent === "back" && stage === "user") return { ...draft, user };
  if (posted.intent === "back" && stage === "company") return { ...draft, company };
  if (saved && (posted.intent === "user" || posted.intent === "company")) {
    const { [posted.intent]: _done, ...rest } = draft ?? {};
    return rest;
  }
  return draft ?? {};
}

/** A registration's state with the answers of stages left unsaved over what the upstream holds. */
export function withDraft(state: RegistrationState, draft: RegistrationDraft | undefined): RegistrationState {
  if (!draft || state.sentTo) return state;
  return { ...state, user: draft.user ? { ...draft.user } : state.user, company: draft.company ? { ...draft.company } : state.company };
}

/** The furthest stage a registration may be shown at: the company needs the user saved, submitting needs both. */
export function furthestStage(state: RegistrationState): Stage {
  if (state.confirmed.user && state.confirmed.company) return "submit";
  if (state.confirmed.user) return "company";
  return "user";
}
