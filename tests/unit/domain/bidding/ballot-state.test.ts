import { describe, expect, test } from "vitest";
import {
  addBid,
  bidRows,
  buildBallotState,
  isBallotValid,
  isNewConfiguration,
  removeBid,
  withSelectedAssets,
} from "~/domain/bidding/ballot-state";
import { competition, fixedPriceCompetition, group, qualifications, savedBid } from "./fixtures";

const ballot = { id: 100, competition: 7 };
const fresh = (overrides: Partial<Parameters<typeof buildBallotState>[0]> = {}) =>
  buildBallotState({ competition: competition(), ballot: null, bids: [], assetGroups: [], qualifications, ...overrides });

describe("buildBallotState: bid set", () => {
  test("BID-02 a new ballot gets one blank bid per biddable window and none for a window that requires no capacity", () => {
    const state = fresh();
    expect(state.ballotId).toBeNull();
    expect(state.windows.map((window) => [window.id, window.periodName, window.biddable])).toEqual([
      [11, "Winter", true],
      [12, "Winter", true],
      [21, "Spring", false],
    ]);
    expect(state.bidSet[11]).toEqual([
      { service_window: 11, capacity: "", max_runtime: "", availability_price: "", utilisation_price: "", service_fee: "" },
    ]);
    expect(state.bidSet[12]).toHaveLength(1);
    expect(state.bidSet[21]).toEqual([]);
  });

  test("BID-02 an existing ballot shows its active bids per window, oldest first, as form texts", () => {
    const state = fresh({
      ballot,
      bids: [
        savedBid(202, 11, { capacity: 2, utilisation_price: null }),
        savedBid(201, 11),
        savedBid(203, 12, { service_window: { id: 12 } }),
        savedBid(204, 12, { is_active: false }),
        savedBid(205, 11, { ballot: 999 }),
        savedBid(206, 99),
      ],
    });
    expect(state.ballotId).toBe(100);
    expect(state.bidSet[11].map((bid) => bid.id)).toEqual([201, 202]);
    expect(state.bidSet[11][0]).toEqual({
      id: 201,
      service_window: 11,
      capacity: "1.25",
      max_runtime: "0 02:00:00",
      availability_price: "10",
      utilisation_price: "80.5",
      service_fee: "",
    });
    expect(state.bidSet[11][1]).toMatchObject({ capacity: "2", utilisation_price: "" });
    expect(state.bidSet[12].map((bid) => bid.id)).toEqual([203]);
    expect(Object.values(state.bidSet).flat().map((bid) => bid.id)).not.toContain(206);
  });

  test("BID-02 an existing ballot with no bid in a window shows none there (the provider may add one)", () => {
    const state = fresh({ ballot, bids: [savedBid(201, 11)] });
    expect(state.bidSet[12]).toEqual([]);
    expect(state.bidSet[21]).toEqual([]);
  });

  test("BID-02 bids are ignored when there is no ballot", () => {
    const state = fresh({ bids: [savedBid(201, 11)] });
    expect(state.bidSet[11]).toHaveLength(1);
    expect(state.bidSet[11][0].id).toBeUndefined();
  });

  test("BID-02 fixed price: blank bids carry the window's fixed prices for the required rates only", () => {
    const state = buildBallotState({ competition: fixedPriceCompetition(), ballot: null, bids: [], assetGroups: [], qualifications });
    expect(state.fixedPrice).toBe(true);
    expect(state.bidSet[11]).toEqual([
      { service_window: 11, capacity: "", max_runtime: "", availability_price: "12.5", utilisation_price: "90", service_fee: "" },
    ]);
  });

  test("BID-02 fixed price: a window without a fixed price for a required rate takes no bid", () => {
    const state = buildBallotState({ competition: fixedPriceCompetition(), ballot: null, bids: [], assetGroups: [], qualifications });
    expect(state.windows.find((window) => window.id === 12)?.biddable).toBe(false);
    expect(state.bidSet[12]).toEqual([]);
  });

  test("BID-02 the pricing method alone also makes a competition fixed price, and saved bids show the fixed prices", () => {
    const fixed = fixedPriceCompetition();
    const state = buildBallotState({
      competition: { ...fixed, fixed_price: false },
      ballot,
      bids: [savedBid(201, 11, { availability_price: 1, utilisation_price: 2 })],
      assetGroups: [],
      qualifications,
    });
    expect(state.fixedPrice).toBe(true);
    expect(state.bidSet[11][0]).toMatchObject({ id: 201, availability_price: "12.5", utilisation_price: "90" });
  });

  test("BID-02 a reset starts from nothing: not submitted, validity cleared, required rates from the competition type", () => {
    const state = fresh({ competition: competition({ competition_type: "service_fee" }) });
    expect(state.submitted).toBe(false);
    expect(state.requiredRates).toEqual(["service_fee"]);
    expect(fresh({ competition: competition({ competition_type: undefined }) }).requiredRates).toEqual([]);
  });

  test("BID-02 a competition without service periods has no windows and no bids", () => {
    const state = fresh({ competition: competition({ service_periods: undefined }) });
    expect(state.windows).toEqual([]);
    expect(state.bidSet).toEqual({});
  });
});

