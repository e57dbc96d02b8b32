import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { ASSETS_FIELD, assetSelectionSchema, toggleAll } from "~/domain/bidding/asset-selection";
import { parseAssetKey } from "~/domain/bidding/assets";
import { addBid, isNewConfiguration, removeBid } from "~/domain/bidding/ballot-state";
import { ballotFormSchema, validateBallot } from "~/domain/bidding/bid-form";
import { applyMultiBid, multiBidSchema } from "~/domain/bidding/multi-bid";
import { bidWrites, failedChunkErrors, type FailedChunk } from "~/domain/bidding/payload";
import type { AssetRef, BallotState, BidDraft, FieldErrors, WindowValidity } from "~/domain/bidding/types";
import { CARRIED_ASSETS_FIELD } from "~/components/bidding/types";
import type { Auth } from "~/session/auth.server";
import type { Client } from "~/upstream/client.server";
import { addAssetGroup, createBallot } from "~/upstream/ballots.server";
import { createBids, patchBids } from "~/upstream/bids.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailure, upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { biddingCompetition, rowsOf, rulesFor, selectionFrom, selectionText, type Builder, type FormRow } from "./builder-data.server";

/** Where the builder lives: the submit page for a new ballot, the edit page for an existing one. */
export type BuilderPlace = { base: string; key: "competition" | "ballot"; id: number };

export const builderUrl = (place: BuilderPlace, query: Record<string, string> = {}) =>
  `${place.base}?${new URLSearchParams({ [place.key]: String(place.id), ...query })}`;

/** The builder's answer to a post that stays on the page: the form as posted (or changed), with its errors. */
export type BuilderReply = {
  step: "assets" | "bids" | "multi";
  intent: string;
  rows: FormRow[];
  selection: string;
  ballotId: number | null;
  errors: FieldErrors;
  formErrors: string[];
  validity: Record<number, WindowValidity>;
  /** Changes on every answer, so the page redraws its fields from the rows sent back. */
  revision: string;
  /** While the asset selection step carries the typed bids: the bid form's selection, to return to on Cancel. */
  carried: string | null;
};

const FIELDS: (keyof BidDraft)[] = ["capacity", "max_runtime", "availability_price", "utilisation_price", "service_fee"];
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The bids as posted, back in their windows; a row naming no window of the competition is dropped. */
export function postedState(builder: Builder, payload: Record<string, unknown>): BallotState {
  const posted = Array.isArray(payload.bids) ? (payload.bids as unknown[]) : [];
  const bidSet: BallotState["bidSet"] = Object.fromEntries(builder.state.windows.map((window) => [window.id, [] as BidDraft[]]));
  for (const raw of posted) {
    const row = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const windowId = Number(row.service_window);
    if (!bidSet[windowId]) continue;
    const id = Number(row.id);
    const bid: BidDraft = { service_window: windowId, capacity: "", max_runtime: "", availability_price: "", utilisation_price: "", service_fee: "" };
    for (const field of FIELDS) (bid as Record<string, unknown>)[field] = text(row[field]);
    if (Number.isSafeInteger(id) && id > 0) bid.id = id;
    bidSet[windowId].push(bid);
  }
  return { ...builder.state, bidSet, validity: Object.fromEntries(builder.state.windows.map((window) => [window.id, null])) };
}

function reply(step: BuilderReply["step"], intent: string, state: BallotState, selection: AssetRef[], extra: Partial<BuilderReply> = {}): BuilderReply {
  return {
    step,
    intent,
    rows: rowsOf(state),
    selection: selectionText(selection),
    ballotId: state.ballotId,
    errors: {},
    formErrors: [],
    validity: state.validity,
    revision: crypto.randomUUID(),
    carried: null,
    ...extra,
  };
}

type ActionInput = { client: Client; auth: Auth; builder: Builder; place: BuilderPlace; formData: FormData; intent: string };

/** The typed bids the asset selection step brought along from the bid form, or null when it was opened on its own. */
function carriedBids(builder: Builder, formData: FormData) {
  if (!formData.has(CARRIED_ASSETS_FIELD)) return null;
  const payload = parseWithZod(formData, { schema: ballotFormSchema(rulesFor(builder, [])) }).payload;
  const selection = selectionFrom(text(formData.get(CARRIED_ASSETS_FIELD)), builder.items);
  return { state: withBallot(postedState(builder, payload), payload), selection, text: selectionText(selection) };
}

