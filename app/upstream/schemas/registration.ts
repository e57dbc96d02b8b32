import { z } from "zod";

export const registrationSchema = z.object({
  id: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), user_terms: z.boolean() }).nullable(),
  company: z
    .object({ name: z.string(), website: z.string(), email: z.string(), registration_no: z.string(), country: z.string(), terms_of_service: z.boolean() })
    .nullable(),
  preferred_region_url: z.string().nullable(),
  submitted: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const organisationSchema = z.object({
  id: z.number(),
  name: z.string(),
  org_type: z.string(),
  website: z.string().default(""),
  email: z.string().default(""),
  phone: z.string().default(""),
  registration_no: z.string().default(""),
  country: z.string().default("GB"),
  address: z.string().default(""),
});
export type OrganisationDetails = z.infer<typeof organisationSchema>;

export const preferencesSchema = z.object({
  preferred_locale: z.string(),
  timezone: z.string(),
  notifications: z.record(z.string(), z.boolean()),
});

export const dfsEventSchema = z.object({
  id: z.number(),
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  requested_mw: z.number(),
  guaranteed_price: z.number(),
  offers_close: z.string(),
  status: z.enum(["open", "closed", "live", "completed"]),
  eligible_assets: z.number(),
  eligible_mw: z.number(),
});
export type DfsEvent = z.infer<typeof dfsEventSchema>;

export const roadmapItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  area: z.string(),
  status: z.enum(["planned", "in_progress", "released"]),
  quarter_start: z.string(),
});
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;

const price = z.number().nullable();
export const reportSchemas = {
  participation: z.array(z.object({ competition: z.number(), name: z.string(), providers: z.number(), assets: z.number(), bids: z.number() })),
  prices: z.array(
    z.object({
      product: z.string(),
      accepted_bids: z.number(),
      accepted_availability_price: price,
      guide_availability_price: price,
      accepted_utilisation_price: price,
      guide_utilisation_price: price,
    }),
  ),
  clearing: z.array(
    z.object({ competition: z.number(), name: z.string(), window: z.number(), window_name: z.string(), required_capacity: z.number(), accepted_capacity: z.number() }),
  ),
  dispatch: z.array(
    z.object({ competition: z.number(), name: z.string(), instructions: z.number(), accepted: z.number(), rejected: z.number(), expired: z.number(), stopped: z.number(), accepted_mwh: z.number() }),
  ),
  settlement: z.array(
    z.object({
      competition: z.number(),
      name: z.string(),
      month: z.string(),
      events: z.number(),
      settled_events: z.number(),
      delivered_mwh: z.number(),
      performance: z.number().nullable(),
      availability: z.number(),
      utilisation: z.number(),
      paid: z.number(),
    }),
  ),
};
export type ReportName = keyof typeof reportSchemas;
export type ReportRows<R extends ReportName> = z.infer<(typeof reportSchemas)[R]>;
