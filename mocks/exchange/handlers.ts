/** The exchange as the Flex API serves it; the contract is mocks/docs/exchange.md. */
import { HttpResponse, http, type HttpHandler } from "msw";
import { DateTime } from "luxon";
import { z } from "zod";
import { nowIso, nowMs } from "~/clock.server";
import { BIDDING_CLOSED, NOT_YOURS, STILL_OPEN, bestBid, bidProblems, decide, listingProblems, listingState, replaceLiveBid } from "~/domain/exchange/rules";
import { AUCTIONS, EXCHANGE_TYPES, LISTING_STATES, type ExchangeListing } from "~/domain/exchange/types";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound, readJson, zodFieldErrors } from "../drf";
import { pagedJson } from "../paging";
import { authenticate, isResponse } from "../session";
import { organisationOf, store } from "../store";
import type { StoredListing } from "./types";
import { contractById, contractListed, linkSeededObligations, qualifiedAssets, transferObligation } from "./obligations";
import { NO_LONGER_QUALIFIED, contractListingProblems, obligationBidProblems, obligationTerms, windowChoice } from "~/domain/exchange/obligation";
import { listingFilter } from "./filters";
import { DESCRIPTION_MAX_CHARACTERS, TITLE_MAX_CHARACTERS } from "~/domain/exchange/new-listing";
import { biddingSummary, obligationSummary } from "./detail";

type Caller = { orgId: number; orgType: string; permissions: string[] };

async function caller(request: Request): Promise<Caller | Response> {
  const session = await authenticate(request);
  if (isResponse(session)) return session;
  const org = organisationOf(session.user);
  if (!org) return forbidden();
  return { orgId: org.id, orgType: org.org_type ?? "", permissions: session.user.permissions };
}

const wire = (listing: StoredListing, now: number): ExchangeListing => {
  const { withdrawn_at: _withdrawn, moved_contract: _moved, ...rest } = listing;
  return { ...rest, state: listingState(listing, now, bestBid(store.exchange.bids, listing.id) !== null) };
};

/** A listing's state now, judged with its live bids. */
export const stateOf = (listing: StoredListing) => listingState(listing, nowMs(), bestBid(store.exchange.bids, listing.id) !== null);

/** The reserve is the lister's secret: any other organisation gets the listing without the field. */
const toldTo = (listing: ExchangeListing, callerOrg: number): ExchangeListing | Omit<ExchangeListing, "reserve_price"> => {
  if (listing.flex_provider_id === callerOrg) return listing;
  const { reserve_price: _secret, ...told } = listing;
  return told;
};

