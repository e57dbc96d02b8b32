import { isWebAddress } from "~/domain/validation/web-address";
import countries from "i18n-iso-countries";
import { z } from "zod";
import { isValidCompanyNumber, normaliseCompanyNumber } from "~/domain/registration/company-number";
import { passwordProblems } from "../handlers/password-rules";
import { store, userByEmail } from "../store";
import type { RegistrationCompany, RegistrationUser } from "../store/types";

const REQUIRED = "This field is required.";
const BLANK = "This field may not be blank.";
const TOO_LONG = (max: number) => `Ensure this field has no more than ${max} characters.`;

export const EMAIL_TAKEN = "user with this email address already exists.";
export const ORGANISATION_TAKEN = "organisation with this name already exists.";
export const PASSWORDS_DIFFER = "The two password fields didn’t match.";
export const TERMS_REQUIRED = "You must accept the terms to register.";

const text = (max: number) => z.string({ required_error: REQUIRED, invalid_type_error: "Not a valid string." }).trim().min(1, BLANK).max(max, TOO_LONG(max));
const accepted = z.boolean({ required_error: REQUIRED, invalid_type_error: "Must be a valid boolean." }).refine((value) => value, TERMS_REQUIRED);

const userBody = z.object({
  first_name: text(150),
  last_name: text(150),
  email: text(254).pipe(z.string().email("Enter a valid email address.")),
  // Required when a registration is started; when the user stage is sent again, leaving it out keeps the one chosen.
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
  user_terms: accepted,
  preferred_region_url: z.string().url("Enter a valid URL.").nullable().optional(),
});

const companyBody = z.object({
  name: text(255),
  website: z.union([z.literal(""), z.string().trim().max(200, TOO_LONG(200)).refine(isWebAddress, "Enter a valid URL.")]).optional().default(""),
  email: text(254).pipe(z.string().email("Enter a valid email address.")),
  registration_no: text(30),
  country: z.string({ required_error: REQUIRED }).refine((code) => /^[A-Z]{2}$/.test(code) && countries.isValid(code), (code) => ({ message: `"${code}" is not a valid choice.` })),
  terms_of_service: accepted,
});

type Errors = Record<string, string[]>;
type Result<T> = { ok: true; value: T } | { ok: false; errors: Errors };

const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(message);

function fromZod(error: z.ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) add(errors, issue.path.length ? String(issue.path[0]) : "non_field_errors", issue.message);
  return errors;
}

export function emailTaken(email: string): boolean {
  return !!userByEmail(email);
}

/** The user stage, checked as the real service does: fields, unique e-mail, password rules, terms. */
export function validateUser(body: unknown, kept: RegistrationUser | null): Result<RegistrationUser & { preferred_region_url?: string | null }> {
  const parsed = userBody.safeParse(body);
  const errors: Errors = parsed.success ? {} : fromZod(parsed.error);
  const raw = (body ?? {}) as Record<string, unknown>;
  const password = typeof raw.password === "string" ? raw.password : "";
  const confirmation = typeof raw.password_confirmation === "string" ? raw.password_confirmation : "";
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  if (email && !errors.email && emailTaken(email)) add(errors, "email", EMAIL_TAKEN);
  if (!password && !kept?.password) add(errors, "password", BLANK);
  if (password) {
    const names = { email, first_name: String(raw.first_name ?? ""), last_name: String(raw.last_name ?? "") };
    passwordProblems(password, names).forEach((problem) => add(errors, "password", problem));
    if (password !== confirmation) add(errors, "password_confirmation", PASSWORDS_DIFFER);
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { password_confirmation: _confirmation, password: _password, ...user } = parsed.data;
  return { ok: true, value: { ...user, email: user.email.trim(), password: password || kept!.password } };
}

export function organisationNameTaken(name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return store.organisations.some((organisation) => organisation.name.trim().toLowerCase() === wanted);
}

/** The company stage: fields, country code, the registration number's format for the country, terms. */
export function validateCompany(body: unknown): Result<RegistrationCompany> {
  const parsed = companyBody.safeParse(body);
  const errors: Errors = parsed.success ? {} : fromZod(parsed.error);
  const raw = (body ?? {}) as Record<string, unknown>;
  const name = typeof raw.name === "string" ? raw.name : "";
  if (name.trim() && !errors.name && organisationNameTaken(name)) add(errors, "name", ORGANISATION_TAKEN);
  const country = typeof raw.country === "string" ? raw.country : "";
  const number = typeof raw.registration_no === "string" ? raw.registration_no : "";
  if (number.trim() && !errors.registration_no && !errors.country && country && !isValidCompanyNumber(country, number)) {
    add(errors, "registration_no", "Enter a valid company registration number for the country chosen.");
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...parsed.data, registration_no: normaliseCompanyNumber(parsed.data.registration_no) } };
}
