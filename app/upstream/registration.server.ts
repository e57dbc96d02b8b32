import { z } from "zod";
import type { Client } from "./client.server";
import { paths, recordPath } from "./paths";
import { registrationSchema } from "./schemas/registration";

const submitted = z.object({ email: z.string(), user_id: z.number(), organisation_id: z.number() });
const confirmed = z.object({ email: z.string() });

/** The public registration calls (docs/registration.md): start, save each stage, submit, confirm the address. */
export function registrationApi(client: Client) {
  return {
    start: async (user: Record<string, unknown>) => (await client.json("POST", paths.registrations, registrationSchema, { body: user })).data,
    get: async (id: string) => (await client.json("GET", recordPath(paths.registrations, id), registrationSchema)).data,
    saveUser: async (id: string, user: Record<string, unknown>) =>
      (await client.json("PUT", recordPath(paths.registrations, id, "user"), registrationSchema, { body: user })).data,
    saveCompany: async (id: string, company: Record<string, unknown>) =>
      (await client.json("PUT", recordPath(paths.registrations, id, "company"), registrationSchema, { body: company })).data,
    submit: async (id: string) => (await client.json("POST", recordPath(paths.registrations, id, "submit"), submitted)).data,
    confirm: async (uid: string, token: string) => (await client.json("POST", paths.registrationConfirm, confirmed, { body: { uid, token } })).data,
    /** A new confirmation link; the answer never says whether the address is registered. */
    resend: async (email: string) => {
      await client.send("POST", paths.registrationResend, { body: { email } });
    },
  };
}
