import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { store } from "~mocks/store";
import { addAssetGroup, allBallots, assetGroups, ballotsCount, competitionBallot, createBallot, deleteBallots, getBallot, listBallots } from "~/upstream/ballots.server";
import { bidFile, bidStatuses, createBids, failedRows, listBids, patchBids } from "~/upstream/bids.server";
import { confirmResults, listConfirmations, listEntries, setEntry } from "~/upstream/entries.server";
import { UpstreamDataError, UpstreamError } from "~/upstream/errors";
import { filesApi } from "~/upstream/files.server";
import { paths } from "~/upstream/paths";
import type { BidInput } from "~/upstream/schemas/bidding";
import { callCount, sandbox, useSandbox } from "../../support/sandbox";
import { ASSET, COMPETITION, PROVIDER, WINDOW, clientFor, seedBiddingMarket } from "./bidding-fixtures";

useSandbox();
beforeEach(() => seedBiddingMarket());

const battery = { flex_asset: ASSET.battery, planned: false };
const heatPump = { flex_asset: ASSET.heatPump, planned: false };

describe("ballot module", () => {
  it("BID-01 BID-08 creates, lists, counts, views and deletes ballots through typed calls", async () => {
    const client = await clientFor(PROVIDER);
    const ballot = await createBallot(client, COMPETITION.open, [battery]);
    expect(ballot).toMatchObject({ competition: COMPETITION.open, competition_status: "open", is_active: true, assets: [battery] });
    const page = await listBallots(client);
    expect(page.items.map((row) => row.id)).toEqual([ballot.id, 500]);
    expect(page.total).toBe(2);
    expect((await listBallots(client, { competition: COMPETITION.closed })).items.map((row) => row.id)).toEqual([500]);
    expect((await getBallot(client, 500)).approval_outcome).toBe("approved");
    expect(await ballotsCount(client, COMPETITION.open)).toBe(1);

    const group = await addAssetGroup(client, ballot.id, [battery, heatPump]);
    expect(await assetGroups(client, ballot.id)).toEqual([group]);
    await createBids(client, [{ ballot: ballot.id, service_window: WINDOW.open, capacity: 4, max_runtime: "0 01:00:00", availability_price: 1, utilisation_price: 2 }]);
    const view = await competitionBallot(client, COMPETITION.open, ballot.id);
    expect(view).toMatchObject({ bid_count: 1, capacity: 4, bids: [{ capacity: 4, service_window: WINDOW.open }] });
    expect(view.asset_groups.map((row) => row.active)).toEqual([false, true]);

    await deleteBallots(client, [ballot.id]);
    expect(await ballotsCount(client, COMPETITION.open)).toBe(0);
    expect((await allBallots(client)).map((row) => row.id)).toEqual([500]);
  });

  it("BID-01 reads every page of ballots 100 at a time", async () => {
    const client = await clientFor(PROVIDER);
    store.market.ballots.push(
      ...Array.from({ length: 230 }, (_, n) => ({ id: 1000 + n, competition: COMPETITION.open, organisation_id: 101, created: `2025-02-11T00:00:${String(n % 60).padStart(2, "0")}Z`, is_active: true, approval_outcome: null })),
    );
    const ballots = await allBallots(client);
    expect(ballots).toHaveLength(231);
    expect(new Set(ballots.map((row) => row.id)).size).toBe(231);
    expect(callCount(`GET /${paths.ballots}`)).toBe(3);
  });
});

