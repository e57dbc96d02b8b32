import { describe, expect, test, vi } from "vitest";
import { faultDraws } from "~mocks/behaviour";
import { COMPETITION_PAGE_SIZE, COMPETITION_STATUSES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import {
  assetSummary,
  assetsOverview,
  plannedAssets,
  providerAssets,
  qualifications,
  qualifyingAssets,
} from "~/upstream/assets.server";
import { createClient } from "~/upstream/client.server";
import {
  choices,
  getBoundary,
  getCompetition,
  gridSupplyPoints,
  listCompetitions,
  listOperatorCompetitions,
  search,
  systemOperators,
} from "~/upstream/competitions.server";
import { UpstreamError } from "~/upstream/errors";
import { paths } from "~/upstream/paths";
import { standingRows } from "~mocks/assets/qualification-rows";
import { AREA_FLAG } from "~mocks/handlers/competitions";
import { store } from "~mocks/store";
import type { Competition } from "~mocks/store/market-types";
import { sandboxToken, setFeatures } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";

useSandbox();

const BASE = "http://sandbox.test/api/";
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";
const clientFor = async (email: string) => createClient({ baseUrl: BASE, locale: "en-GB", token: await sandboxToken(email) });
const rank = (competition: Competition) => COMPETITION_STATUSES.indexOf(competition.status);
const byName = (name: string) => store.market.competitions.find((competition) => competition.name === name)!;
const removed = () => store.market.competitions.find((competition) => competition.name === "")!;
/** Qualification records as every call counts them: by their standing, a removed asset's left out. */
const standings = () => standingRows(store.market.qualifications);
const qualifyingOf = (organisation: number | null, competition: number) =>
  standings().filter(
    (row) => row.competition === competition && (organisation === null || row.organisation_id === organisation) && ["qualified", "eligible"].includes(row.eligibility_status),
  );
const calls = (path: string) => callCount(`GET /${path}`);

describe("competitions for the dashboard", () => {
  test("MAP-08 providers list competitions from qualifying to closed, named order, with operator and low boundary", async () => {
    const competitions = await listCompetitions(await clientFor(PROVIDER), { role: "flexprovider" });
    const expected = store.market.competitions.filter(
      (row) => row.name !== "" && rank(row) >= COMPETITION_STATUSES.indexOf("qualifying") && rank(row) <= COMPETITION_STATUSES.indexOf("closed"),
    );
    expect(competitions.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected.map((row) => row.id));
    const names = competitions.map((row) => row.name!);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));

    const leeds = competitions.find((row) => row.name === "Leeds Sustain Peak")!;
    expect(leeds.operator).toEqual({ id: 201, name: "Northern Powergrid", brand_colour: "#8b2b8f", slug: "northern-powergrid" });
    expect(leeds.boundary).toEqual(byName("Leeds Sustain Peak").boundary!.low);
    expect(leeds.service_periods).toBeUndefined();
    // The empty outline still comes back, for the app to log and show.
    expect(competitions.find((row) => row.name === "Cumbria Restore")!.boundary).toEqual({ type: "Polygon", coordinates: [] });
  });

  test("MAP-08 status range is inclusive and validated; archived only when asked; by ids with only some fields", async () => {
    const client = await clientFor(PROVIDER);
    const open = await listCompetitions(client, { role: "flexprovider", fromStatus: "open", toStatus: "open" });
    expect(open.length).toBe(store.market.competitions.filter((row) => row.status === "open").length);
    expect(open.every((row) => row.status === "open")).toBe(true);

    const late = await listCompetitions(client, { role: "flexprovider", fromStatus: "visibility", toStatus: "archived" });
    expect(late.every((row) => row.status === "visibility")).toBe(true);
    const withArchived = await listCompetitions(client, { role: "flexprovider", fromStatus: "visibility", toStatus: "archived", includeArchived: true });
    expect(new Set(withArchived.map((row) => row.status))).toEqual(new Set(["visibility", "archived"]));

    const error = await listCompetitions(client, { role: "flexprovider", fromStatus: "nonsense" as never }).catch((caught) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.fieldErrors).toEqual({ from_status: ["Select a valid choice. nonsense is not one of the available choices."] });

    const ids = [byName("Leeds Sustain Peak").id, byName("Teesside Dynamic").id, byName("Bradford Sustain").id];
    const picked = await listCompetitions(client, { role: "flexprovider", ids, fields: ["id", "name", "status"], fromStatus: "incomplete", toStatus: "archived" });
    expect(picked.map((row) => row.name)).toEqual(["Leeds Sustain Peak", "Teesside Dynamic"]);
    const raw = await (await client.send("GET", paths.competitions, { query: { competition_ids: ids, fields: "id,name,status" } })).json();
    expect(Object.keys(raw[0]).sort()).toEqual(["id", "name", "status"]);
  });

  test("MAP-08 CALL-03 the list pages by 200 with content-range until every competition is read", async () => {
    const client = await clientFor(PROVIDER);
    const template = byName("Leeds Sustain Peak");
    for (let index = 0; index < 250; index++) store.market.competitions.push({ ...template, id: 1000 + index, name: `Extra ${String(index).padStart(3, "0")}` });
    const before = calls(paths.competitions);
    const competitions = await listCompetitions(client, { role: "flexprovider", fromStatus: "open", toStatus: "open" });
    expect(calls(paths.competitions) - before).toBe(2);
    expect(competitions.length).toBeGreaterThan(COMPETITION_PAGE_SIZE);
    expect(new Set(competitions.map((row) => row.id)).size).toBe(competitions.length);

    const response = await client.send("GET", paths.competitions, { query: { limit: 5, offset: 5, ordering: "name,id" } });
    expect(response.headers.get("content-range")).toMatch(/^items 5-9\/\d+$/);
    expect(await response.json()).toHaveLength(5);
  });

  test("MAP-07 each competition carries the caller's qualifying assets, and can be ordered by them", async () => {
    const client = await clientFor(PROVIDER);
    const competitions = await listCompetitions(client, { role: "flexprovider" });
    for (const row of competitions) expect(row.qualifying_assets, row.name!).toBe(qualifyingOf(101, row.id).length);
    expect(competitions.some((row) => row.status === "open" && row.qualifying_assets! > 0)).toBe(true);

    const response = await client.send("GET", paths.competitions, { query: { ordering: "-qualifying_assets,name", limit: 200, from_status: "qualifying", to_status: "closed" } });
    const counts = ((await response.json()) as { qualifying_assets: number }[]).map((row) => row.qualifying_assets);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const asOperator = await listCompetitions(await clientFor(OPERATOR), { role: "systemoperator" });
    for (const row of asOperator) expect(row.qualifying_assets).toBe(qualifyingOf(null, row.id).length);
  });

  test("MAP-06 one competition: providers get operator and service windows; removed ones have no name; the detailed boundary", async () => {
    const client = await clientFor(PROVIDER);
    const leeds = byName("Leeds Sustain Peak");
    const detail = await getCompetition(client, leeds.id, "flexprovider");
    expect(detail.operator).toMatchObject({ id: 201, slug: "northern-powergrid" });
    expect(detail.service_periods!.map((period) => period.windows.map((window) => window.id))).toEqual(
      leeds.service_periods.map((period) => period.windows.map((window) => window.id)),
    );
    expect(detail.boundary).toBeUndefined();
    expect(await getBoundary(client, leeds.id)).toEqual(leeds.boundary!.detailed);

    const gone = await getCompetition(client, removed().id, "flexprovider");
    expect(gone.name).toBeNull();
    const listed = await listCompetitions(client, { role: "flexprovider", fromStatus: "incomplete", toStatus: "archived", includeArchived: true });
    expect(listed.some((row) => row.id === removed().id)).toBe(false);

    const archived = byName("Bradford Sustain");
    await expect(getCompetition(client, archived.id, "flexprovider")).rejects.toMatchObject({ status: 404 });
    expect((await getCompetition(client, archived.id, "flexprovider", { includeArchived: true })).status).toBe("archived");
    await expect(getCompetition(client, byName("York Firm Flexibility").id, "flexprovider")).rejects.toMatchObject({ status: 404 });
  });
});

