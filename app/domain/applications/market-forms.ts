import { z } from "zod";
import { encodeMessage } from "~/domain/validation/messages";

const blank = encodeMessage({ key: "blank" });
// conform hands zod a blank field as undefined, so a required text says "blank" through required_error.
const text = (max: number) => z.string({ required_error: blank }).trim().min(1, blank).max(max, "markets:errors.nameTooLong");
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? "");

/** MGMT-04: the market registration modal: who to contact about the provider's interest. */
export const interestSchema = z.object({
  contact_name: text(100),
  contact_email: z.string({ required_error: blank }).trim().email("markets:errors.email"),
  message: optionalText(500, "markets:errors.messageTooLong"),
});

export type InterestForm = z.infer<typeof interestSchema>;

const list = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()));

/** MGMT-03: a subscription: what to follow and how to be told (at least one way). */
export const subscriptionFormSchema = z
  .object({
    name: text(100),
    operators: list,
    areas: list,
    product_types: list,
    channels: list.pipe(z.array(z.enum(["email", "in_app"])).min(1, "markets:errors.channels")),
    frequency: z.enum(["immediately", "daily", "weekly"], { errorMap: () => ({ message: "markets:errors.frequency" }) }),
    email: optionalText(254, "markets:errors.email").pipe(z.union([z.literal(""), z.string().email("markets:errors.email")])),
  })
  .superRefine((value, context) => {
    if (value.channels.includes("email") && !value.email) context.addIssue({ code: "custom", path: ["email"], message: "markets:errors.emailNeeded" });
  });

export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;
