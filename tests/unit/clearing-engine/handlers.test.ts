import { beforeEach, describe, expect, it } from "vitest";
import { clearingApi } from "~/upstream/clearing.server";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { operatorBidsApi } from "~/upstream/operator-bids.server";
import { paths } from "~/upstream/paths";
import { sandboxToken } from "../../support/requests";
import { SANDBOX_BASE, useSandbox } from "../../support/sandbox";
import { asset, assetGroup, ballot, bid, competitionWith, datedInterval, serviceWindow } from "./fixtures";

const { store } = useSandbox();

const operatorClient = async () => createClient({ baseUrl: SANDBOX_BASE, locale: "en-GB", token: await sandboxToken("operator@example.com") });
const providerClient = async () => createClient({ baseUrl: SANDBOX_BASE, locale: "en-GB", token: await sandboxToken("provider@example.com") });

/** Tuesday 7 January 2025, 17:00–18:00 (GMT), 9 MW at up to 150 per MWh. */
const tuesdayPeak = datedInterval({ start_date: "2025-01-07", start_time: "17:00", end_time: "18:00", required_capacity: 9, max_utilisation_rate: 150 });

beforeEach(() => {
  const market = store.market;
  market.licenceAreas = [
    { id: 1, ref: "NPG-YO", name: "Yorkshire", operator_id: 201, boundary: { low: { type: "Polygon", coordinates: [] }, detailed: { type: "Polygon", coordinates: [] } } },
    { id: 2, ref: "UKPN-LPN", name: "London", operator_id: 202, boundary: { low: { type: "Polygon", coordinates: [] }, detailed: { type: "Polygon", coordinates: [] } } },
  ];
  market.gridSupplyPoints = [
    { id: 1, name: "Thornton", operator_id: 201, location: [-1.8, 53.8] },
    { id: 2, name: "Neepsend", operator_id: 201, location: [-1.47, 53.39] },
  ];
  market.competitions = [
    competitionWith(
      [
        serviceWindow({ id: 1, name: "Evening peak", start_time: "17:00", end_time: "19:00", dispatch_estimate: 5, capacity_required: 8 }),
        serviceWindow({ id: 2, name: "Morning peak", start_time: "07:00", end_time: "09:00", capacity_required: 3 }),
      ],
      { id: 1, name: "Sheffield peak", status: "closed", operator_id: 201 },
    ),
    competitionWith([serviceWindow({ id: 3 })], { id: 2, name: "Leeds neighbour", status: "closed", operator_id: 202, area_refs: ["NPG-YO"] }),
    competitionWith([serviceWindow({ id: 4 })], { id: 3, name: "London", status: "closed", operator_id: 202, area_refs: ["UKPN-LPN"] }),
    competitionWith([serviceWindow({ id: 5 })], { id: 4, name: "Bradford open", status: "open", operator_id: 201 }),
  ];
  market.ballots = [ballot({ id: 1, competition: 1, organisation_id: 101 }), ballot({ id: 2, competition: 1, organisation_id: 102 })];
  market.assets = [asset({ id: 501, ref: "BSE-501", name: "Attercliffe battery" }), asset({ id: 502, ref: "BSE-502", name: "Kelham battery" }), asset({ id: 503, ref: "BSE-503", name: "Old unit" })];
  market.ballotAssetGroups = [
    assetGroup({ id: 1, ballot: 1, ballot_assets: [{ flex_asset: 501, planned: false }, { flex_asset: 502, planned: false }] }),
    assetGroup({ id: 2, ballot: 1, active: false, ballot_assets: [{ flex_asset: 503, planned: false }] }),
  ];
  // Effective prices (evening: 5 of 10 available hours dispatched): bid 11 10 + 100/2 = 60, bid 12 20 + 40/2 = 40, bid 13 5 + 200/2 = 105, bid 14 (no estimate) 8 + 50 = 58.
  market.bids = [
    bid({ id: 11, competition: 1, ballot: 1, service_window: 1, capacity: 5, availability_price: 10, utilisation_price: 100, grid_supply_points: [1] }),
    bid({ id: 12, competition: 1, ballot: 1, service_window: 1, capacity: 4, availability_price: 20, utilisation_price: 40, grid_supply_points: [2] }),
    bid({ id: 13, competition: 1, ballot: 2, organisation_id: 102, service_window: 1, capacity: 3, availability_price: 5, utilisation_price: 200, grid_supply_points: [1], divisible: true }),
    bid({ id: 14, competition: 1, ballot: 2, organisation_id: 102, service_window: 2, capacity: 3, availability_price: 8, utilisation_price: 50, grid_supply_points: [2] }),
  ];
  market.decisions = [];
  market.inputParameterSets = [];
});