describe("operators' competitions", () => {
  test("MAP-08 ROLE-02 operators see their own; with the area flag and within_operators_area also the others in their licence areas", async () => {
    const client = await clientFor(OPERATOR);
    const own = store.market.competitions.filter((row) => row.operator_id === 201 && row.status !== "archived" && row.name !== "" && row.boundary);
    const plain = await listCompetitions(client, { role: "systemoperator", withinArea: true });
    expect(plain.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id));
    expect(new Set(plain.map((row) => row.status))).toContain("pending");

    await setFeatures(OPERATOR, [...store.users.find((user) => user.email === OPERATOR)!.features, AREA_FLAG]);
    const withFlag = await listCompetitions(await clientFor(OPERATOR), { role: "systemoperator", withinArea: true });
    const others = withFlag.filter((row) => (row.operator as { id: number }).id !== 201);
    expect(others.map((row) => row.name)).toEqual(["Pennines Cross-Boundary Flexibility"]);
    const withoutAsking = await listCompetitions(await clientFor(OPERATOR), { role: "systemoperator" });
    expect(withoutAsking.length).toBe(own.length);

    const error = await listCompetitions(await clientFor(PROVIDER), { role: "systemoperator" }).catch((caught) => caught);
    expect(error).toMatchObject({ status: 403 });
  });

  test("MAP-08 DEC-01 closed competitions with name, id and confirmation; one competition with its confirmation", async () => {
    const client = await clientFor(OPERATOR);
    const closed = await listOperatorCompetitions(client, { closedOnly: true });
    const expected = store.market.competitions.filter((row) => row.operator_id === 201 && row.status === "closed");
    expect(closed.map((row) => row.name)).toEqual(expected.map((row) => row.name).sort());
    const confirmed = new Set(store.market.competitionConfirmations.map((row) => row.competition));
    for (const row of closed) {
      expect(Object.keys(row).sort()).toEqual(["confirmation", "id", "name"]);
      expect(row.confirmation!.confirmed).toBe(confirmed.has(row.id));
    }
    expect(closed.some((row) => row.confirmation!.confirmed) && closed.some((row) => !row.confirmation!.confirmed)).toBe(true);

    for (const row of expected) {
      const detail = await getCompetition(client, row.id, "systemoperator");
      const confirmation = store.market.competitionConfirmations.find((candidate) => candidate.competition === row.id);
      expect(detail.confirmation).toEqual({ confirmed: !!confirmation, confirmed_on: confirmation?.created ?? null, confirmed_by: null });
      expect(detail.service_periods!.length).toBeGreaterThan(0);
    }
    await expect(getCompetition(client, byName("London Sustain").id, "systemoperator")).rejects.toMatchObject({ status: 404 });
  });
});