describe("bid module", () => {
  it("BID-08 a bulk create keeps the chunks that succeed when one chunk is refused", async () => {
    const client = await clientFor(PROVIDER);
    const ballot = await createBallot(client, COMPETITION.open, [battery]);
    const rows: BidInput[] = Array.from({ length: 600 }, (_, n) => ({
      ballot: ballot.id,
      service_window: n % 2 ? WINDOW.open : WINDOW.openSmall,
      capacity: 0.001,
      max_runtime: "0 01:00:00",
      availability_price: 1,
      utilisation_price: 2,
    }));
    rows[300] = { ...rows[300], capacity: 99 };
    const result = await createBids(client, rows);
    expect(result.saved).toHaveLength(350);
    expect(result.failures.map((failure) => failure.chunkIndex)).toEqual([1]);
    expect(store.market.bids.filter((bid) => bid.ballot === ballot.id)).toHaveLength(350);

    const failed = failedRows(result);
    expect(failed).toHaveLength(250);
    expect(failed[0].index).toBe(250);
    expect(failed.filter((row) => Object.keys(row.errors).length)).toEqual([
      expect.objectContaining({ index: 300, errors: { capacity: ["Ensure this value is less than or equal to 2."] } }),
    ]);
    expect((failed[0].error as UpstreamError).status).toBe(400);
  });

  it("BID-02 BID-06 lists bids and statuses, and patches bids in bulk", async () => {
    const client = await clientFor(PROVIDER);
    const { saved } = await createBids(client, [
      { competition: COMPETITION.open, ballot_assets: [battery], service_window: WINDOW.open, capacity: 1, max_runtime: "0 01:00:00", availability_price: 1, utilisation_price: 2 },
    ]);
    const bids = await listBids(client, { competition: COMPETITION.open });
    expect(bids.map((bid) => bid.id)).toEqual([saved[0].id]);
    expect((await listBids(client, { ballot: saved[0].ballot }))[0].capacity).toBe(1);
    expect((await bidStatuses(client)).map((status) => [status.id, status.outcome])).toEqual([
      [900, "accepted"],
      [saved[0].id, null],
    ]);
    const patched = await patchBids(client, [{ id: saved[0].id, capacity: 2.5 }]);
    expect(patched.saved[0].capacity).toBe(2.5);
    const refused = await patchBids(client, [{ id: saved[0].id, max_runtime: "soon" }]);
    expect(refused.saved).toEqual([]);
    expect(failedRows(refused)[0].errors).toEqual({ max_runtime: ["Duration has wrong format. Use D HH:MM:SS, for example 0 01:30:00."] });
  });

  it("FILE-01 BID-08 reads a parsed bid file and creates its rows", async () => {
    const client = await clientFor(PROVIDER);
    const csv = `competition_id,service_window_id,asset_refs,capacity_mw,max_runtime,availability_price,utilisation_price,service_fee\n${COMPETITION.open},${WINDOW.open},BES-001,1,0 01:00:00,3,4,\n`;
    const uploaded = await filesApi(client).upload("bids", new Blob([csv]), "bids.csv", 101);
    expect(uploaded.status).toBe("Uploaded");
    const record = await bidFile(client, uploaded.id);
    expect(record).toMatchObject({ status: "Ready", rows_valid: 1 });
    const result = await createBids(client, record.rows!);
    expect(result.saved).toEqual([expect.objectContaining({ competition: COMPETITION.open, availability_price: 3, utilisation_price: 4 })]);
  });
});

describe("entries and results confirmation modules", () => {
  it("BID-09 sets and lists entries", async () => {
    const client = await clientFor(PROVIDER);
    const entry = await setEntry(client, COMPETITION.open, "confirmed");
    expect(entry).toMatchObject({ competition: COMPETITION.open, status: "confirmed" });
    expect((await setEntry(client, COMPETITION.open, "withdrawn")).id).toBe(entry.id);
    expect(await listEntries(client, { competitionStatus: "open" })).toEqual([expect.objectContaining({ id: entry.id, status: "withdrawn" })]);
    expect(await listEntries(client, { competition: COMPETITION.closed })).toEqual([]);
  });

  it("BID-10 confirms results in chunks of 50 when chunked, and in one request otherwise", async () => {
    const client = await clientFor(PROVIDER);
    const sizes: number[] = [];
    sandbox.use(
      http.post(`*/api/${paths.competitionConfirmationsBulk}`, async ({ request }) => {
        const { competition_ids: ids } = (await request.json()) as { competition_ids: number[] };
        sizes.push(ids.length);
        return HttpResponse.json(ids.map((id) => ({ id, competition: id, created: "2025-03-02T00:00:00Z" })), { status: 201 });
      }),
    );
    const ids = Array.from({ length: 120 }, (_, n) => n + 1);
    expect(await confirmResults(client, ids, { chunked: true })).toHaveLength(120);
    expect(sizes).toEqual([50, 50, 20]);
    await confirmResults(client, ids, { chunked: false });
    expect(sizes.slice(3)).toEqual([120]);
  });

  it("BID-10 confirms against the sandbox and throws on a refusal or on any answer but 201", async () => {
    const client = await clientFor(PROVIDER);
    expect(await confirmResults(client, [COMPETITION.closed], { chunked: true })).toEqual([expect.objectContaining({ competition: COMPETITION.closed })]);
    expect(await listConfirmations(client)).toHaveLength(1);
    await expect(confirmResults(client, [COMPETITION.open], { chunked: true })).rejects.toMatchObject({ status: 400 });

    sandbox.use(http.post(`*/api/${paths.competitionConfirmationsBulk}`, () => HttpResponse.json([], { status: 200 })));
    await expect(confirmResults(client, [COMPETITION.closed], { chunked: true })).rejects.toBeInstanceOf(UpstreamDataError);
  });
});
