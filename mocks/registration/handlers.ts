import { HttpResponse, http } from "msw";
import { z } from "zod";
import { nowIso, nowMs } from "~/clock.server";
import { normaliseLocale } from "~/domain/locales";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, notFound, readJson } from "../drf";
import { decodeUid, encodeUid, nextId, store, userByEmail } from "../store";
import { startingAccess } from "../store/seed";
import type { Registration } from "../store/types";
import { EMAIL_TAKEN, ORGANISATION_TAKEN, emailTaken, organisationNameTaken, validateCompany, validateUser } from "./validate";

/** A confirmation link lapses three days after it was sent. */
export const CONFIRMATION_LIFETIME_MS = 3 * 24 * 3600 * 1000;

/** What the API shows of a registration: never the password. */
function wire(registration: Registration) {
  const { user, ...rest } = registration;
  if (!user) return { ...rest, user: null };
  const { password: _password, ...shown } = user;
  return { ...rest, user: shown };
}

function draft(id: unknown): Registration | undefined {
  return store.registrations.find((registration) => registration.id === String(id));
}

const alreadySubmitted = () => fieldErrors({ non_field_errors: ["This registration has already been submitted."] });

/** A new confirmation link for a user, in the outbox. */
function sendConfirmation(userId: number, email: string) {
  const token = crypto.randomUUID().replaceAll("-", "");
  const uid = encodeUid(userId);
  const sent = nowIso();
  store.emailConfirmations.push({ uid, token, userId, sent, used: false });
  store.outbox.push({ to: email, subject: "Confirm your email address", link: `/register/verify?${new URLSearchParams({ uid, token })}`, sent });
}

function slugOf(name: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "organisation";
  let slug = base;
  for (let n = 2; store.organisations.some((organisation) => organisation.slug === slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Submitting creates the organisation (a flex provider), its first user (inactive until the address is confirmed) and their team entry. */
function submit(registration: Registration, request: Request) {
  const { user, company } = registration;
  if (!user || !company) return fieldErrors({ non_field_errors: ["Complete your details and your company's before submitting."] });
  // Someone may have taken the address or the name since the stage was saved.
  const errors: Record<string, string[]> = {};
  if (emailTaken(user.email)) errors.email = [EMAIL_TAKEN];
  if (organisationNameTaken(company.name)) errors.name = [ORGANISATION_TAKEN];
  if (Object.keys(errors).length) return fieldErrors(errors);

  const organisationId = nextId("organisations", store.organisations);
  store.organisations.push({
    id: organisationId, name: company.name, org_type: "flexprovider", is_max_org: false, slug: slugOf(company.name),
    website: company.website, email: company.email, registration_no: company.registration_no, country: company.country, phone: "", address: "",
    registered_at: nowIso(),
  });
  const userId = nextId("users", store.users);
  store.users.push({
    id: userId, email: user.email, password: user.password, first_name: user.first_name, last_name: user.last_name,
    organisation_id: organisationId, ...startingAccess("flexprovider"),
    preferred_locale: normaliseLocale(request.headers.get("Accept-Language")?.split(",")[0]) ?? "en-GB", is_active: false,
  });
  store.teamMembers.push({
    id: nextId("teamMembers", store.teamMembers), organisation_id: organisationId, email: user.email,
    first_name: user.first_name, last_name: user.last_name, roles: ["admin", "account"], is_activated: false, is_active: true,
  });
  registration.submitted = nowIso();
  registration.user_id = userId;
  sendConfirmation(userId, user.email);
  return HttpResponse.json({ email: user.email, user_id: userId, organisation_id: organisationId }, { status: 201 });
}

const confirmBody = z.object({ uid: z.string().min(1), token: z.string().min(1) });
const BAD_LINK = "This confirmation link is not valid.";

/** Registration of a company and its first user (public: no token). See docs/registration.md. */
export const registrationHandlers = [
  http.post(api(paths.registrationConfirm), async ({ request }) => {
    const parsed = confirmBody.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors({ token: [BAD_LINK] });
    const userId = decodeUid(parsed.data.uid);
    const link = store.emailConfirmations.find((entry) => entry.userId === userId && entry.token === parsed.data.token);
    const user = store.users.find((candidate) => candidate.id === userId);
    if (!link || !user) return fieldErrors({ token: [BAD_LINK] });
    if (link.used || user.is_active) return fieldErrors({ non_field_errors: ["This email address has already been confirmed."] });
    if (nowMs() - Date.parse(link.sent) > CONFIRMATION_LIFETIME_MS) return fieldErrors({ token: ["This confirmation link has expired."] });
    link.used = true;
    user.is_active = true;
    store.teamMembers.filter((member) => member.email === user.email).forEach((member) => (member.is_activated = true));
    return HttpResponse.json({ email: user.email });
  }),

  // Never says whether the address is registered; an unconfirmed one gets a new link.
  http.post(api(paths.registrationResend), async ({ request }) => {
    const body = (await readJson(request)) as { email?: unknown } | undefined;
    const email = typeof body?.email === "string" ? body.email.trim() : "";
    if (!email) return fieldErrors({ email: ["This field may not be blank."] });
    if (!z.string().email().safeParse(email).success) return fieldErrors({ email: ["Enter a valid email address."] });
    const user = userByEmail(email);
    const unconfirmed = user && !user.is_active && store.emailConfirmations.some((entry) => entry.userId === user.id && !entry.used);
    if (user && unconfirmed) sendConfirmation(user.id, user.email);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(api(paths.registrations), async ({ request }) => {
    const body = (await readJson(request)) as Record<string, unknown> | undefined;
    const checked = validateUser(body, null);
    if (!checked.ok) return fieldErrors(checked.errors);
    const { preferred_region_url, ...user } = checked.value;
    const registration: Registration = {
      id: crypto.randomUUID(), user, company: null, preferred_region_url: preferred_region_url ?? null, created: nowIso(), submitted: null, user_id: null,
    };
    store.registrations.push(registration);
    return HttpResponse.json(wire(registration), { status: 201 });
  }),

  http.get(api(recordPath(paths.registrations, ":id")), ({ params }) => {
    const registration = draft(params.id);
    return registration ? HttpResponse.json(wire(registration)) : notFound();
  }),

  http.put(api(recordPath(paths.registrations, ":id", "user")), async ({ request, params }) => {
    const registration = draft(params.id);
    if (!registration) return notFound();
    if (registration.submitted) return alreadySubmitted();
    const checked = validateUser(await readJson(request), registration.user);
    if (!checked.ok) return fieldErrors(checked.errors);
    const { preferred_region_url, ...user } = checked.value;
    registration.user = user;
    if (preferred_region_url !== undefined) registration.preferred_region_url = preferred_region_url;
    return HttpResponse.json(wire(registration));
  }),

  http.put(api(recordPath(paths.registrations, ":id", "company")), async ({ request, params }) => {
    const registration = draft(params.id);
    if (!registration) return notFound();
    if (registration.submitted) return alreadySubmitted();
    const checked = validateCompany(await readJson(request));
    if (!checked.ok) return fieldErrors(checked.errors);
    registration.company = checked.value;
    return HttpResponse.json(wire(registration));
  }),

  http.post(api(recordPath(paths.registrations, ":id", "submit")), ({ request, params }) => {
    const registration = draft(params.id);
    if (!registration) return notFound();
    if (registration.submitted) return alreadySubmitted();
    return submit(registration, request);
  }),
];