describe("search and reference lists", () => {
  test("MAP-04 search finds places and competitions, case-insensitive, with centre and bounding box", async () => {
    const client = await clientFor(PROVIDER);
    const results = await search(client, "LEEDS");
    expect(results.map((row) => [row.kind, row.name])).toEqual([["place", "Leeds"], ["competition", "Leeds Sustain Peak"]]);
    expect(results[1].competition).toBe(byName("Leeds Sustain Peak").id);
    for (const row of results) {
      const [west, south, east, north] = row.bbox;
      expect(west < row.center[0] && row.center[0] < east && south < row.center[1] && row.center[1] < north).toBe(true);
    }
    expect(await search(client, "Bradford")).toEqual([expect.objectContaining({ kind: "place", name: "Bradford", competition: null })]);
    expect(await search(client, "   ")).toEqual([]);
  });

  test("MAP-05 CLEAR-03 system operators with colours, grid supply points of a competition's bids, voltages", async () => {
    const client = await clientFor(PROVIDER);
    const operators = await systemOperators(client);
    expect(operators).toHaveLength(6);
    expect(operators[0]).toEqual({ id: 201, name: "Northern Powergrid", brand_colour: "#8b2b8f", slug: "northern-powergrid" });

    const teesside = byName("Teesside Dynamic");
    const supplyPoints = await gridSupplyPoints(client, teesside.id);
    const ids = new Set(supplyPoints.map((point) => point.id));
    const bidPoints = store.market.bids.filter((bid) => bid.competition === teesside.id).flatMap((bid) => bid.grid_supply_points);
    expect(bidPoints.length).toBeGreaterThan(0);
    for (const id of bidPoints) expect(ids).toContain(id);
    expect(supplyPoints.length).toBeLessThan(store.market.gridSupplyPoints.length);

    expect((await choices(client, "voltages")).map((row) => row.value)).toEqual([...VOLTAGE_LEVELS]);
    expect((await choices(client, "needTypes")).length).toBeGreaterThan(10);
  });
});

