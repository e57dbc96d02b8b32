import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import * as submit from "~/routes/manage.flexprovider.bids.submit/route";
import { paths } from "~/upstream/paths";
import { get, statusOf } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";
import { english, postForm, provider, run, SUBMIT } from "./bids-helpers";

useSandbox();

type Page = Record<string, any>;
// Competition 1 is open with qualifying assets of the provider; competition 4 is closed and holds the provider's bids.
const OPEN = 1;
const CLOSED = 4;
const ENTRY = `${SUBMIT}?competition=${OPEN}&step=entry`;
const RESULTS = `${SUBMIT}?competition=${CLOSED}&step=results`;
const BULK_CONFIRM = `POST /${paths.competitionConfirmationsBulk}`;

const entryOf = (competition: number) => store.market.entries.find((entry) => entry.competition === competition && entry.organisation_id === 101);

describe("confirm entry and competition results", () => {
  test("BID-09 the confirm-entry panel offers Withdraw and Confirm entry for an open competition with qualifying assets only", async () => {
    const page = (await run(submit.loader as never, get(ENTRY, await provider()))).value as Page;
    expect(page).toMatchObject({ view: "entry", competition: { id: OPEN, status: "open" } });
    const closed = await run(submit.loader as never, get(`${SUBMIT}?competition=${CLOSED}&step=entry`, await provider()));
    expect(statusOf(closed.thrown)).toBe(404);
  });

  test("BID-09 Confirm entry records a confirmed entry and opens the entry confirmed step; Withdraw changes it", async () => {
    const jar = await provider();
    const confirmed = await run(submit.action as never, await postForm(ENTRY, [["intent", "entry-confirm"]], jar), jar);
    expect(confirmed.response?.headers.get("Location")).toBe(`${SUBMIT}?competition=${OPEN}&step=entry-confirmed`);
    expect(entryOf(OPEN)?.status).toBe("confirmed");
    const page = (await run(submit.loader as never, get(`${SUBMIT}?competition=${OPEN}&step=entry-confirmed`, jar))).value as Page;
    expect(page).toMatchObject({ view: "entry-confirmed", entryStatus: "confirmed" });
    const withdrawn = await run(submit.action as never, await postForm(ENTRY, [["intent", "entry-withdraw"]], jar), jar);
    expect(withdrawn.response?.headers.get("Location")).toBe(SUBMIT);
    expect(entryOf(OPEN)?.status).toBe("withdrawn");
  });

  test("BID-10 confirming results without the acknowledgement is refused and nothing is posted", async () => {
    const jar = await provider();
    const { value } = await run(submit.action as never, await postForm(RESULTS, [["intent", "confirm-results"], ["competition_ids", String(CLOSED)]], jar), jar);
    const answer = value as Page;
    expect(answer.step).toBe("results");
    expect(english(answer.reply.error.acknowledged[0])).toBe("Tick the box to acknowledge that confirming the results cannot be undone.");
    expect(callCount(BULK_CONFIRM)).toBe(0);
  });

  test("BID-10 with the acknowledgement the results are confirmed through bulk_confirm (201)", async () => {
    const jar = await provider();
    const page = (await run(submit.loader as never, get(RESULTS, jar))).value as Page;
    expect(page).toMatchObject({ view: "results", competition: { id: CLOSED, status: "closed" } });
    const entries: [string, string][] = [["intent", "confirm-results"], ["competition_ids", String(CLOSED)], ["acknowledged", "on"]];
    const { response } = await run(submit.action as never, await postForm(RESULTS, entries, jar), jar);
    expect(response?.headers.get("Location")).toBe(SUBMIT);
    expect(callCount(BULK_CONFIRM)).toBe(1);
    expect(store.market.competitionConfirmations.some((confirmation) => confirmation.competition === CLOSED && confirmation.organisation_id === 101)).toBe(true);
  });

  test("BID-10 a failed confirmation shows 'Sorry, there was a problem confirming this competition. Please try again.'", async () => {
    const jar = await provider();
    store.behaviour.faults.push({ method: "POST", path: paths.competitionConfirmationsBulk, status: 400, body: { competition_ids: ["Competition 4 is not closed."] } });
    const entries: [string, string][] = [["intent", "confirm-results"], ["competition_ids", String(CLOSED)], ["acknowledged", "on"]];
    const { value } = await run(submit.action as never, await postForm(RESULTS, entries, jar), jar);
    const answer = value as Page;
    expect(answer.failed).toBe(true);
    expect(answer.reply.error[""].map(english)).toEqual(["Sorry, there was a problem confirming this competition. Please try again."]);
    expect(store.market.competitionConfirmations.some((confirmation) => confirmation.competition === CLOSED && confirmation.organisation_id === 101)).toBe(false);
  });

  test("BID-10 results are confirmed for closed competitions only", async () => {
    const { thrown } = await run(submit.loader as never, get(`${SUBMIT}?competition=${OPEN}&step=results`, await provider()));
    expect(statusOf(thrown)).toBe(404);
  });
});
