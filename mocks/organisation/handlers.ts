import { isWebAddress } from "~/domain/validation/web-address";
import countries from "i18n-iso-countries";
import { HttpResponse, http } from "msw";
import { z } from "zod";
import { DEFAULT_NOTIFICATIONS, NOTIFICATION_TOPICS, PREFERENCE_LOCALES, TIMEZONE_IDS } from "~/domain/preferences";
import { DEFAULT_TIMEZONE } from "~/domain/regions";
import { isValidCompanyNumber, normaliseCompanyNumber } from "~/domain/registration/company-number";
import { isPhoneNumber } from "~/domain/validation/phone";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound, readJson, zodFieldErrors } from "../drf";
import { authenticate, isResponse } from "../session";
import { organisationOf, store } from "../store";
import type { Organisation, SandboxUser } from "../store/types";
import { isTeamAdmin } from "./team-admin";

const TOO_LONG = (max: number) => `Ensure this field has no more than ${max} characters.`;
const text = (max: number) => z.string().trim().min(1, "This field may not be blank.").max(max, TOO_LONG(max));
const choice = (allowed: readonly string[]) =>
  z.string().refine((value) => allowed.includes(value), (value) => ({ message: `"${value}" is not a valid choice.` }));

const organisationBody = z
  .object({
    name: text(255),
    website: z.union([z.literal(""), z.string().trim().max(200, TOO_LONG(200)).refine(isWebAddress, "Enter a valid URL.")]),
    email: text(254).pipe(z.string().email("Enter a valid email address.")),
    phone: z.string().trim().max(30, TOO_LONG(30)).refine((value) => value === "" || isPhoneNumber(value), "Enter a valid phone number."),
    registration_no: text(30),
    country: z.string().refine((code) => /^[A-Z]{2}$/.test(code) && countries.isValid(code), (code) => ({ message: `"${code}" is not a valid choice.` })),
    address: z.string().max(500, TOO_LONG(500)),
  })
  .partial();

function wireOrganisation(organisation: Organisation) {
  const { id, name, org_type, website = "", email = "", phone = "", registration_no = "", country = "GB", address = "" } = organisation;
  return { id, name, org_type, website, email, phone, registration_no, country, address };
}

const preferencesBody = z
  .object({
    preferred_locale: choice(PREFERENCE_LOCALES),
    timezone: choice(TIMEZONE_IDS),
    notifications: z.record(z.string(), z.boolean({ invalid_type_error: "Must be a valid boolean." })).superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(NOTIFICATION_TOPICS as readonly string[]).includes(key)) ctx.addIssue({ code: "custom", message: `"${key}" is not a valid choice.` });
      }
    }),
  })
  .partial();

const preferencesOf = (user: SandboxUser) => ({
  preferred_locale: user.preferred_locale,
  timezone: user.timezone ?? DEFAULT_TIMEZONE,
  notifications: { ...DEFAULT_NOTIFICATIONS, ...user.notifications },
});

/** The caller's organisation (read by every member, changed by team admins) and the caller's own preferences. */
export const organisationHandlers = [
  http.get(api(paths.organisation), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const organisation = organisationOf(caller.user);
    return organisation ? HttpResponse.json(wireOrganisation(organisation)) : notFound();
  }),

  http.patch(api(paths.organisation), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const organisation = organisationOf(caller.user);
    if (!organisation) return notFound();
    if (!isTeamAdmin(caller.user)) return forbidden();
    const parsed = organisationBody.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const changes = parsed.data;
    const errors: Record<string, string[]> = {};
    const name = changes.name?.toLowerCase();
    if (name && store.organisations.some((other) => other.id !== organisation.id && other.name.trim().toLowerCase() === name)) {
      errors.name = ["organisation with this name already exists."];
    }
    const country = changes.country ?? organisation.country ?? "GB";
    const number = changes.registration_no ?? organisation.registration_no;
    if (number && (changes.registration_no !== undefined || changes.country !== undefined) && !isValidCompanyNumber(country, number)) {
      errors.registration_no = ["Enter a valid company registration number for the country chosen."];
    }
    if (Object.keys(errors).length) return fieldErrors(errors);
    Object.assign(organisation, changes, changes.registration_no ? { registration_no: normaliseCompanyNumber(changes.registration_no) } : {});
    return HttpResponse.json(wireOrganisation(organisation));
  }),

  http.get(api(paths.preferences), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    return HttpResponse.json(preferencesOf(caller.user));
  }),

  http.patch(api(paths.preferences), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const parsed = preferencesBody.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const { preferred_locale, timezone, notifications } = parsed.data;
    const { user } = caller;
    if (preferred_locale) user.preferred_locale = preferred_locale;
    if (timezone) user.timezone = timezone;
    if (notifications) user.notifications = { ...DEFAULT_NOTIFICATIONS, ...user.notifications, ...notifications };
    return HttpResponse.json(preferencesOf(user));
  }),
];