describe("assets for the map", () => {
  test("MAP-06 asset summary per competition, for the caller's org type", async () => {
    const leeds = byName("Leeds Sustain Peak");
    const provider = await assetSummary(await clientFor(PROVIDER), "flexprovider", leeds.id);
    const mine = standings().filter((row) => row.competition === leeds.id && row.organisation_id === 101);
    expect(provider.total_count).toBe(mine.length);
    expect([...provider.asset_ids, ...provider.planned_asset_ids].sort((a, b) => a - b)).toEqual(qualifyingOf(101, leeds.id).map((row) => row.flex_asset).sort((a, b) => a - b));
    expect(Object.values(provider.by_status).reduce((sum, count) => sum + count, 0)).toBe(mine.length);

    const operator = await assetSummary(await clientFor(OPERATOR), "systemoperator", leeds.id);
    expect(operator.total_count).toBe(standings().filter((row) => row.competition === leeds.id).length);
    expect(operator.total_count).toBeGreaterThan(provider.total_count);

    const client = await clientFor(PROVIDER);
    await expect(client.send("GET", paths.assetSummary)).rejects.toMatchObject({ status: 400, fieldErrors: { competition: ["This field is required."] } });
    await expect(assetSummary(client, "systemoperator", leeds.id)).rejects.toMatchObject({ status: 403 });
  });

  test("MAP-01 ROLE-02 providers get their assets qualifying in open competitions with ref and name; operators all assets of theirs, ref and name hidden", async () => {
    const pins = await qualifyingAssets(await clientFor(PROVIDER), "flexprovider");
    const open = new Set(store.market.competitions.filter((row) => row.status === "open" && row.name !== "").map((row) => row.id));
    const expected = new Set(standings().filter((row) => row.organisation_id === 101 && open.has(row.competition) && !row.planned).map((row) => row.flex_asset));
    expect(new Set(pins.map((pin) => pin.id))).toEqual(expected);
    for (const pin of pins) {
      const asset = store.market.assets.find((candidate) => candidate.id === pin.id)!;
      expect([pin.ref, pin.name]).toEqual([asset.ref, asset.name]);
      expect(pin.competition_ids.every((id) => open.has(id))).toBe(true);
      expect(pin.qualified).toBe(pin.eligibility_status === "qualified" || pin.eligibility_status === "eligible");
    }
    expect(pins.some((pin) => pin.qualified) && pins.some((pin) => !pin.qualified)).toBe(true);

    const leeds = byName("Leeds Sustain Peak");
    const operatorPins = await qualifyingAssets(await clientFor(OPERATOR), "systemoperator", { competitionId: leeds.id });
    expect(operatorPins.length).toBe(new Set(standings().filter((row) => row.competition === leeds.id).map((row) => row.flex_asset)).size);
    expect(operatorPins.every((pin) => pin.ref === null && pin.name === null)).toBe(true);

    const operator = await clientFor(OPERATOR);
    const page = await operator.send("GET", paths.operatorQualifyingAssets, { query: { limit: 5000 } });
    expect(((await page.json()) as unknown[]).length).toBeLessThanOrEqual(1000);
    const total = Number(page.headers.get("content-range")!.split("/")[1]);
    const before = calls(paths.operatorQualifyingAssets);
    expect(await qualifyingAssets(operator, "systemoperator")).toHaveLength(total);
    expect(calls(paths.operatorQualifyingAssets) - before).toBe(Math.ceil(total / 1000));
  });

  test("CALL-05 MAP-01 the pins' later pages read the listing their first page computed; a change shows from the next listing on", async () => {
    const operator = await clientFor(OPERATOR);
    const page = async (offset: number) => (await (await operator.send("GET", paths.operatorQualifyingAssets, { query: { limit: 100, offset } })).json()) as { id: number }[];
    const first = await page(0);
    // An asset without any qualification, placed before the end of the first page, gets one in a listed competition.
    const qualified = new Set(store.market.qualifications.map((row) => row.flex_asset));
    const newcomer = store.market.assets.find((asset) => !qualified.has(asset.id))!;
    expect(newcomer.id).toBeLessThan(first[99].id);
    const template = store.market.qualifications.find((row) => row.flex_asset === first[0].id)!;
    store.market.qualifications.push({ ...template, id: 9_999_999, flex_asset: newcomer.id });
    try {
      // The second page continues the first page's listing: nothing shifts into it twice.
      const second = await page(100);
      expect(second.some((pin) => first.some((seen) => seen.id === pin.id))).toBe(false);
      expect(second[0].id).toBeGreaterThan(first[99].id);
      // A new listing sees the newcomer.
      expect((await page(0)).some((pin) => pin.id === newcomer.id)).toBe(true);
    } finally {
      store.market.qualifications.pop();
    }
  });

  test("MAP-01 planned assets qualified in open competitions, and the provider's qualifications", async () => {
    const client = await clientFor(PROVIDER);
    const planned = await plannedAssets(client);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((pin) => pin.planned && pin.qualified)).toBe(true);

    const rows = await qualifications(client);
    const open = new Set(store.market.competitions.filter((row) => row.status === "open").map((row) => row.id));
    expect(rows.every((row) => open.has(row.competition))).toBe(true);
    expect(rows.length).toBe(standings().filter((row) => row.organisation_id === 101 && open.has(row.competition)).length);
    expect(rows.some((row) => row.planned)).toBe(true);
    const withoutPlanned = await (await client.send("GET", paths.qualifications, { query: { competition_status: "open", limit: 1000 } })).json();
    expect((withoutPlanned as { planned: boolean }[]).some((row) => row.planned)).toBe(false);
  });

  test("CALL-05 ROLE-02 provider assets by ids in chunks of 500 under the many-assets flag, only the caller's", async () => {
    const client = await clientFor(PROVIDER);
    const ids = Array.from({ length: 1200 }, (_, index) => index + 1);
    const before = calls(paths.providerAssets);
    const assets = await providerAssets(client, ids, { manyAssets: true });
    expect(calls(paths.providerAssets) - before).toBe(3);
    const expected = store.market.assets.filter((asset) => asset.organisation_id === 101 && !asset.planned && asset.id <= 1200);
    expect(assets.map((asset) => asset.id).sort((a, b) => a - b)).toEqual(expected.map((asset) => asset.id));
    expect(await qualifyingAssets(await clientFor("user@example.com"), "flexprovider")).toEqual([]);
    expect(await qualifyingAssets(await clientFor(OPERATOR), "flexprovider")).toEqual([]);
    expect(await assetsOverview(await clientFor("user@example.com"))).toEqual([]);
  });

  test("ROLE-02 the assets overview reads the ready-made file when there is one and pages through otherwise", async () => {
    const fromFile = await assetsOverview(await clientFor(PROVIDER));
    expect(fromFile.length).toBe(store.market.assets.filter((asset) => asset.organisation_id === 101).length);
    expect(calls(paths.assetsOverview)).toBe(0);
    expect(callCount("GET /flex/assets/file/101/assets.json")).toBe(1);

    const paged = await assetsOverview(await clientFor("max@example.com"));
    expect(paged.length).toBe(store.market.assets.filter((asset) => asset.organisation_id === 102).length);
    expect(calls(paths.assetsFile)).toBe(2);
    expect(calls(paths.assetsOverview)).toBe(1);
  });

  test("CALL-08 behaviour hooks apply: a configured fault fails the competitions call", async () => {
    store.behaviour.faults.push({ path: "/flex/competitions/", status: 503, times: 1 });
    await expect(listCompetitions(await clientFor(PROVIDER), { role: "flexprovider" })).rejects.toMatchObject({ status: 503 });
    expect((await listCompetitions(await clientFor(PROVIDER), { role: "flexprovider" })).length).toBeGreaterThan(0);
  });

  test("CALL-08 a fault with a rate strikes only that share of the matching calls, drawn per call", async () => {
    store.behaviour.faults.push({ path: "/flex/competitions/", status: 500, rate: 0.3 });
    const draws = [0.1, 0.5, 0.29, 0.31];
    const random = vi.spyOn(faultDraws, "next").mockImplementation(() => draws.shift() ?? 0.9);
    try {
      const outcomes: string[] = [];
      for (let call = 0; call < 4; call++) {
        outcomes.push(await listCompetitions(await clientFor(PROVIDER), { role: "flexprovider" }).then(() => "ok", (error: { status: number }) => String(error.status)));
      }
      expect(outcomes).toEqual(["500", "ok", "500", "ok"]);
    } finally {
      random.mockRestore();
    }
  });
});