const number = z.coerce.number({ invalid_type_error: "A valid number is required." });
const date = z.string({ required_error: "This field is required." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.");

const listingBody = z.object({
  exchange_type: z.enum(EXCHANGE_TYPES, { errorMap: () => ({ message: "Select a valid choice." }) }),
  flex_provider_id: number,
  flex_provider_name: z.string().min(1, "This field may not be blank."),
  title: z.string({ required_error: "This field is required." }).trim().min(1, "This field may not be blank.").max(TITLE_MAX_CHARACTERS, `Ensure this field has no more than ${TITLE_MAX_CHARACTERS} characters.`),
  description: z.string().max(DESCRIPTION_MAX_CHARACTERS, `Ensure this field has no more than ${DESCRIPTION_MAX_CHARACTERS} characters.`).default(""),
  capacity: number,
  start: date,
  end: date,
  price: number,
  reserve_price: number.nullable().default(null),
  closes_at: z.string({ required_error: "This field is required." }).min(1, "This field may not be blank."),
  competition: number.nullable().default(null),
  contract: number.int().nullable().default(null),
  service_windows: z.array(number.int()).default([]),
  agreement: z
    .object({
      agreement_number: z.string().min(1, "This field may not be blank."),
      capacity_unit_id: z.string().min(1, "This field may not be blank."),
      auction: z.enum(AUCTIONS),
      delivery_year: number.int(),
      clearing_price: number,
      derated_mw: number,
    })
    .nullable()
    .default(null),
});

const bidBody = z.object({ listing: number.int(), bidder_fp_id: number, bidder_fp_name: z.string().min(1, "This field may not be blank."), capacity: number, price: number });

/** Who may bid on what: load modifications are bought by operators with buy-load-mod; the rest by providers. */
function mayBid(who: Caller, listing: StoredListing): boolean {
  if (listing.exchange_type === "load_modification") return who.orgType === "systemoperator" && who.permissions.includes("buy-load-mod");
  return who.orgType === "flexprovider";
}

/**
 * An obligation listing names one of the lister's contracts, and may name some of its service
 * windows (none: the whole contract); its period and competition are the contract's, and its
 * capacity the largest of the chosen windows', whatever the body says.
 */
function obligationBody(raw: Record<string, unknown>, lister: number): Record<string, unknown> | Response {
  const id = Number(raw.contract);
  if (raw.contract === undefined || raw.contract === null || raw.contract === "") return fieldErrors({ contract: ["This field is required."] });
  if (!Number.isInteger(id)) return fieldErrors({ contract: ["A valid integer is required."] });
  linkSeededObligations();
  const contract = contractById(id);
  const problems = contractListingProblems(contract, lister, DateTime.fromMillis(nowMs()).toUTC().toISODate()!, contract ? contractListed(contract.id) : false);
  if (Object.keys(problems).length || !contract) return fieldErrors(problems);
  const choice = windowChoice(raw.service_windows, contract.windows);
  if (Object.keys(choice.problems).length) return fieldErrors(choice.problems);
  return { ...raw, contract: id, service_windows: choice.chosen, ...obligationTerms(contract, String(raw.closes_at ?? ""), undefined, choice.chosen) };
}

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

export const exchangeHandlers: HttpHandler[] = [
  http.get(api(paths.exchangeListings), async ({ request }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    const query = new URL(request.url).searchParams;
    const type = query.get("exchange_type");
    const state = query.get("state");
    if (type && !(EXCHANGE_TYPES as readonly string[]).includes(type)) return fieldErrors({ exchange_type: [`Select a valid choice. ${type} is not one of the available choices.`] });
    if (state && !(LISTING_STATES as readonly string[]).includes(state)) return fieldErrors({ state: [`Select a valid choice. ${state} is not one of the available choices.`] });
    const filter = listingFilter(query);
    if (isResponse(filter)) return filter;
    linkSeededObligations();
    const now = nowMs();
    const mine = query.get("mine") === "true";
    const rows = store.exchange.listings
      .map((listing) => wire(listing, now))
      .filter((listing) => (!type || listing.exchange_type === type) && (!state || listing.state === state) && (!mine || listing.flex_provider_id === who.orgId) && filter(listing))
      .sort((a, b) => a.closes_at.localeCompare(b.closes_at))
      .map((listing) => toldTo(listing, who.orgId));
    return pagedJson(request, rows, { defaultLimit: 20, maxLimit: 200 });
  }),

  http.get(api(`${paths.exchangeListings}:id/`), async ({ request, params }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    linkSeededObligations();
    const listing = store.exchange.listings.find((row) => row.id === Number(params.id));
    return listing ? HttpResponse.json({ ...toldTo(wire(listing, nowMs()), who.orgId), ...biddingSummary(listing, who.orgId), obligation: obligationSummary(listing) }) : notFound();
  }),

  http.post(api(paths.exchangeListings), async ({ request }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    if (who.orgType !== "flexprovider") return forbidden();
    const raw = (await readJson(request)) as Record<string, unknown>;
    const body = raw && raw.exchange_type === "flexibility_obligation" ? obligationBody(raw, who.orgId) : raw;
    if (isResponse(body)) return body;
    const parsed = listingBody.safeParse(body);
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    // 001 §6: listings are stamped with the provider's id and name, which must be the caller's own.
    if (parsed.data.flex_provider_id !== who.orgId) return fieldErrors({ flex_provider_id: ["A listing is stamped with your own organisation."] });
    const agreement = parsed.data.exchange_type === "capacity_agreement" ? parsed.data.agreement : null;
    if (parsed.data.exchange_type === "capacity_agreement" && !agreement) return fieldErrors({ agreement: ["This field is required."] });
    const problems = listingProblems({ ...parsed.data, agreement }, nowMs());
    if (Object.keys(problems).length) return fieldErrors(problems);
    const obligation = parsed.data.exchange_type === "flexibility_obligation";
    const contract = obligation ? parsed.data.contract : null;
    const service_windows = obligation ? parsed.data.service_windows : [];
    const listing: StoredListing = { ...parsed.data, agreement, contract, service_windows, id: nextId(store.exchange.listings), awarded_bid: null, withdrawn_at: null, created: nowIso() };
    store.exchange.listings.push(listing);
    return HttpResponse.json(wire(listing, nowMs()), { status: 201 });
  }),

  http.post(api(`${paths.exchangeListings}:id/withdraw/`), async ({ request, params }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    const listing = store.exchange.listings.find((row) => row.id === Number(params.id));
    if (!listing) return notFound();
    if (listing.flex_provider_id !== who.orgId) return forbidden();
    if (stateOf(listing) !== "open") return fieldErrors({ non_field_errors: [BIDDING_CLOSED] });
    listing.withdrawn_at = nowIso();
    store.exchange.bids = store.exchange.bids.map((bid) => (bid.listing === listing.id && bid.state === "live" ? { ...bid, state: "withdrawn" } : bid));
    return HttpResponse.json(wire(listing, nowMs()));
  }),

  // The lister sees every bid on its listing; a bidder sees its own.
  http.get(api(paths.exchangeBids), async ({ request }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    const listingId = Number(new URL(request.url).searchParams.get("listing"));
    const ownListings = new Set(store.exchange.listings.filter((row) => row.flex_provider_id === who.orgId).map((row) => row.id));
    const rows = store.exchange.bids
      .filter((bid) => (!listingId || bid.listing === listingId) && (ownListings.has(bid.listing) || bid.bidder_fp_id === who.orgId))
      .sort((a, b) => b.price - a.price || a.created.localeCompare(b.created));
    return pagedJson(request, rows, { defaultLimit: 50, maxLimit: 500 });
  }),

  http.post(api(paths.exchangeBids), async ({ request }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    const parsed = bidBody.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const listing = store.exchange.listings.find((row) => row.id === parsed.data.listing);
    if (!listing) return fieldErrors({ listing: [`Invalid pk "${parsed.data.listing}" - object does not exist.`] });
    if (!mayBid(who, listing)) return forbidden();
    if (parsed.data.bidder_fp_id !== who.orgId) return fieldErrors({ bidder_fp_id: ["A bid is stamped with your own organisation."] });
    linkSeededObligations();
    const problems = bidProblems({ ...listing, state: stateOf(listing) }, parsed.data, stateOf(listing));
    // The bidder's assets will deliver a taken-over obligation: they must qualify in its competition.
    if (listing.exchange_type === "flexibility_obligation" && !problems.non_field_errors) Object.assign(problems, { ...obligationBidProblems(qualifiedAssets(who.orgId, listing.competition)), ...problems });
    if (Object.keys(problems).length) return fieldErrors(problems);
    store.exchange.bids = replaceLiveBid(store.exchange.bids, listing.id, who.orgId);
    const bid = { ...parsed.data, id: nextId(store.exchange.bids), state: "live" as const, created: nowIso() };
    store.exchange.bids.push(bid);
    return HttpResponse.json(bid, { status: 201 });
  }),

  http.post(api(`${paths.exchangeBids}:id/decision/`), async ({ request, params }) => {
    const who = await caller(request);
    if (isResponse(who)) return who;
    const parsed = z.object({ decision: z.enum(["accept", "reject"], { errorMap: () => ({ message: "Select a valid choice." }) }) }).safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const bid = store.exchange.bids.find((row) => row.id === Number(params.id));
    const listing = bid && store.exchange.listings.find((row) => row.id === bid.listing);
    if (!bid || !listing) return notFound();
    if (listing.flex_provider_id !== who.orgId) return fieldErrors({ non_field_errors: [NOT_YOURS] }, 403);
    const state = stateOf(listing);
    if (state === "open") return fieldErrors({ non_field_errors: [STILL_OPEN] });
    if (state !== "closed" || bid.state !== "live") return fieldErrors({ non_field_errors: ["This bid has already been decided."] });
    // The buyer's assets will deliver the obligation: they must still qualify in its competition when it is awarded.
    if (parsed.data.decision === "accept" && listing.exchange_type === "flexibility_obligation" && !qualifiedAssets(bid.bidder_fp_id, listing.competition).length)
      return fieldErrors({ non_field_errors: [NO_LONGER_QUALIFIED] });
    store.exchange.bids = decide(store.exchange.bids, listing.id, bid.id, parsed.data.decision);
    if (parsed.data.decision === "accept") {
      listing.awarded_bid = bid.id;
      if (listing.exchange_type === "flexibility_obligation") transferObligation(listing, bid.bidder_fp_id);
    }
    return HttpResponse.json(store.exchange.bids.find((row) => row.id === bid.id));
  }),
];