/**
 * BID-05 BID-03: the asset selection step; at least one qualifying asset, then on to the bids.
 * Opened from the bid form it returns to the bids as typed (those of windows that still
 * exist), with the new selection; the capacity limits are checked again when the ballot is.
 */
export function selectAssets({ builder, place, formData, intent }: ActionInput) {
  const carried = carriedBids(builder, formData);
  const state = carried?.state ?? builder.state;
  const carry = { carried: carried?.text ?? null };
  if (intent === "cancel-assets") return carried ? reply("bids", intent, state, carried.selection) : redirect(builderUrl(place));
  if (intent === "toggle-assets") {
    const posted = formData.getAll(ASSETS_FIELD).map(String);
    const toggled = toggleAll(builder.items, posted).map((key) => parseAssetKey(key)!);
    return reply("assets", intent, state, toggled, carry);
  }
  const submission = parseWithZod(formData, { schema: assetSelectionSchema(builder.items) });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    return reply("assets", intent, state, [], { errors: { [ASSETS_FIELD]: errors[ASSETS_FIELD] ?? [] }, ...carry });
  }
  if (carried) return reply("bids", intent, state, submission.value[ASSETS_FIELD]);
  return redirect(builderUrl(place, { step: "bids", assets: selectionText(submission.value[ASSETS_FIELD]) }));
}

/** Add a bid to a window, remove one, open the multi-bid or asset selection step: the form comes back as it was typed. */
export function changeBids({ builder, formData, intent }: ActionInput) {
  const payload = parseWithZod(formData, { schema: ballotFormSchema(rulesFor(builder, [])) }).payload;
  const selection = selectionFrom(text(payload[ASSETS_FIELD]), builder.items);
  let state = withBallot(postedState(builder, payload), payload);
  const [kind, first, second] = intent.split(":");
  if (kind === "add") state = addBid(state, Number(first));
  else if (kind === "remove") state = removeBid(state, Number(first), Number(second));
  else if (kind === "multi") return reply("multi", intent, state, selection);
  else if (kind === "cancel-multi") return reply("bids", intent, state, selection);
  else if (kind === "change-assets") return reply("assets", intent, state, selection, { carried: selectionText(selection) });
  return reply("bids", intent, state, selection);
}

/** A ballot made by an earlier post that was only partly saved travels with the form, so it is not made twice. */
function withBallot(state: BallotState, payload: Record<string, unknown>): BallotState {
  if (state.ballotId !== null) return state;
  const id = Number(payload.ballot);
  return Number.isSafeInteger(id) && id > 0 ? { ...state, ballotId: id } : state;
}

/** BID-06: the multi-bid offer fills the chosen windows; its own errors keep the step open. */
export function applyMultiBidOffer({ builder, formData, intent }: ActionInput) {
  const payload = parseWithZod(formData, { schema: ballotFormSchema(rulesFor(builder, [])) }).payload;
  const selection = selectionFrom(text(payload[ASSETS_FIELD]), builder.items);
  const state = withBallot(postedState(builder, payload), payload);
  const submission = parseWithZod(formData, { schema: multiBidSchema(biddingCompetition(builder.competition)) });
  if (submission.status !== "success") {
    const { "": formErrors = [], ...errors } = submission.reply().error ?? {};
    const multiErrors = Object.fromEntries(Object.entries(errors).map(([name, messages]) => [`multi.${name}`, messages ?? []]));
    return reply("multi", intent, state, selection, { errors: multiErrors, formErrors: formErrors ?? [] });
  }
  return reply("bids", intent, applyMultiBid(state, submission.value.offer, submission.value.windows), selection);
}

/** Saved rows get their new ids, so posting the form again changes them rather than adding them twice. */
function withSavedIds(state: BallotState, createRows: number[], failedRows: Set<number>, savedIds: number[]): BallotState {
  const rows = rowsOf(state);
  const savedRows = createRows.filter((row) => !failedRows.has(row));
  const idOf = new Map(savedRows.map((row, position) => [row, savedIds[position]]));
  const bidSet = { ...state.bidSet };
  for (const { row, windowId, bid } of rows) {
    const id = idOf.get(row);
    if (id === undefined) continue;
    const index = rows.filter((other) => other.windowId === windowId && other.row < row).length;
    bidSet[windowId] = bidSet[windowId].map((draft, position) => (position === index ? { ...bid, id } : draft));
  }
  return { ...state, bidSet };
}