async function failure(work: Promise<unknown>): Promise<UpstreamError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error(`expected an upstream error, got ${String(error)}`);
  return error;
}

describe("POST market clearing bid decision set", () => {
  it("CLEAR-06 answers 201 with the proposed decisions and stores nothing", async () => {
    const clearing = clearingApi(await operatorClient());
    const set = await clearing.requestDecisionSet(1, [tuesdayPeak]);
    expect(set.data.map((decision) => [decision.bid_id, decision.reason, decision.accepted_capacity, decision.clearing_price])).toEqual([
      [12, "accepted", 4, 40],
      [11, "accepted", 5, 60],
      [13, "above_max_utilisation_rate", 0, null],
      [14, "outside_window", 0, null],
    ]);
    expect(set.data[0]).toMatchObject({ start: "2025-01-07T17:00:00.000Z", end: "2025-01-07T18:00:00.000Z", competition: 1, approved: true });
    expect(set.intervals).toEqual([expect.objectContaining({ required_capacity: 9, accepted_capacity: 9, marginal_price: 60 })]);
    expect(store.market.decisions).toEqual([]);
    expect(store.market.bids.map((entry) => entry.outcome)).toEqual([null, null, null, null]);
  });

  it("CLEAR-06 clears a competition in the operator's licence area", async () => {
    const set = await clearingApi(await operatorClient()).requestDecisionSet(2, [tuesdayPeak]);
    expect(set.data).toEqual([]);
  });

  it("CLEAR-06 missing fields answer DRF field errors", async () => {
    const client = await operatorClient();
    const error = await failure(client.json("POST", paths.bidDecisionSet, undefined as never, { body: {} }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ competition: ["This field is required."], demand_intervals: ["This field is required."] });
    const empty = await failure(clearingApi(client).requestDecisionSet(1, []));
    expect(empty.fieldErrors).toEqual({ demand_intervals: ["This list may not be empty."] });
  });

  it("CLEAR-03 CLEAR-06 invalid intervals answer field errors named by their position", async () => {
    const clearing = clearingApi(await operatorClient());
    const error = await failure(
      clearing.requestDecisionSet(1, [
        tuesdayPeak,
        { ...tuesdayPeak, required_capacity: 0, max_utilisation_rate: -1, start_time: "25:00" },
        { start_time: "17:00", end_time: "18:00", max_utilisation_rate: 1, required_capacity: 1 },
        { ...tuesdayPeak, end_date: "2025-01-06" },
      ]),
    );
    expect(error.fieldErrors).toEqual({
      "demand_intervals.1.required_capacity": ["Ensure this value is greater than 0."],
      "demand_intervals.1.max_utilisation_rate": ["Ensure this value is greater than or equal to 0."],
      "demand_intervals.1.start_time": ["Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]]."],
      "demand_intervals.2.start_date": ["This field is required."],
      "demand_intervals.3.end_date": ["The interval must end after it starts."],
    });
  });

  it("CLEAR-03 CLEAR-06 excluded grid supply points must be among those of the competition's bids", async () => {
    const clearing = clearingApi(await operatorClient());
    const error = await failure(clearing.requestDecisionSet(1, [{ ...tuesdayPeak, exclude_gsps: [2, 99] }]));
    expect(error.fieldErrors).toEqual({ "demand_intervals.0.exclude_gsps": ["99 is not a grid supply point of this competition's bids."] });
    const set = await clearing.requestDecisionSet(1, [{ ...tuesdayPeak, exclude_gsps: [2] }]);
    expect(set.data.find((decision) => decision.bid_id === 12)?.reason).toBe("excluded_gsp");
  });

  it("CLEAR-06 the competition must be the operator's (or in its area) and closed for bidding", async () => {
    const clearing = clearingApi(await operatorClient());
    expect((await failure(clearing.requestDecisionSet(3, [tuesdayPeak]))).fieldErrors).toEqual({ competition: ['Invalid pk "3" - object does not exist.'] });
    expect((await failure(clearing.requestDecisionSet(4, [tuesdayPeak]))).fieldErrors).toEqual({ competition: ["Bidding for this competition has not closed."] });
  });

  it("CLEAR-06 DEC-01 providers are refused every clearing and review call with 403", async () => {
    const client = await providerClient();
    const clearing = clearingApi(client);
    const review = operatorBidsApi(client);
    const calls = [
      () => clearing.requestDecisionSet(1, [tuesdayPeak]),
      () => clearing.confirmDecisions(1, [{ bid_id: 11, approved: true }]),
      () => clearing.inputParameterSet(1),
      () => clearing.autoDecisions(1),
      () => review.summary(1),
      () => review.list(1),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(403);
    expect(store.market.decisions).toEqual([]);
  });
});

describe("POST decisions (the clearing modal's Confirm and the bid review)", () => {
  it("DEC-01 CLEAR-06 stores the cleared decisions with the operator's own approvals, the demand intervals and each bid's outcome", async () => {
    const clearing = clearingApi(await operatorClient());
    const stored = await clearing.confirmDecisions(1, [{ bid_id: 11, approved: false }, { bid_id: 13, approved: true }], [tuesdayPeak]);
    expect(stored.map((decision) => [decision.bid_id, decision.approved, decision.reason, decision.accepted_capacity, decision.clearing_price])).toEqual([
      [12, true, "accepted", 4, 40],
      [11, false, "operator_rejected", 0, null],
      [13, true, "operator_approved", 3, 105],
    ]);
    expect(stored.every((decision) => typeof decision.id === "number")).toBe(true);
    expect(store.market.decisions.map((decision) => decision.bid_id)).toEqual([12, 11, 13]);
    expect(store.market.bids.map((entry) => [entry.id, entry.outcome])).toEqual([
      [11, "rejected"],
      [12, "accepted"],
      [13, "accepted"],
      [14, null],
    ]);
    expect(store.market.ballots.map((entry) => entry.approval_outcome)).toEqual(["partial", "partial"]);
    const set = await clearing.inputParameterSet(1);
    expect(set).toMatchObject({ competition: 1, demand_intervals: [tuesdayPeak] });
    expect(typeof set.id).toBe("number");
  });

  it("CLEAR-04 CLEAR-06 confirming an overlapping interval replaces the earlier decisions and interval, and keeps the rest", async () => {
    const clearing = clearingApi(await operatorClient());
    const wednesday = { ...tuesdayPeak, start_date: "2025-01-08" };
    await clearing.confirmDecisions(1, [], [tuesdayPeak, wednesday]);
    expect(store.market.decisions).toHaveLength(6);
    const later = { ...tuesdayPeak, start_time: "17:30", end_time: "18:30", required_capacity: 4 };
    const replaced = await clearing.confirmDecisions(1, [], [later]);
    expect(replaced.map((decision) => [decision.bid_id, decision.reason])).toEqual([
      [12, "accepted"],
      [11, "capacity_met"],
      [13, "above_max_utilisation_rate"],
    ]);
    expect(store.market.decisions.map((decision) => decision.start)).toEqual([...Array(3).fill("2025-01-08T17:00:00.000Z"), ...Array(3).fill("2025-01-07T17:30:00.000Z")]);
    expect((await clearing.inputParameterSet(1)).demand_intervals).toEqual([wednesday, later]);
    expect(store.market.bids.find((entry) => entry.id === 11)?.outcome).toBe("accepted");
  });

  it("DEC-01 a decision without demand intervals covers the bid's service period and replaces that bid's earlier decisions", async () => {
    const clearing = clearingApi(await operatorClient());
    await clearing.confirmDecisions(1, [], [tuesdayPeak]);
    const [decision] = await clearing.confirmDecisions(1, [{ bid_id: 11, approved: false }]);
    expect(decision).toMatchObject({ bid_id: 11, approved: false, reason: "operator_rejected", start: "2025-01-06T00:00:00.000Z", end: "2025-01-13T00:00:00.000Z" });
    expect(store.market.decisions.filter((entry) => entry.bid_id === 11)).toHaveLength(1);
    const [approved] = await clearing.confirmDecisions(1, [{ bid_id: 14, approved: true }]);
    expect(approved).toMatchObject({ accepted_capacity: 3, clearing_price: 58, reason: "operator_approved" });
    expect(store.market.bids.map((entry) => entry.outcome)).toEqual(["rejected", "accepted", "rejected", "accepted"]);
  });

  it("DEC-01 decisions must name bids of the competition that the intervals reach", async () => {
    const clearing = clearingApi(await operatorClient());
    const error = await failure(clearing.confirmDecisions(1, [{ bid_id: 999, approved: true }, { bid_id: 14, approved: true }], [tuesdayPeak]));
    expect(error.fieldErrors).toEqual({
      "decisions.0.bid_id": ['Invalid pk "999" - object does not exist.'],
      "decisions.1.bid_id": ["This bid's service window covers none of the demand intervals."],
    });
    const nothing = await failure(clearing.confirmDecisions(1, []));
    expect(nothing.status).toBe(400);
    expect(nothing.detail).toBe("Send demand_intervals to clear, or decisions to record.");
    expect(store.market.decisions).toEqual([]);
  });
});

describe("auto bid decisioning", () => {
  it("CLEAR-06 clears every service window with its own required capacity over its period and overwrites earlier decisions", async () => {
    const clearing = clearingApi(await operatorClient());
    await clearing.confirmDecisions(1, [], [tuesdayPeak]);
    const auto = await clearing.autoDecisions(1);
    // Evening: 12 (4 MW) then 11 (5 MW) does not fit the 4 MW left, 13 (3 MW) does; morning: 14 meets its 3 MW.
    expect(auto.data.map((decision) => [decision.bid_id, decision.reason, decision.accepted_capacity])).toEqual([
      [12, "accepted", 4],
      [11, "indivisible_marginal", 0],
      [13, "accepted", 3],
      [14, "accepted", 3],
    ]);
    expect(auto.intervals.map((interval) => [interval.window_id, interval.start, interval.end, interval.accepted_capacity])).toEqual([
      [1, "2025-01-06T17:00:00.000Z", "2025-01-10T19:00:00.000Z", 7],
      [2, "2025-01-06T07:00:00.000Z", "2025-01-10T09:00:00.000Z", 3],
    ]);
    expect(store.market.decisions.map((decision) => decision.id)).toEqual(auto.data.map((decision) => decision.id));
    expect(store.market.bids.map((entry) => entry.outcome)).toEqual(["rejected", "accepted", "accepted", "accepted"]);
  });
});

describe("operator bid review", () => {
  it("DEC-01 bid summaries per window and per competition, with accepted capacity from the latest decisions", async () => {
    const client = await operatorClient();
    await clearingApi(client).confirmDecisions(1, [], [tuesdayPeak]);
    const summary = await operatorBidsApi(client).summary(1);
    expect(summary?.windows.map((window) => [window.window_id, window.name, window.bid_count, window.offered_capacity, window.accepted_capacity, window.min_price, window.max_price])).toEqual([
      [1, "Evening peak", 3, 12, 9, 40, 105],
      [2, "Morning peak", 1, 3, 0, 58, 58],
    ]);
    expect(summary?.totals).toEqual({ bid_count: 4, offered_capacity: 15, accepted_capacity: 9, min_price: 40, max_price: 105 });
  });

  it("DEC-01 closed competitions with their bid summaries (with_status=closed): the operator's own and those in its area", async () => {
    const page = await operatorBidsApi(await operatorClient()).closedCompetitions();
    expect(page.items.map((item) => [item.competition.id, item.competition.status, item.totals.bid_count])).toEqual([
      [2, "closed", 0],
      [1, "closed", 4],
    ]);
    expect(page.total).toBe(2);
  });

  it("DEC-01 bids listed a page at a time with assets from active asset groups, grid supply point names, outcome and latest decision", async () => {
    const client = await operatorClient();
    await clearingApi(client).confirmDecisions(1, [], [tuesdayPeak]);
    const page = await operatorBidsApi(client).list(1, { limit: 2, offset: 0 });
    expect(page.total).toBe(4);
    expect(page.items.map((entry) => entry.id)).toEqual([11, 12]);
    expect(page.items[0]).toMatchObject({
      organisation: { id: 101, name: "Brightside Energy Storage Ltd" },
      capacity: 5,
      availability_price: 10,
      utilisation_price: 100,
      assets: [
        { id: 501, ref: "BSE-501", name: "Attercliffe battery" },
        { id: 502, ref: "BSE-502", name: "Kelham battery" },
      ],
      grid_supply_points: [{ id: 1, name: "Thornton" }],
      outcome: "accepted",
      decision: { bid_id: 11, approved: true, reason: "accepted", accepted_capacity: 5 },
    });
    const all = await operatorBidsApi(client).all(1, { service_window: 2 });
    expect(all.map((entry) => [entry.id, entry.assets, entry.decision])).toEqual([[14, [], null]]);
  });
});
