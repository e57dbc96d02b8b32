import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import {
  competitionResultsSchema,
  confirmationFailedMessage,
  confirmationRequests,
  confirmationSucceeded,
  entryActions,
  entryConfirmationsByCompetition,
  entryPayload,
} from "~/domain/bidding/confirmations";
import { CONFIRM_CHUNK } from "~/domain/market/enums";
import { englishKey, englishText } from "./fixtures";

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

describe("competition results confirmation", () => {
  const parse = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return parseWithZod(form, { schema: competitionResultsSchema });
  };

  test("BID-10 the acknowledgement checkbox is required", () => {
    const result = parse([["competition_ids", "7"]]);
    expect(result.status).toBe("error");
    expect(englishText(result.reply().error!.acknowledged![0])).toBe(
      "Tick the box to acknowledge that confirming the results cannot be undone.",
    );
  });

  test("BID-10 with the acknowledgement ticked, the competitions to confirm are given, each once", () => {
    const result = parse([
      ["acknowledged", "on"],
      ["competition_ids", "7"],
      ["competition_ids", "8"],
      ["competition_ids", "7"],
    ]);
    expect(result.status === "success" && result.value).toEqual({ competitionIds: [7, 8] });
    expect(competitionResultsSchema.safeParse({ acknowledged: true, competition_ids: 7 }).success).toBe(true);
    expect(competitionResultsSchema.safeParse({ acknowledged: false, competition_ids: 7 }).success).toBe(false);
  });

  test("BID-10 at least one competition must be named", () => {
    const result = parse([["acknowledged", "on"]]);
    expect(englishText(result.reply().error!.competition_ids![0])).toBe("Choose at least one competition to confirm.");
  });

  test("BID-10 with the chunking feature, bulk_confirm gets chunks of 50 ids", () => {
    expect(CONFIRM_CHUNK).toBe(50);
    const requests = confirmationRequests(ids(120), { chunked: true });
    expect(requests.map((request) => request.competition_ids.length)).toEqual([50, 50, 20]);
    expect(requests[1].competition_ids[0]).toBe(51);
    expect(requests.flatMap((request) => request.competition_ids)).toEqual(ids(120));
  });

  test("BID-10 without the feature every id goes in one request; repeats are sent once; nothing to send, no request", () => {
    expect(confirmationRequests(ids(120), { chunked: false })).toEqual([{ competition_ids: ids(120) }]);
    expect(confirmationRequests([3, 3, 4], { chunked: true })).toEqual([{ competition_ids: [3, 4] }]);
    expect(confirmationRequests([], { chunked: false })).toEqual([]);
  });

  test("BID-10 success needs a 201 from every request; otherwise the failure toast's text", () => {
    expect(confirmationSucceeded([201, 201])).toBe(true);
    expect(confirmationSucceeded([201, 200])).toBe(false);
    expect(confirmationSucceeded([201, null])).toBe(false);
    expect(confirmationSucceeded([])).toBe(false);
    expect(englishKey(confirmationFailedMessage.key)).toBe("Sorry, there was a problem confirming this competition. Please try again.");
  });
});

describe("entry confirmation", () => {
  test("BID-09 entry confirmations are keyed by competition, the latest record counting", () => {
    const byCompetition = entryConfirmationsByCompetition([
      { id: 1, competition: 7, status: "confirmed", created: "2025-01-01T10:00:00Z" },
      { id: 2, competition: 7, status: "withdrawn", created: "2025-01-02T10:00:00Z" },
      { id: 3, competition: 8, status: "confirmed", created: "2025-01-01T10:00:00Z" },
      { id: 5, competition: 9, status: "withdrawn" },
      { id: 4, competition: 9, status: "confirmed" },
    ]);
    expect(byCompetition).toEqual({ 7: "withdrawn", 8: "confirmed", 9: "withdrawn" });
    expect(byCompetition[10]).toBeUndefined();
  });

  test("BID-09 the panel offers Withdraw and Confirm entry; the one matching the status is disabled", () => {
    const labels = entryActions(undefined).map((action) => [action.intent, englishKey(action.label.key), action.disabled]);
    expect(labels).toEqual([
      ["withdraw", "Withdraw", false],
      ["confirm", "Confirm entry", false],
    ]);
    expect(entryActions("confirmed").map((action) => action.disabled)).toEqual([false, true]);
    expect(entryActions("withdrawn").map((action) => action.disabled)).toEqual([true, false]);
  });

  test("BID-09 the entry is posted with its competition and the status the action sets", () => {
    expect(entryPayload(7, "confirm")).toEqual({ competition: 7, status: "confirmed" });
    expect(entryPayload(7, "withdraw")).toEqual({ competition: 7, status: "withdrawn" });
  });
});