/**
 * BID-04 BID-03: the bids checked against the rules; a valid ballot is written: a new
 * ballot (or a new asset group when the selection changed), then the bids in bulk. Rows
 * a refused chunk held come back with their errors, and nothing typed is lost.
 */
export async function submitBallot({ client, builder, place, formData, intent }: ActionInput) {
  const payload = parseWithZod(formData, { schema: ballotFormSchema(rulesFor(builder, [])) }).payload;
  const selection = selectionFrom(text(payload[ASSETS_FIELD]), builder.items);
  const state = withBallot(postedState(builder, payload), payload);
  if (selection.length === 0) return redirect(builderUrl(place, { step: "assets" }));
  const rules = rulesFor(builder, selection);
  const submission = parseWithZod(formData, { schema: ballotFormSchema(rules) });
  if (submission.status !== "success") {
    const checked = validateBallot(state, rules);
    return reply("bids", intent, checked.state, selection, { errors: checked.errors });
  }
  const bids = submission.value.bids;
  if (bids.length === 0) return reply("bids", intent, state, selection, { formErrors: ["bidding:pages.builder.noBids"] });

  let ballotId = state.ballotId;
  try {
    if (ballotId === null) {
      ballotId = (await createBallot(client, builder.competition.id, selection)).id;
    } else if (isNewConfiguration({ id: ballotId }, builder.state.assetGroup, selection)) {
      await addAssetGroup(client, ballotId, selection);
    }
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => reply("bids", intent, state, selection, { formErrors: [message] }));
    const messages = Object.values(error.fieldErrors).flat();
    return reply("bids", intent, state, selection, { formErrors: messages.length ? messages : [error.detail] });
  }

  const writes = bidWrites(ballotId, bids);
  const [created, patched] = await Promise.all([
    writes.create.length ? createBids(client, writes.create) : { saved: [], failures: [] },
    writes.patch.length ? patchBids(client, writes.patch) : { saved: [], failures: [] },
  ]);
  const errors: FieldErrors = {};
  const failedRows = new Set<number>();
  const collect = (formRows: number[], failures: FailedChunk[]) => {
    for (const failure of failures) {
      for (const [name, messages] of Object.entries(failedChunkErrors(formRows, failure))) (errors[name] ??= []).push(...messages);
      for (const { index } of failure.rows) if (formRows[index] !== undefined) failedRows.add(formRows[index]);
    }
  };
  collect(writes.createRows, created.failures);
  collect(writes.patchRows, patched.failures);
  if (failedRows.size > 0) {
    const kept = withSavedIds({ ...state, ballotId }, writes.createRows, failedRows, created.saved.map((bid) => bid.id));
    // Rows the upstream failed to take (rather than refused) are not the provider's to correct: the form says so above them.
    const outage = [...created.failures, ...patched.failures].find((failure) => upstreamFailure(failure.error));
    if (outage) return upstreamFailureAnswer(outage.error, (message) => reply("bids", intent, kept, selection, { errors, ballotId, formErrors: [message] }));
    return reply("bids", intent, kept, selection, { errors, ballotId });
  }
  return redirect(builderUrl(place, { step: "success", ballot: String(ballotId) }));
}

export const BUILDER_INTENTS = ["select-assets", "toggle-assets", "cancel-assets", "change-assets", "submit", "apply-multi", "multi", "cancel-multi", "add", "remove"] as const;

/** One small function per intent (add and remove carry their window and row: `add:11`, `remove:11:0`). */
export function builderAction(input: Omit<ActionInput, "intent"> & { intent: string }) {
  const kind = input.intent.split(":")[0];
  if (kind === "select-assets" || kind === "toggle-assets" || kind === "cancel-assets") return selectAssets(input);
  if (kind === "submit") return submitBallot(input);
  if (kind === "apply-multi") return applyMultiBidOffer(input);
  if (kind === "multi" || kind === "cancel-multi" || kind === "change-assets" || kind === "add" || kind === "remove") return changeBids(input);
  throw data({ message: "unknown-intent" }, { status: 400 });
}