describe("buildBallotState: selected assets", () => {
  test("BID-03 the assets of the active asset groups are selected, each once", () => {
    const state = fresh({
      ballot,
      assetGroups: [group(1, false, [[4, false]]), group(2, true, [[1, false], [3, true]]), group(3, true, [[1, false]])],
    });
    expect(state.selectedAssets).toEqual([
      { flex_asset: 1, planned: false },
      { flex_asset: 3, planned: true },
    ]);
    expect(state.assetGroup?.id).toBe(3);
  });

  test("BID-03 without an active group, the qualifying assets in no group are selected", () => {
    const state = fresh({ ballot, assetGroups: [group(1, false, [[1, false]])] });
    expect(state.selectedAssets).toEqual([
      { flex_asset: 2, planned: false },
      { flex_asset: 3, planned: true },
    ]);
    expect(state.assetGroup).toBeNull();
  });

  test("BID-03 a new ballot selects every qualifying asset; ineligible ones and other competitions' are left out", () => {
    expect(fresh().selectedAssets).toEqual([
      { flex_asset: 1, planned: false },
      { flex_asset: 2, planned: false },
      { flex_asset: 3, planned: true },
    ]);
  });

  test("BID-03 a planned asset and a metered asset with the same id are different assets", () => {
    const state = fresh({ ballot, assetGroups: [group(1, false, [[3, false]])] });
    expect(state.selectedAssets).toContainEqual({ flex_asset: 3, planned: true });
  });

  test("BID-03 an active group with no assets falls back to the assets in no group; other ballots' groups are ignored", () => {
    const state = fresh({ ballot, assetGroups: [group(1, true, []), group(2, true, [[2, false]], 555)] });
    expect(state.selectedAssets.map((asset) => asset.flex_asset)).toEqual([1, 2, 3]);
  });
});

describe("isNewConfiguration", () => {
  const active = group(2, true, [[1, false], [3, true]]);

  test("BID-03 new when there is no ballot", () => {
    expect(isNewConfiguration(null, active, active.ballot_assets)).toBe(true);
  });

  test("BID-03 new when the ballot has no active group", () => {
    expect(isNewConfiguration(ballot, null, active.ballot_assets)).toBe(true);
  });

  test("BID-03 not new when the selection is the group's assets, in any order", () => {
    expect(isNewConfiguration(ballot, active, [{ flex_asset: 3, planned: true }, { flex_asset: 1, planned: false }])).toBe(false);
  });

  test("BID-03 new when an asset is added, removed, or swapped for its planned namesake", () => {
    expect(isNewConfiguration(ballot, active, [...active.ballot_assets, { flex_asset: 2, planned: false }])).toBe(true);
    expect(isNewConfiguration(ballot, active, [{ flex_asset: 1, planned: false }])).toBe(true);
    expect(isNewConfiguration(ballot, active, [{ flex_asset: 1, planned: false }, { flex_asset: 3, planned: false }])).toBe(true);
  });
});

describe("validity", () => {
  test("BID-04 every window starts not validated (null), and such a ballot counts as valid", () => {
    const state = fresh();
    expect(state.validity).toEqual({ 11: null, 12: null, 21: null });
    expect(isBallotValid(state.validity)).toBe(true);
  });

  test("BID-04 a ballot is valid only if no window's validity is false", () => {
    expect(isBallotValid({ 11: true, 12: null })).toBe(true);
    expect(isBallotValid({ 11: true, 12: false })).toBe(false);
    expect(isBallotValid({})).toBe(true);
  });
});

describe("editing the bid set", () => {
  test("BID-02 adding a bid appends a blank one and resets that window's validity", () => {
    const state = { ...fresh(), validity: { 11: true, 12: true, 21: null } };
    const added = addBid(state, 11);
    expect(added.bidSet[11]).toHaveLength(2);
    expect(added.validity).toEqual({ 11: null, 12: true, 21: null });
    expect(state.bidSet[11]).toHaveLength(1);
  });

  test("BID-02 no bid can be added to a window that is not biddable or unknown", () => {
    const state = fresh();
    expect(addBid(state, 21)).toBe(state);
    expect(addBid(state, 404)).toBe(state);
  });

  test("BID-02 removing a bid drops it from its window; an index out of range changes nothing", () => {
    const state = fresh({ ballot, bids: [savedBid(201, 11), savedBid(202, 11)] });
    expect(removeBid(state, 11, 0).bidSet[11].map((bid) => bid.id)).toEqual([202]);
    expect(removeBid(state, 11, 5)).toBe(state);
    expect(removeBid(state, 404, 0)).toBe(state);
  });

  test("BID-03 a new selection replaces the old one, each asset once", () => {
    const state = withSelectedAssets(fresh(), [
      { flex_asset: 2, planned: false },
      { flex_asset: 2, planned: false },
    ]);
    expect(state.selectedAssets).toEqual([{ flex_asset: 2, planned: false }]);
  });

  test("BID-04 rows are numbered across windows in window order", () => {
    const state = fresh({ ballot, bids: [savedBid(203, 12), savedBid(201, 11), savedBid(202, 11)] });
    expect(bidRows(state).map(({ row, windowId, index, bid }) => [row, windowId, index, bid.id])).toEqual([
      [0, 11, 0, 201],
      [1, 11, 1, 202],
      [2, 12, 0, 203],
    ]);
  });
});
