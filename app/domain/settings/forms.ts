import { z } from "zod";
import { NOTIFICATION_TOPICS, PREFERENCE_LOCALES, TIMEZONE_IDS } from "~/domain/preferences";
import { isValidCompanyNumber } from "~/domain/registration/company-number";
import { encodeMessage } from "~/domain/validation/messages";
import { isPhoneNumber } from "~/domain/validation/phone";
import { isWebAddress } from "~/domain/validation/web-address";
import { TEAM_ROLE_VALUES } from "~/upstream/users.server";

const REQUIRED = "This field is required.";
const BLANK = "This field may not be blank.";
const text = (max: number) => z.string({ required_error: BLANK }).trim().min(1, BLANK).max(max, `Ensure this field has no more than ${max} characters.`);
const optional = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`).optional().default("");

/**
 * Settings › Organisation: the details the upstream checks again (unique name, number format).
 * The registration number is held to its country's register as at registration, so a number
 * refused there is never saved here; checked on its own so a blank field elsewhere does not hide it.
 */
export const organisationForm = z
  .object({
    name: text(255),
    website: optional(200).refine((value) => value === "" || isWebAddress(value), "Enter a valid URL."),
    email: text(254).email("Enter a valid email address."),
    phone: optional(30).refine((value) => value === "" || isPhoneNumber(value), encodeMessage({ key: "phone" })),
    registration_no: text(30),
    country: z.string({ required_error: REQUIRED }).regex(/^[A-Z]{2}$/, REQUIRED),
    address: optional(500),
  })
  .and(
    z.object({ registration_no: z.string().trim().optional(), country: z.string().optional() }).superRefine(({ registration_no, country }, context) => {
      if (registration_no && country && !isValidCompanyNumber(country, registration_no)) context.addIssue({ code: "custom", path: ["registration_no"], message: encodeMessage({ key: "companyNumber" }) });
    }),
  );

/** Settings › Preferences: a locale, a time zone of 000 §9 and a yes/no per notification topic. */
export const preferencesForm = z.object({
  preferred_locale: z.enum(PREFERENCE_LOCALES as [string, ...string[]], { errorMap: () => ({ message: REQUIRED }) }),
  timezone: z.enum(TIMEZONE_IDS as unknown as [string, ...string[]], { errorMap: () => ({ message: REQUIRED }) }),
  notifications: z.array(z.enum(NOTIFICATION_TOPICS)).optional().default([]),
});

const roles = z.array(z.enum(TEAM_ROLE_VALUES), { required_error: "Choose at least one role." }).min(1, "Choose at least one role.");

export const inviteForm = z.object({
  intent: z.literal("invite"),
  email: text(254).email("Enter a valid email address."),
  first_name: optional(150),
  last_name: optional(150),
  roles,
});

export const rolesForm = z.object({ intent: z.literal("roles"), member: z.coerce.number().int(), roles });
export const memberForm = z.object({ intent: z.enum(["deactivate", "resend"]), member: z.coerce.number().int() });
