import { beforeEach, describe, expect, it } from "vitest";
import { store } from "~mocks/store";
import { paths, recordPath } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { ASSET, COMPETITION, OPERATOR, OTHER_PROVIDER, PROVIDER, WINDOW, call, goodBid, seedBiddingMarket } from "./bidding-fixtures";

useSandbox();
beforeEach(() => seedBiddingMarket());

const battery = { flex_asset: ASSET.battery, planned: false };
const heatPump = { flex_asset: ASSET.heatPump, planned: false };
const activeBids = () => store.market.bids.filter((bid) => bid.is_active && bid.competition !== COMPETITION.closed);

describe("creating bids", () => {
  it("BID-06 creates one bid stamped with the provider's organisation, into a ballot found or made for its assets", async () => {
    const created = await call(PROVIDER, "POST", paths.bids, goodBid());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      competition: COMPETITION.open,
      organisation_id: 101,
      service_window: WINDOW.open,
      capacity: 1.5,
      max_runtime: "0 02:00:00",
      availability_price: 10,
      utilisation_price: 250.5,
      service_fee: null,
      outcome: null,
      is_active: true,
      grid_supply_points: [300 + (ASSET.battery % 3)],
    });
    const again = await call(PROVIDER, "POST", paths.bids, goodBid({ service_window: WINDOW.openSmall }));
    expect(again.body.ballot).toBe(created.body.ballot);
    const otherAssets = await call(PROVIDER, "POST", paths.bids, goodBid({ ballot_assets: [battery, heatPump] }));
    expect(otherAssets.body.ballot).not.toBe(created.body.ballot);
    expect(store.market.ballots.filter((ballot) => ballot.competition === COMPETITION.open)).toHaveLength(2);
  });

  it("BID-06 creates a list of bids at once and answers them in order", async () => {
    const ballot = (await call(PROVIDER, "POST", paths.ballots, { competition: COMPETITION.open, asset_group: { ballot_assets: [battery] } })).body;
    const created = await call(PROVIDER, "POST", paths.bids, [
      { ballot: ballot.id, service_window: WINDOW.open, capacity: "0.12345", max_runtime: "1 00:00:00", availability_price: "0", utilisation_price: 12 },
      { ballot: ballot.id, service_window: WINDOW.openSmall, capacity: 2, max_runtime: "0 00:30:00", availability_price: 5, utilisation_price: 7.25, divisible: true },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.map((bid: { capacity: number }) => bid.capacity)).toEqual([0.12345, 2]);
    expect(created.body[1]).toMatchObject({ ballot: ballot.id, divisible: true, availability_price: 5 });
  });

  it("BID-04 BID-06 a refused list answers per-row errors (empty for good rows), status 400, and saves nothing", async () => {
    const answer = await call(PROVIDER, "POST", paths.bids, [
      goodBid(),
      goodBid({ capacity: 0 }),
      goodBid({ capacity: 1.123456 }),
      goodBid({ capacity: 3.5 }),
      goodBid({ service_window: WINDOW.openSmall, capacity: 2.5 }),
      goodBid({ max_runtime: "02:00:00" }),
      goodBid({ max_runtime: "0 25:00:00" }),
      goodBid({ availability_price: undefined, utilisation_price: -1 }),
      goodBid({ service_window: WINDOW.fixedPrice }),
      goodBid({ capacity: "lots", max_runtime: undefined }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual([
      {},
      { capacity: ["Ensure this value is greater than 0."] },
      { capacity: ["Ensure that there are no more than 5 decimal places."] },
      { capacity: ["Ensure this value is less than or equal to 3."] },
      { capacity: ["Ensure this value is less than or equal to 2."] },
      { max_runtime: ["Duration has wrong format. Use D HH:MM:SS, for example 0 01:30:00."] },
      { max_runtime: ["Duration has wrong format. Use D HH:MM:SS, for example 0 01:30:00."] },
      { availability_price: ["This field is required."], utilisation_price: ["Ensure this value is greater than or equal to 0."] },
      { service_window: ["This service window does not belong to the competition."] },
      { capacity: ["A valid number is required."], max_runtime: ["This field is required."] },
    ]);
    expect(activeBids()).toEqual([]);
    expect(store.market.ballots).toHaveLength(1);
  });

  it("BID-04 the capacity limit is the smaller of the selected assets' qualified capacity and the window's need", async () => {
    const twoAssets = { ballot_assets: [battery, heatPump] };
    expect((await call(PROVIDER, "POST", paths.bids, goodBid({ ...twoAssets, capacity: 4.5 }))).status).toBe(201);
    expect((await call(PROVIDER, "POST", paths.bids, goodBid({ ...twoAssets, capacity: 4.50001 }))).body).toEqual({
      capacity: ["Ensure this value is less than or equal to 4.5."],
    });
    const planned = { ballot_assets: [battery, heatPump, { flex_asset: ASSET.planned, planned: true }] };
    expect((await call(PROVIDER, "POST", paths.bids, goodBid({ ...planned, capacity: 5.5 }))).body).toEqual({
      capacity: ["Ensure this value is less than or equal to 5."],
    });
  });

  it("BID-06 bids only while the competition is open, and only on the provider's own ballots", async () => {
    const closed = await call(PROVIDER, "POST", paths.bids, { ballot: 500, service_window: WINDOW.closed, capacity: 1, max_runtime: "0 01:00:00", service_fee: 3 });
    expect(closed).toMatchObject({ status: 400, body: { non_field_errors: ["Bidding is not open for this competition."] } });
    const qualifying = await call(PROVIDER, "POST", paths.bids, goodBid({ competition: COMPETITION.qualifying, service_window: WINDOW.qualifying }));
    expect(qualifying.body.non_field_errors).toEqual(["Bidding is not open for this competition."]);
    const foreignBallot = await call(OTHER_PROVIDER, "POST", paths.bids, { ballot: 500, service_window: WINDOW.closed, capacity: 1, max_runtime: "0 01:00:00" });
    expect(foreignBallot.body).toMatchObject({ ballot: ['Invalid pk "500" - object does not exist.'] });
    expect((await call(OPERATOR, "POST", paths.bids, goodBid())).status).toBe(403);
    expect((await call(PROVIDER, "POST", paths.bids, { service_window: WINDOW.open, capacity: 1, max_runtime: "0 01:00:00" })).body).toMatchObject({
      ballot: ["This field is required."],
    });
  });

  it("BID-06 a fixed-price bid takes the window's fixed prices and ignores rates sent with it", async () => {
    const created = await call(PROVIDER, "POST", paths.bids, {
      competition: COMPETITION.fixedPrice,
      ballot_assets: [battery],
      service_window: WINDOW.fixedPrice,
      capacity: 3,
      max_runtime: "0 04:00:00",
      availability_price: 999,
      utilisation_price: -5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ availability_price: 12.5, utilisation_price: null, service_fee: null });
  });
});

describe("listing and patching bids", () => {
  it("BID-02 lists the caller's bids by ballot or competition, and bid statuses for its bids only", async () => {
    const first = (await call(PROVIDER, "POST", paths.bids, goodBid())).body;
    await call(PROVIDER, "POST", paths.bids, goodBid({ service_window: WINDOW.openSmall, capacity: 1 }));
    await call(OTHER_PROVIDER, "POST", paths.bids, goodBid({ ballot_assets: [{ flex_asset: ASSET.other, planned: false }] }));

    const byBallot = await call(PROVIDER, "GET", `${paths.bids}?ballot=${first.ballot}&is_active=true`);
    expect(byBallot.body.map((bid: { service_window: number }) => bid.service_window)).toEqual([WINDOW.open, WINDOW.openSmall]);
    const byCompetition = await call(PROVIDER, "GET", `${paths.bids}?competition=${COMPETITION.closed}`);
    expect(byCompetition.body.map((bid: { id: number }) => bid.id)).toEqual([900]);
    expect((await call(PROVIDER, "GET", recordPath(paths.bids, first.id))).body.id).toBe(first.id);
    expect((await call(OTHER_PROVIDER, "GET", recordPath(paths.bids, first.id))).status).toBe(404);

    const statuses = await call(PROVIDER, "GET", paths.bidStatus);
    expect(statuses.body).toEqual([
      { id: 900, ballot: 500, competition: COMPETITION.closed, service_window: WINDOW.closed, outcome: "accepted", is_active: true },
      expect.objectContaining({ id: first.id, ballot: first.ballot, competition: COMPETITION.open, outcome: null }),
      expect.objectContaining({ competition: COMPETITION.open, service_window: WINDOW.openSmall }),
    ]);
  });

  it("BID-06 patches a list of bids, validating each as changed, all or nothing", async () => {
    const [one, two] = (await call(PROVIDER, "POST", paths.bids, [goodBid(), goodBid({ service_window: WINDOW.openSmall, capacity: 1 })])).body;
    const refused = await call(PROVIDER, "PATCH", paths.bids, [
      { id: one.id, capacity: 2 },
      { id: two.id, capacity: 2.5 },
      { id: 900, capacity: 1 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual([{}, { capacity: ["Ensure this value is less than or equal to 2."] }, { non_field_errors: ["Bidding is not open for this competition."] }]);
    expect(store.market.bids.find((bid) => bid.id === one.id)?.capacity).toBe(1.5);

    const patched = await call(PROVIDER, "PATCH", paths.bids, [
      { id: one.id, capacity: 2, utilisation_price: 99 },
      { id: two.id, max_runtime: "0 03:00:00" },
    ]);
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual([
      expect.objectContaining({ id: one.id, capacity: 2, utilisation_price: 99, availability_price: 10 }),
      expect.objectContaining({ id: two.id, capacity: 1, max_runtime: "0 03:00:00" }),
    ]);
    expect((await call(OTHER_PROVIDER, "PATCH", paths.bids, [{ id: one.id, capacity: 1 }])).body).toEqual([{ id: [`Invalid pk "${one.id}" - object does not exist.`] }]);
    expect((await call(PROVIDER, "PATCH", paths.bids, { id: one.id })).body).toEqual({ non_field_errors: ["Expected a list of items."] });
  });
});
