import { HttpResponse, http } from "msw";
import { nowIso } from "~/clock.server";
import { PRODUCT_TYPES } from "~/domain/market/enums";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound, readJson } from "../drf";
import { isProvider, orgOf, page } from "../bidding/caller";
import { authenticate, isResponse, type Caller } from "../session";
import { nextId, store } from "../store";
import { CHANNELS, FREQUENCIES, type Subscription } from "./types";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

type Fields = Pick<Subscription, "name" | "operators" | "areas" | "product_types" | "channels" | "frequency" | "email" | "is_active">;

function list(body: Record<string, unknown>, name: string, errors: Record<string, string[]>): unknown[] {
  const value = body[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    errors[name] = [`Expected a list of items but got type "${typeof value}".`];
    return [];
  }
  return value;
}

/** The fields of a subscription as posted (all of them for create and PUT, some for PATCH), checked like DRF would. */
function parse(body: Record<string, unknown>, partial: boolean): { fields: Partial<Fields> } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fields: Partial<Fields> = {};
  const present = (name: string) => body[name] !== undefined || !partial;
  if (present("name")) {
    const name = typeof body.name === "string" ? body.name.trim() : "";
    if (body.name === undefined) errors.name = ["This field is required."];
    else if (!name) errors.name = ["This field may not be blank."];
    else if (name.length > 100) errors.name = ["Ensure this field has no more than 100 characters."];
    fields.name = name;
  }
  const operatorIds = new Set(store.organisations.filter((org) => org.org_type === "systemoperator").map((org) => org.id));
  const areaRefs = new Set(store.market.licenceAreas.map((area) => area.ref));
  const checks: [keyof Fields, (value: unknown) => boolean, (value: unknown) => string][] = [
    ["operators", (value) => operatorIds.has(Number(value)), (value) => `Invalid pk "${String(value)}" - object does not exist.`],
    ["areas", (value) => areaRefs.has(String(value)), (value) => `"${String(value)}" is not a valid choice.`],
    ["product_types", (value) => (PRODUCT_TYPES as readonly string[]).includes(String(value)), (value) => `"${String(value)}" is not a valid choice.`],
    ["channels", (value) => (CHANNELS as readonly string[]).includes(String(value)), (value) => `"${String(value)}" is not a valid choice.`],
  ];
  for (const [name, valid, message] of checks) {
    if (!present(name)) continue;
    const values = list(body, name, errors);
    const wrong = values.filter((value) => !valid(value));
    if (wrong.length) errors[name] = wrong.map(message);
    (fields as Record<string, unknown>)[name] = name === "operators" ? [...new Set(values.map(Number))] : [...new Set(values.map(String))];
  }
  if (present("channels") && !errors.channels && (fields.channels ?? []).length === 0) errors.channels = ["Choose at least one way to be told."];
  if (present("frequency")) {
    if (!(FREQUENCIES as readonly unknown[]).includes(body.frequency)) errors.frequency = [body.frequency === undefined ? "This field is required." : `"${String(body.frequency)}" is not a valid choice.`];
    else fields.frequency = body.frequency as Fields["frequency"];
  }
  if (present("email")) {
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (email && !EMAIL.test(email)) errors.email = ["Enter a valid email address."];
    fields.email = email;
  }
  if (body.is_active !== undefined) {
    if (typeof body.is_active !== "boolean") errors.is_active = ["Must be a valid boolean."];
    else fields.is_active = body.is_active;
  }
  return Object.keys(errors).length ? { errors } : { fields };
}

/** E-mail as a channel needs an address. */
function needsEmail(subscription: Pick<Subscription, "channels" | "email">) {
  return subscription.channels.includes("email") && !subscription.email ? { email: ["An email address is needed to be told by email."] } : null;
}

async function subscriber(request: Request): Promise<Caller | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  return isProvider(caller) ? caller : forbidden();
}

const own = (caller: Caller, id: unknown) =>
  store.marketAccess.subscriptions.find((row) => String(row.id) === String(id) && row.organisation_id === orgOf(caller));

async function change(request: Request, caller: Caller, id: unknown, partial: boolean) {
  const subscription = own(caller, id);
  if (!subscription) return notFound();
  const body = await readJson(request);
  if (!isObject(body)) return fieldErrors({ non_field_errors: ["Invalid data. Expected a dictionary, but got list."] });
  const parsed = parse(body, partial);
  if ("errors" in parsed) return fieldErrors(parsed.errors);
  const next = { ...subscription, ...parsed.fields };
  const missing = needsEmail(next);
  if (missing) return fieldErrors(missing);
  Object.assign(subscription, parsed.fields, { updated: nowIso() });
  return HttpResponse.json(subscription);
}

/** Subscriptions: what a provider follows and how it is told; its own only. */
export const subscriptionHandlers = [
  http.get(api(paths.marketSubscriptions), async ({ request }) => {
    const caller = await subscriber(request);
    if (isResponse(caller)) return caller;
    return page(request, store.marketAccess.subscriptions.filter((row) => row.organisation_id === orgOf(caller)));
  }),
  http.post(api(paths.marketSubscriptions), async ({ request }) => {
    const caller = await subscriber(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: ["Invalid data. Expected a dictionary, but got list."] });
    const parsed = parse(body, false);
    if ("errors" in parsed) return fieldErrors(parsed.errors);
    const created = nowIso();
    const subscription: Subscription = {
      id: nextId("subscriptions", store.marketAccess.subscriptions),
      organisation_id: orgOf(caller),
      ...(parsed.fields as Fields),
      is_active: parsed.fields.is_active ?? true,
      created,
      updated: created,
    };
    const missing = needsEmail(subscription);
    if (missing) return fieldErrors(missing);
    store.marketAccess.subscriptions.push(subscription);
    return HttpResponse.json(subscription, { status: 201 });
  }),
  http.get(api(recordPath(paths.marketSubscriptions, ":id")), async ({ request, params }) => {
    const caller = await subscriber(request);
    if (isResponse(caller)) return caller;
    const subscription = own(caller, params.id);
    return subscription ? HttpResponse.json(subscription) : notFound();
  }),
  http.put(api(recordPath(paths.marketSubscriptions, ":id")), async ({ request, params }) => {
    const caller = await subscriber(request);
    return isResponse(caller) ? caller : change(request, caller, params.id, false);
  }),
  http.patch(api(recordPath(paths.marketSubscriptions, ":id")), async ({ request, params }) => {
    const caller = await subscriber(request);
    return isResponse(caller) ? caller : change(request, caller, params.id, true);
  }),
  http.delete(api(recordPath(paths.marketSubscriptions, ":id")), async ({ request, params }) => {
    const caller = await subscriber(request);
    if (isResponse(caller)) return caller;
    const subscription = own(caller, params.id);
    if (!subscription) return notFound();
    store.marketAccess.subscriptions = store.marketAccess.subscriptions.filter((row) => row !== subscription);
    return new HttpResponse(null, { status: 204 });
  }),
];
