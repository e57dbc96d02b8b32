import { HttpResponse, http } from "msw";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, notFound, readJson } from "../drf";
import { isResponse } from "../session";
import { store } from "../store";
import type { Ballot, Bid } from "../store/market-types";
import { booleanParam, orgOf, ordered, page, provider, reader } from "./caller";
import { asId, marketIndex } from "./market-index";
import { ballotFor, storeBid } from "./records";
import { MESSAGES, validateBid, type FieldErrors, type ValidBid } from "./validate";

/** Fields a bid patch may change; the ballot, competition and owner stay as they are. */
const PATCHABLE = ["service_window", "capacity", "max_runtime", "availability_price", "utilisation_price", "service_fee", "divisible"] as const;

function ownBids(orgId: number, url: URL): Bid[] {
  const active = booleanParam(url, "is_active");
  const filters = ["ballot", "competition", "service_window"]
    .map((field) => [field, url.searchParams.get(field)] as const)
    .filter(([, value]) => value !== null);
  return store.market.bids.filter(
    (bid) =>
      bid.organisation_id === orgId &&
      (active === null || bid.is_active === active) &&
      filters.every(([field, value]) => String(bid[field as keyof Bid]) === value),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/** One answer for a single object, a list of per-row answers (empty for good rows) for a list. */
function rowErrors(body: unknown, errors: FieldErrors[]) {
  return HttpResponse.json(Array.isArray(body) ? errors : errors[0], { status: 400 });
}

/** Bids: list, one, create (one or a list) and patch (a list); each request is all-or-nothing. */
export const bidHandlers = [
  http.get(api(paths.bidStatus), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const bids = ordered(ownBids(orgOf(caller), new URL(request.url)), "id");
    return page(
      request,
      bids.map(({ id, ballot, competition, service_window, outcome, is_active }) => ({ id, ballot, competition, service_window, outcome, is_active })),
    );
  }),

  http.get(api(paths.bids), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    return page(request, ordered(ownBids(orgOf(caller), url), url.searchParams.get("ordering")));
  }),

  http.get(api(recordPath(paths.bids, ":id")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const bid = store.market.bids.find((row) => row.id === asId(params.id) && row.organisation_id === orgOf(caller));
    return bid ? HttpResponse.json(bid) : notFound();
  }),

  http.post(api(paths.bids), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    if (Array.isArray(body) && body.length === 0) return fieldErrors({ non_field_errors: [MESSAGES.emptyList] });
    const orgId = orgOf(caller);
    const index = marketIndex();
    const items = Array.isArray(body) ? body : [body];
    const results = items.map((item) =>
      isObject(item) ? validateBid(index, orgId, item) : { ok: false as const, errors: { non_field_errors: [MESSAGES.notAnObject as string] } },
    );
    if (results.some((result) => !result.ok)) return rowErrors(body, results.map((result) => (result.ok ? {} : result.errors)));
    const newBallots: Ballot[] = [];
    const created = results.map((result) => {
      const bid = (result as { value: ValidBid }).value;
      return storeBid(orgId, ballotFor(index, orgId, bid, newBallots), bid);
    });
    return HttpResponse.json(Array.isArray(body) ? created : created[0], { status: 201 });
  }),

  http.patch(api(paths.bids), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    if (!Array.isArray(body)) return fieldErrors({ non_field_errors: [MESSAGES.notAList] });
    if (body.length === 0) return fieldErrors({ non_field_errors: [MESSAGES.emptyList] });
    const orgId = orgOf(caller);
    const index = marketIndex();
    const checked = body.map((item) => {
      if (!isObject(item)) return { errors: { non_field_errors: [MESSAGES.notAnObject] } };
      const bid = store.market.bids.find((row) => row.id === asId(item.id) && row.organisation_id === orgId && row.is_active);
      if (!bid) return { errors: { id: [item.id === undefined ? MESSAGES.required : MESSAGES.invalidPk(item.id)] } };
      const merged: Record<string, unknown> = { ballot: bid.ballot, ...pick(bid), ...pick(item) };
      const result = validateBid(index, orgId, merged);
      return result.ok ? { bid, value: result.value } : { errors: result.errors };
    });
    if (checked.some((row) => row.errors)) return rowErrors(body, checked.map((row) => row.errors ?? {}));
    const saved = checked.map(({ bid, value }) => {
      const { service_window, capacity, max_runtime, availability_price, utilisation_price, service_fee, divisible } = value!;
      return Object.assign(bid!, { service_window, capacity, max_runtime, availability_price, utilisation_price, service_fee, divisible });
    });
    return HttpResponse.json(saved);
  }),
];

function pick(source: object): Record<string, unknown> {
  const record = source as Record<string, unknown>;
  return Object.fromEntries(PATCHABLE.filter((field) => field in record).map((field) => [field, record[field]]));
}
