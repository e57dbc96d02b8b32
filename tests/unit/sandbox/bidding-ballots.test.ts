import { beforeEach, describe, expect, it } from "vitest";
import { store } from "~mocks/store";
import { paths, recordPath, setInactivePath } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { ASSET, COMPETITION, OPERATOR, OTHER_PROVIDER, PROVIDER, WINDOW, call, goodBid, seedBiddingMarket } from "./bidding-fixtures";

useSandbox();
beforeEach(() => seedBiddingMarket());

const battery = { flex_asset: ASSET.battery, planned: false };
const newBallot = (ballot_assets: unknown, competition: number = COMPETITION.open) =>
  call(PROVIDER, "POST", paths.ballots, { competition, asset_group: { ballot_assets } });

describe("ballots (bid sets)", () => {
  it("BID-01 creates a ballot with its asset group in an open competition and lists it with its competition, count and capacity", async () => {
    const created = await newBallot([battery, { flex_asset: ASSET.planned, planned: true }]);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      competition: COMPETITION.open,
      competition_name: "Competition 1",
      competition_status: "open",
      is_active: true,
      approval_outcome: null,
      bid_count: 0,
      capacity: 0,
      assets: [battery, { flex_asset: ASSET.planned, planned: true }],
    });
    await call(PROVIDER, "POST", paths.bids, [goodBid({ ballot: created.body.id, capacity: 1.25 }), goodBid({ ballot: created.body.id, capacity: 2 })]);

    const listed = await call(PROVIDER, "GET", `${paths.ballots}?is_active=true&ordering=-created&limit=100&offset=0`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((ballot: { id: number }) => ballot.id)).toEqual([created.body.id, 500]);
    expect(listed.body[0]).toMatchObject({ bid_count: 2, capacity: 3.25 });
    expect(listed.body[1]).toMatchObject({ competition_status: "closed", approval_outcome: "approved", bid_count: 1, capacity: 2 });
    expect(listed.headers.get("content-range")).toBe("items 0-1/2");
  });

  it("BID-01 filters by competition, pages with limit and offset, and shows each provider only its own ballots", async () => {
    for (let n = 0; n < 3; n++) await newBallot([battery]);
    const page = await call(PROVIDER, "GET", `${paths.ballots}?competition=${COMPETITION.open}&is_active=true&ordering=-created&limit=2&offset=1`);
    expect(page.body).toHaveLength(2);
    expect(page.headers.get("content-range")).toBe("items 1-2/3");
    expect(page.body.every((ballot: { competition: number }) => ballot.competition === COMPETITION.open)).toBe(true);

    const other = await call(OTHER_PROVIDER, "GET", `${paths.ballots}?is_active=true`);
    expect(other.body).toEqual([]);
    expect((await call(OTHER_PROVIDER, "GET", recordPath(paths.ballots, 500))).status).toBe(404);
    expect((await call(PROVIDER, "GET", recordPath(paths.ballots, 500))).body).toMatchObject({ id: 500, bid_count: 1 });
  });

  it("BID-01 refuses ballots outside bidding, for other providers' assets, and for assets that do not qualify", async () => {
    const closed = await newBallot([battery], COMPETITION.closed);
    expect(closed).toMatchObject({ status: 400, body: { non_field_errors: ["Bidding is not open for this competition."] } });
    const qualifying = await newBallot([battery], COMPETITION.qualifying);
    expect(qualifying.body.non_field_errors).toEqual(["Bidding is not open for this competition."]);

    const foreign = await newBallot([battery, { flex_asset: ASSET.other, planned: false }]);
    expect(foreign).toMatchObject({ status: 400, body: { "asset_group.ballot_assets.1.flex_asset": [`Invalid pk "${ASSET.other}" - object does not exist.`] } });
    const ineligible = await newBallot([{ flex_asset: ASSET.ineligible, planned: false }]);
    expect(ineligible.body).toEqual({ "asset_group.ballot_assets.0.flex_asset": ["Asset BES-003 does not qualify for this competition."] });
    const plannedAsMetered = await newBallot([{ flex_asset: ASSET.planned, planned: false }]);
    expect(plannedAsMetered.status).toBe(400);
    expect((await newBallot([])).body).toEqual({ "asset_group.ballot_assets": ["This list may not be empty."] });
    expect((await call(PROVIDER, "POST", paths.ballots, { competition: 999, asset_group: { ballot_assets: [battery] } })).body).toEqual({
      competition: ['Invalid pk "999" - object does not exist.'],
    });
    expect(store.market.ballots).toHaveLength(1);
  });

  it("BID-01 operators may not create ballots (403) and see none", async () => {
    const refused = await call(OPERATOR, "POST", paths.ballots, { competition: COMPETITION.open, asset_group: { ballot_assets: [battery] } });
    expect(refused.status).toBe(403);
    expect((await call(OPERATOR, "GET", paths.ballots)).body).toEqual([]);
  });

  it("BID-01 counts the caller's active ballots in a competition", async () => {
    await newBallot([battery]);
    const second = await newBallot([{ flex_asset: ASSET.heatPump, planned: false }]);
    const count = () => call(PROVIDER, "GET", `${paths.ballotsCount}?competition=${COMPETITION.open}&is_active=true`);
    expect((await count()).body).toEqual({ count: 2 });
    await call(PROVIDER, "POST", setInactivePath(paths.ballots), { ids: [second.body.id] });
    expect((await count()).body).toEqual({ count: 1 });
    expect((await call(OTHER_PROVIDER, "GET", `${paths.ballotsCount}?competition=${COMPETITION.open}&is_active=true`)).body).toEqual({ count: 0 });
  });

  it("BID-08 set_inactive deletes bid sets: the ballots and their bids become inactive", async () => {
    const ballot = await newBallot([battery]);
    const bids = await call(PROVIDER, "POST", paths.bids, [goodBid({ ballot: ballot.body.id }), goodBid({ ballot: ballot.body.id, service_window: WINDOW.openSmall })]);
    expect(bids.status).toBe(201);
    const deleted = await call(PROVIDER, "POST", setInactivePath(paths.ballots), { ids: [ballot.body.id] });
    expect(deleted).toMatchObject({ status: 200, body: { updated: 1 } });
    expect(store.market.ballots.find((row) => row.id === ballot.body.id)?.is_active).toBe(false);
    expect(store.market.bids.filter((bid) => bid.ballot === ballot.body.id).map((bid) => bid.is_active)).toEqual([false, false]);
    expect((await call(PROVIDER, "GET", `${paths.ballots}?is_active=true&competition=${COMPETITION.open}`)).body).toEqual([]);
    expect((await call(PROVIDER, "GET", `${paths.ballots}?is_active=false`)).body.map((row: { id: number }) => row.id)).toEqual([ballot.body.id]);
  });

  it("BID-08 set_inactive refuses other providers' ballots, closed competitions, operators and an empty list", async () => {
    const ballot = await newBallot([battery]);
    expect((await call(OTHER_PROVIDER, "POST", setInactivePath(paths.ballots), { ids: [ballot.body.id] })).status).toBe(404);
    expect((await call(PROVIDER, "POST", setInactivePath(paths.ballots), { ids: [500] })).body).toEqual({
      non_field_errors: ["Bid sets can only be deleted while bidding is open."],
    });
    expect((await call(OPERATOR, "POST", setInactivePath(paths.ballots), { ids: [ballot.body.id] })).status).toBe(403);
    expect((await call(PROVIDER, "POST", setInactivePath(paths.ballots), { ids: [] })).body).toEqual({ ids: ["This field is required."] });
    expect(store.market.ballots.every((row) => row.is_active)).toBe(true);
  });

  it("BID-03 a new asset group becomes the active one and the earlier one inactive", async () => {
    const ballot = await newBallot([battery]);
    const added = await call(PROVIDER, "POST", paths.ballotAssetGroups, { ballot: ballot.body.id, ballot_assets: [battery, { flex_asset: ASSET.heatPump, planned: false }] });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ballot: ballot.body.id, active: true });
    const active = await call(PROVIDER, "GET", `${paths.ballotAssetGroups}?ballot=${ballot.body.id}&is_active=true`);
    expect(active.body).toEqual([added.body]);
    const all = await call(PROVIDER, "GET", `${paths.ballotAssetGroups}?ballot=${ballot.body.id}`);
    expect(all.body.map((group: { active: boolean }) => group.active)).toEqual([false, true]);
    expect((await call(PROVIDER, "GET", recordPath(paths.ballots, ballot.body.id))).body.assets).toHaveLength(2);

    const refused = await call(PROVIDER, "POST", paths.ballotAssetGroups, { ballot: ballot.body.id, ballot_assets: [{ flex_asset: ASSET.ineligible, planned: false }] });
    expect(refused.body).toEqual({ "ballot_assets.0.flex_asset": ["Asset BES-003 does not qualify for this competition."] });
    expect((await call(OTHER_PROVIDER, "GET", `${paths.ballotAssetGroups}?ballot=${ballot.body.id}`)).body).toEqual([]);
    expect((await call(PROVIDER, "POST", paths.ballotAssetGroups, { ballot: 500, ballot_assets: [battery] })).body).toEqual({
      non_field_errors: ["Bidding is not open for this competition."],
    });
  });

  it("BID-02 the ballot view under its competition carries its bids and asset groups", async () => {
    const ballot = await newBallot([battery]);
    await call(PROVIDER, "POST", paths.bids, goodBid({ ballot: ballot.body.id }));
    const view = await call(PROVIDER, "GET", paths.competitionBallot(COMPETITION.open, ballot.body.id));
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: ballot.body.id, bid_count: 1, capacity: 1.5, asset_groups: [{ active: true, ballot_assets: [battery] }] });
    expect(view.body.bids).toEqual([expect.objectContaining({ service_window: WINDOW.open, capacity: 1.5, max_runtime: "0 02:00:00" })]);
    expect((await call(PROVIDER, "GET", paths.competitionBallot(COMPETITION.fixedPrice, ballot.body.id))).status).toBe(404);
    expect((await call(OTHER_PROVIDER, "GET", paths.competitionBallot(COMPETITION.open, ballot.body.id))).status).toBe(404);
  });
});
