import { HttpResponse, http } from "msw";
import { nowIso } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, readJson } from "../drf";
import { isResponse } from "../session";
import { nextId, store } from "../store";
import type { CompetitionConfirmation, EntryConfirmation } from "../store/market-types";
import { orgOf, page, provider, reader } from "./caller";
import { marketIndex } from "./market-index";
import { MESSAGES } from "./validate";

export const ENTRY_STATUSES = ["confirmed", "withdrawn"] as const;

export const ENTRY_MESSAGES = {
  status: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  noQualifyingAssets: "Your organisation has no qualifying assets in this competition.",
  notClosed: (id: number) => `Competition ${id} is not closed.`,
  noBids: (id: number) => `Your organisation has no bids in competition ${id}.`,
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/** Entry confirmations (confirm or withdraw, per competition) and competition results confirmations. */
export const entryHandlers = [
  http.get(api(paths.entries), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const competition = url.searchParams.get("competition");
    const status = url.searchParams.get("competition_status");
    const index = marketIndex();
    const entries = store.market.entries.filter(
      (entry) =>
        entry.organisation_id === orgOf(caller) &&
        (competition === null || String(entry.competition) === competition) &&
        (status === null || index.competition(entry.competition)?.status === status),
    );
    return page(request, entries);
  }),

  // One entry per organisation and competition: posting again changes its status.
  http.post(api(paths.entries), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: [MESSAGES.notAnObject] });
    const orgId = orgOf(caller);
    const index = marketIndex();
    const errors: Record<string, string[]> = {};
    const competition = index.competition(body.competition);
    if (body.competition === undefined || body.competition === null) errors.competition = [MESSAGES.required];
    else if (!competition) errors.competition = [MESSAGES.invalidPk(body.competition)];
    else if (competition.status !== "open") errors.non_field_errors = [MESSAGES.notOpen];
    else if (!store.market.qualifications.some((row) => row.competition === competition.id && index.qualifying(orgId, competition.id, row))) {
      errors.competition = [ENTRY_MESSAGES.noQualifyingAssets];
    }
    if (body.status === undefined) errors.status = [MESSAGES.required];
    else if (!ENTRY_STATUSES.includes(body.status as never)) errors.status = [ENTRY_MESSAGES.status(body.status)];
    if (Object.keys(errors).length) return fieldErrors(errors);
    const status = body.status as EntryConfirmation["status"];
    const existing = store.market.entries.find((entry) => entry.organisation_id === orgId && entry.competition === competition!.id);
    if (existing) {
      existing.status = status;
      return HttpResponse.json(existing);
    }
    const entry: EntryConfirmation = {
      id: nextId("entries", store.market.entries),
      competition: competition!.id,
      organisation_id: orgId,
      status,
      created: nowIso(),
    };
    store.market.entries.push(entry);
    return HttpResponse.json(entry, { status: 201 });
  }),

  // Providers see their own confirmations; operators those of their competitions.
  http.get(api(paths.competitionConfirmations), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const orgId = orgOf(caller);
    const competition = new URL(request.url).searchParams.get("competition");
    const index = marketIndex();
    const rows = store.market.competitionConfirmations.filter(
      (row) =>
        (row.organisation_id === orgId || index.competition(row.competition)?.operator_id === orgId) &&
        (competition === null || String(row.competition) === competition),
    );
    return page(request, rows);
  }),

  // Irreversible: all the competitions or none; confirming one again answers its confirmation.
  http.post(api(paths.competitionConfirmationsBulk), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    const ids = isObject(body) ? body.competition_ids : undefined;
    if (ids === undefined || ids === null) return fieldErrors({ competition_ids: [MESSAGES.required] });
    if (!Array.isArray(ids)) return fieldErrors({ competition_ids: [MESSAGES.notAList] });
    if (ids.length === 0) return fieldErrors({ competition_ids: [MESSAGES.emptyList] });
    const orgId = orgOf(caller);
    const index = marketIndex();
    const problems: string[] = [];
    const competitions = ids.map((raw) => {
      const competition = index.competition(raw);
      if (!competition) problems.push(MESSAGES.invalidPk(raw));
      else if (competition.status !== "closed") problems.push(ENTRY_MESSAGES.notClosed(competition.id));
      else if (!store.market.bids.some((bid) => bid.organisation_id === orgId && bid.competition === competition.id && bid.is_active)) {
        problems.push(ENTRY_MESSAGES.noBids(competition.id));
      }
      return competition;
    });
    if (problems.length) return fieldErrors({ competition_ids: problems });
    const confirmations = [...new Set(competitions.map((competition) => competition!.id))].map((id) => {
      const existing = store.market.competitionConfirmations.find((row) => row.organisation_id === orgId && row.competition === id);
      if (existing) return existing;
      const row: CompetitionConfirmation = {
        id: nextId("competitionConfirmations", store.market.competitionConfirmations),
        competition: id,
        organisation_id: orgId,
        created: nowIso(),
      };
      store.market.competitionConfirmations.push(row);
      return row;
    });
    return HttpResponse.json(confirmations, { status: 201 });
  }),
];
