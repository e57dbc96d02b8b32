import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import * as edit from "~/routes/manage.flexprovider.bids.edit/route";
import * as history from "~/routes/manage.flexprovider.bids.history/route";
import * as submit from "~/routes/manage.flexprovider.bids.submit/route";
import { paths } from "~/upstream/paths";
import { get } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";
import { postForm, provider, run, SUBMIT } from "./bids-helpers";

useSandbox();

type Page = Record<string, any>;
const OPEN = 1;

async function submitBallot(jar: Awaited<ReturnType<typeof provider>>) {
  const entries: [string, string][] = [
    ["intent", "submit"],
    ["assets", "a251"],
    ["bids[0].service_window", "1"],
    ["bids[0].capacity", "0.005"],
    ["bids[0].max_runtime", "0 01:00:00"],
    ["bids[0].availability_price", "11"],
    ["bids[0].utilisation_price", "220"],
  ];
  await run(submit.action as never, await postForm(`${SUBMIT}?competition=${OPEN}`, entries, jar), jar);
  return store.market.ballots.at(-1)!;
}

describe("edit and history", () => {
  test("BID-08 history lists the provider's ballots newest first with a View link target", async () => {
    const jar = await provider();
    const ballot = await submitBallot(jar);
    const page = (await run(history.loader as never, get("/manage/flexprovider/bids/history", jar))).value as Page;
    expect(page.ballots[0]).toMatchObject({ id: ballot.id, competition: OPEN, bid_count: 1, capacity: 0.005 });
    const own = store.market.ballots.filter((candidate) => candidate.organisation_id === 101 && candidate.is_active);
    expect(page.ballots).toHaveLength(own.length);
  });

  test("BID-08 BID-02 BID-03 edit opens the builder prefilled from the ballot's bids and asset group; a change patches the bid", async () => {
    const jar = await provider();
    const ballot = await submitBallot(jar);
    const bid = store.market.bids.find((candidate) => candidate.ballot === ballot.id)!;
    const url = `/manage/flexprovider/bids/edit?ballot=${ballot.id}`;
    const page = (await run(edit.loader as never, get(url, jar))).value as Page;
    expect(page.step).toBe("bids");
    expect(page.form.selection).toBe("a251");
    expect(page.form.rows).toEqual([{ row: 0, windowId: 1, bid: expect.objectContaining({ id: bid.id, capacity: "0.005" }) }]);
    const entries: [string, string][] = [
      ["intent", "submit"],
      ["assets", "a251"],
      ["bids[0].id", String(bid.id)],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.004"],
      ["bids[0].max_runtime", "0 01:00:00"],
      ["bids[0].availability_price", "11"],
      ["bids[0].utilisation_price", "220"],
    ];
    const { response } = await run(edit.action as never, await postForm(url, entries, jar), jar);
    expect(response?.headers.get("Location")).toBe(`/manage/flexprovider/bids/edit?ballot=${ballot.id}&step=success`);
    expect(store.market.bids.find((candidate) => candidate.id === bid.id)?.capacity).toBe(0.004);
    expect(callCount(`POST /${paths.ballotAssetGroups}`)).toBe(0);
  });

  test("BID-08 deleting the bid set makes the ballot inactive through set_inactive", async () => {
    const jar = await provider();
    const ballot = await submitBallot(jar);
    const url = `/manage/flexprovider/bids/edit?ballot=${ballot.id}&step=delete`;
    const { response } = await run(edit.action as never, await postForm(url, [["intent", "delete"]], jar), jar);
    expect(response?.headers.get("Location")).toBe(SUBMIT);
    expect(store.market.ballots.find((candidate) => candidate.id === ballot.id)?.is_active).toBe(false);
  });
});
