import { HttpResponse, http } from "msw";
import { nowIso } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { contentRange } from "~/upstream/content-range";
import { api } from "../api";
import { fieldErrors, forbidden, notFound, readJson } from "../drf";
import { orgOf, isProvider } from "../bidding/caller";
import { authenticate, isResponse, type Caller } from "../session";
import { nextId, store } from "../store";
import { marketStanding } from "./standing";

/** Seeing markets needs the view-competitions permission; without it the answer is 403 (MGMT-03). */
export const MARKET_PERMISSION = "view-competitions";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

async function marketCaller(request: Request): Promise<Caller | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  return caller.user.permissions.includes(MARKET_PERMISSION) ? caller : forbidden();
}

function marketWire(caller: Caller, market: (typeof store.markets)[number]) {
  const operator = store.organisations.find((org) => org.id === market.operator_id);
  return { ...market, operator: operator?.name ?? "", standing: isProvider(caller) ? marketStanding(orgOf(caller), market) : null };
}

function interestErrors(body: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string).trim() : "");
  if (body.contact_name === undefined) errors.contact_name = ["This field is required."];
  else if (!text("contact_name")) errors.contact_name = ["This field may not be blank."];
  else if (text("contact_name").length > 100) errors.contact_name = ["Ensure this field has no more than 100 characters."];
  if (body.contact_email === undefined) errors.contact_email = ["This field is required."];
  else if (!text("contact_email")) errors.contact_email = ["This field may not be blank."];
  else if (!EMAIL.test(text("contact_email"))) errors.contact_email = ["Enter a valid email address."];
  if (text("message").length > 500) errors.message = ["Ensure this field has no more than 500 characters."];
  return errors;
}

/** Markets with the provider's standing in each; registering interest in one. */
export const marketListHandlers = [
  http.get(api(paths.markets), async ({ request }) => {
    const caller = await marketCaller(request);
    if (isResponse(caller)) return caller;
    const rows = store.markets.map((market) => marketWire(caller, market));
    return HttpResponse.json(rows, { headers: { "Content-Range": contentRange(0, rows.length, rows.length) } });
  }),

  http.get(api(recordPath(paths.markets, ":id")), async ({ request, params }) => {
    const caller = await marketCaller(request);
    if (isResponse(caller)) return caller;
    const market = store.markets.find((candidate) => String(candidate.id) === params.id);
    return market ? HttpResponse.json(marketWire(caller, market)) : notFound();
  }),

  http.post(api(recordPath(paths.markets, ":id", "register_interest")), async ({ request, params }) => {
    const caller = await marketCaller(request);
    if (isResponse(caller)) return caller;
    if (!isProvider(caller)) return forbidden();
    const market = store.markets.find((candidate) => String(candidate.id) === params.id);
    if (!market) return notFound();
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: ["Invalid data. Expected a dictionary, but got list."] });
    const errors = interestErrors(body);
    if (Object.keys(errors).length) return fieldErrors(errors);
    const orgId = orgOf(caller);
    if (store.marketAccess.interests.some((interest) => interest.market === market.id && interest.organisation_id === orgId)) {
      return fieldErrors({ non_field_errors: ["Your organisation has already registered interest in this market."] });
    }
    const interest = {
      id: nextId("marketInterests", store.marketAccess.interests),
      market: market.id,
      organisation_id: orgId,
      contact_name: String(body.contact_name).trim(),
      contact_email: String(body.contact_email).trim(),
      message: typeof body.message === "string" ? body.message.trim() : "",
      created: nowIso(),
    };
    store.marketAccess.interests.push(interest);
    store.outbox.push({
      to: interest.contact_email,
      subject: `Thank you for your interest in ${market.name}`,
      link: "/manage/flexprovider/market-access",
      sent: interest.created,
      body: `We have told ${store.organisations.find((org) => org.id === market.operator_id)?.name ?? "the operator"} of your interest. You can now start your application.`,
    });
    return HttpResponse.json({ ...interest, standing: marketStanding(orgId, market) }, { status: 201 });
  }),

  http.get(api(paths.licenceAreas), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const rows = store.market.licenceAreas.map(({ ref, name, operator_id }) => ({ ref, name, operator_id }));
    return HttpResponse.json(rows, { headers: { "Content-Range": contentRange(0, rows.length, rows.length) } });
  }),
];
