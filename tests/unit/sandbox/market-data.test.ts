import { DateTime } from "luxon";
import { describe, expect, test } from "vitest";
import {
  ASSET_CATEGORIES,
  COMPETITION_STATUSES,
  COMPETITION_TYPES,
  NEED_DIRECTIONS,
  NEED_TYPES,
  OVERRIDE_REASONS,
  POWER_TYPES,
  PRICING_METHODS,
  PRODUCT_TYPES,
  RATE_TYPES,
  REQUIRED_RATES,
  VOLTAGE_LEVELS,
  rateField,
} from "~/domain/market/enums";
import { generateMarket, type GeneratedMarket } from "~mocks/store/gb";
import { inBoundary } from "~mocks/store/gb/geometry";
import type { Boundary } from "~mocks/store/market-types";

const TODAY = "2025-03-10T00:00:00Z";
const market = generateMarket({ assets: 3000, today: TODAY });
const now = DateTime.fromISO(TODAY, { zone: "utc" });

const vertexCount = (boundary: Boundary) =>
  boundary.type === "Polygon" ? boundary.coordinates.flat().length : boundary.coordinates.flat(2).length;
const areaOf = (m: GeneratedMarket, ref: string) => m.licenceAreas.find((area) => area.ref === ref)!;
const competition = (name: string) => market.competitions.find((row) => row.name === name)!;

describe("the generated GB market", () => {
  test("MAP-01 MAP-08 the same options give the same market, and the dates follow the day given", () => {
    expect(generateMarket({ assets: 400, today: TODAY })).toEqual(generateMarket({ assets: 400, today: TODAY }));
    const later = generateMarket({ assets: 400, today: "2025-06-10" });
    const earlier = generateMarket({ assets: 400, today: TODAY });
    expect(later.assets).toEqual(earlier.assets);
    expect(DateTime.fromISO(later.competitions[0].open).diff(DateTime.fromISO(earlier.competitions[0].open), "days").days).toBe(92);
  });

  test("MAP-05 the six operator groups with colours and slugs, their 14 licence areas, and the providers", () => {
    const operators = market.organisations.filter((org) => org.org_type === "systemoperator");
    expect(operators.map((org) => [org.id, org.name])).toEqual([
      [201, "Northern Powergrid"],
      [202, "UK Power Networks"],
      [203, "National Grid Electricity Distribution"],
      [204, "SP Energy Networks"],
      [205, "Scottish and Southern Electricity Networks"],
      [206, "Electricity North West"],
    ]);
    expect(operators[0]).toMatchObject({ slug: "northern-powergrid", brand_colour: "#8b2b8f" });
    for (const operator of operators) expect(operator.brand_colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(operators.map((org) => org.slug)).size).toBe(6);

    expect(market.licenceAreas).toHaveLength(14);
    expect(market.licenceAreas.map((area) => area.name)).toEqual(
      expect.arrayContaining(["Northern Powergrid Northeast", "Northern Powergrid Yorkshire", "UK Power Networks London", "SP Manweb", "Electricity North West", "SSEN North of Scotland"]),
    );
    const perOperator = Object.fromEntries(operators.map((org) => [org.id, market.licenceAreas.filter((area) => area.operator_id === org.id).length]));
    expect(perOperator).toEqual({ 201: 2, 202: 3, 203: 4, 204: 2, 205: 2, 206: 1 });
    for (const area of market.licenceAreas) {
      expect(vertexCount(area.boundary.detailed)).toBeGreaterThan(vertexCount(area.boundary.low) * 4);
      expect(vertexCount(area.boundary.low)).toBeLessThan(25);
    }

    const providers = market.organisations.filter((org) => org.org_type === "flexprovider");
    expect(providers.map((org) => org.id)).toEqual(expect.arrayContaining([101, 102, 103, 104, 105]));
    const assetsOf101 = market.assets.filter((asset) => asset.organisation_id === 101).length;
    expect(assetsOf101).toBeGreaterThan(200);
    expect(assetsOf101).toBeLessThan(600);
  });

  test("MAP-05 MAP-08 COMP-01 COMP-03 about 40 competitions across every status and enumeration", () => {
    const competitions = market.competitions;
    expect(competitions.length).toBeGreaterThanOrEqual(36);
    expect(competitions.length).toBeLessThanOrEqual(45);
    expect(new Set(competitions.map((row) => row.status))).toEqual(new Set(COMPETITION_STATUSES));
    expect(new Set(competitions.map((row) => row.product_type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(competitions.map((row) => row.need_type))).toEqual(new Set(NEED_TYPES));
    expect(new Set(competitions.map((row) => row.pricing_method))).toEqual(new Set(PRICING_METHODS));
    expect(new Set(competitions.map((row) => row.competition_type))).toEqual(new Set(COMPETITION_TYPES));
    expect(new Set(competitions.map((row) => row.power_type))).toEqual(new Set(POWER_TYPES));
    expect(new Set(competitions.map((row) => row.tag))).toEqual(new Set([null, "Day Ahead", "Week Ahead"]));
    expect(new Set(competitions.map((row) => row.need_direction))).toEqual(new Set(Object.values(NEED_DIRECTIONS).flat()));
    for (const row of competitions) {
      expect(NEED_DIRECTIONS[row.power_type] as readonly string[]).toContain(row.need_direction);
      expect(row.fixed_price).toBe(row.pricing_method === "fixed_price");
      expect(row.min_connection_voltage).toBeLessThanOrEqual(row.max_connection_voltage);
      if (row.qualification_type === "piclo_stac") expect(row.tag).toBe("Day Ahead");
    }
    expect(competitions.filter((row) => row.qualification_type === "piclo_stac").length).toBeGreaterThanOrEqual(2);

    const northernPowergrid = new Set(competitions.filter((row) => row.operator_id === 201).map((row) => row.status));
    for (const status of ["open", "closed", "qualifying"] as const) expect(northernPowergrid).toContain(status);
    for (const operator of [201, 202, 203, 204, 205, 206]) expect(competitions.some((row) => row.operator_id === operator)).toBe(true);
  });

  test("MAP-08 milestones are in order and each status is true of the day the market was made for", () => {
    for (const row of market.competitions) {
      const milestones = [row.qualification_open, row.qualification_closed, row.open, row.closed, row.archive_on];
      for (const value of milestones) expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      const [qualificationOpen, qualificationClosed, open, closed, archiveOn] = milestones.map((value) => DateTime.fromISO(value));
      expect(qualificationOpen < qualificationClosed && qualificationClosed < open && open < closed && closed < archiveOn).toBe(true);
      const expected = {
        incomplete: now < qualificationOpen,
        pending: now < qualificationOpen,
        qualifying: qualificationOpen <= now && now < qualificationClosed,
        qualified: qualificationClosed <= now && now < open,
        open: open <= now && now < closed,
        closed: closed <= now && now < archiveOn,
        visibility: closed <= now && now < archiveOn,
        archived: archiveOn <= now,
      }[row.status];
      expect(expected, `${row.id} ${row.status}`).toBe(true);
    }
  });

  test("COMP-03 service periods have ISO dates (end exclusive) and windows with times, days, holiday handling and fixed prices when fixed", () => {
    for (const row of market.competitions) {
      expect(row.service_periods.length).toBeGreaterThan(0);
      for (const period of row.service_periods) {
        expect(period.competition).toBe(row.id);
        expect(period.start).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(period.end > period.start).toBe(true);
        expect(period.windows.length).toBeGreaterThan(0);
        for (const window of period.windows) {
          expect(window.service_period).toBe(period.id);
          expect(window.start_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(window.end_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(window.service_days.every((day) => day >= 0 && day <= 6)).toBe(true);
          expect(["ignore", "include", "exclude"]).toContain(window.holiday_handling);
          expect(window.capacity_required).toBeGreaterThan(0);
          const fixed = { availability: window.fixed_availability_price, utilisation: window.fixed_utilisation_price, service_fee: window.fixed_service_fee };
          for (const rate of RATE_TYPES) {
            const wanted = row.fixed_price && REQUIRED_RATES[row.competition_type].includes(rate);
            expect(fixed[rate] !== null, `${row.id} ${rate}`).toBe(wanted);
          }
        }
      }
    }
    const windowIds = market.competitions.flatMap((row) => row.service_periods.flatMap((period) => period.windows.map((window) => window.id)));
    expect(new Set(windowIds).size).toBe(windowIds.length);
  });

  test("MAP-01 MAP-06 MAP-08 boundaries in two fidelities inside the areas, one with empty coordinates and one removed competition", () => {
    const empty = market.competitions.filter((row) => row.boundary && vertexCount(row.boundary.detailed) === 0);
    expect(empty.map((row) => row.name)).toEqual(["Cumbria Restore"]);
    expect(empty[0].boundary!.low.coordinates).toEqual([]);
    const removed = market.competitions.filter((row) => row.name === "");
    expect(removed).toHaveLength(1);
    expect(market.competitions.filter((row) => row.boundary === null).every((row) => row.status === "incomplete")).toBe(true);

    const leeds = competition("Leeds Sustain Peak");
    expect(leeds.area_refs).toEqual(["NPG-YS"]);
    const yorkshire = areaOf(market, "NPG-YS");
    const ring = (leeds.boundary!.detailed as { coordinates: [number, number][][] }).coordinates[0];
    expect(ring.every((point) => inBoundary(point, yorkshire.boundary.detailed))).toBe(true);
    expect(vertexCount(leeds.boundary!.detailed)).toBeGreaterThan(vertexCount(leeds.boundary!.low));

    const crossBoundary = competition("Pennines Cross-Boundary Flexibility");
    expect(crossBoundary.operator_id).toBe(206);
    expect(crossBoundary.area_refs).toContain("NPG-YS");
    expect(crossBoundary.boundary!.detailed.type).toBe("MultiPolygon");
  });

  test("MAP-01 MAP-05 assets of every category and voltage level, inside the licence areas, with meters and nearby grid supply points", () => {
    expect(market.assets).toHaveLength(3000);
    expect(new Set(market.assets.map((asset) => asset.asset_category))).toEqual(new Set(ASSET_CATEGORIES));
    expect(new Set(market.assets.map((asset) => asset.voltage_level))).toEqual(new Set(VOLTAGE_LEVELS));
    const supplyPoints = new Map(market.gridSupplyPoints.map((point) => [point.id, point]));
    for (const area of market.licenceAreas) expect(market.gridSupplyPoints.filter((point) => inBoundary(point.location, area.boundary.detailed)).length).toBeGreaterThanOrEqual(5);
    const primes = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];
    for (const asset of market.assets) {
      const area = market.licenceAreas.find((candidate) => inBoundary(asset.location, candidate.boundary.detailed));
      expect(area, `asset ${asset.id}`).toBeDefined();
      const supplyPoint = supplyPoints.get(asset.grid_supply_point)!;
      expect(supplyPoint.operator_id).toBe(area!.operator_id);
      for (const meter of [asset.export_meter_id, asset.import_meter_id]) {
        if (meter === null) continue;
        expect(meter).toMatch(/^\d{13}$/);
        const sum = [...meter.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * primes[index], 0);
        expect(Number(meter[12])).toBe((sum % 11) % 10);
      }
      if (asset.planned) {
        expect(asset.capacity_type).not.toBeNull();
        expect(asset.capacity_value).toBeGreaterThan(0);
        expect([asset.export_meter_id, asset.import_meter_id]).toEqual([null, null]);
      } else {
        expect(asset.export_meter_id ?? asset.import_meter_id).not.toBeNull();
      }
      expect(Math.max(asset.active_export_capacity, asset.active_import_capacity)).toBeGreaterThan(0);
    }
    expect(market.assets.some((asset) => asset.planned)).toBe(true);
  });

  test("QUAL-02 QUAL-03 qualifications for assets in each competition's area, with reason codes and qualified capacity", () => {
    const assets = new Map(market.assets.map((asset) => [asset.id, asset]));
    const competitions = new Map(market.competitions.map((row) => [row.id, row]));
    expect(new Set(market.qualifications.map((row) => row.eligibility_status))).toEqual(new Set(["qualified", "eligible", "ineligible", "disqualified"]));
    for (const row of market.qualifications) {
      const asset = assets.get(row.flex_asset)!;
      const owner = competitions.get(row.competition)!;
      expect(row.organisation_id).toBe(asset.organisation_id);
      expect(row.planned).toBe(asset.planned);
      expect(["incomplete", "pending"]).not.toContain(owner.status);
      const outline = owner.boundary!.detailed;
      if (vertexCount(outline) > 0) expect(inBoundary(asset.location, outline), `asset ${asset.id} in ${owner.id}`).toBe(true);
      if (row.eligibility_status === "qualified" || row.eligibility_status === "eligible") {
        expect(row.qualified_capacity).toBeGreaterThan(0);
        expect(row.reasons).toEqual([]);
      } else {
        expect(row.qualified_capacity).toBe(0);
        expect(row.reasons.length).toBeGreaterThan(0);
        for (const reason of row.reasons) expect(OVERRIDE_REASONS as readonly string[]).toContain(reason);
      }
    }
    const demoQualifying = market.qualifications.filter((row) => row.organisation_id === 101 && row.eligibility_status === "qualified");
    const inOpen = new Set(demoQualifying.filter((row) => competitions.get(row.competition)!.status === "open").map((row) => row.competition));
    expect(inOpen.size).toBeGreaterThanOrEqual(3);
    expect(new Set(demoQualifying.map((row) => row.competition)).size).toBeGreaterThanOrEqual(8);
  });

  test("CLEAR-03 DEC-01 bid sets with asset groups and bids per window; closed competitions have dozens of bids per window", () => {
    const competitions = new Map(market.competitions.map((row) => [row.id, row]));
    const qualifications = new Map(market.qualifications.map((row) => [`${row.competition}:${row.flex_asset}`, row]));
    const assets = new Map(market.assets.map((asset) => [asset.id, asset]));
    const groups = new Map(market.ballotAssetGroups.map((group) => [group.ballot, group]));
    for (const ballot of market.ballots) {
      const owner = competitions.get(ballot.competition)!;
      expect(["open", "closed", "visibility", "archived"]).toContain(owner.status);
      const group = groups.get(ballot.id)!;
      expect(group.ballot_assets.length).toBeGreaterThan(0);
      const rows = group.ballot_assets.map((entry) => qualifications.get(`${ballot.competition}:${entry.flex_asset}`)!);
      for (const row of rows) {
        expect(row.organisation_id).toBe(ballot.organisation_id);
        expect(["qualified", "eligible"]).toContain(row.eligibility_status);
      }
      const qualifiedCapacity = rows.reduce((sum, row) => sum + row.qualified_capacity, 0);
      const windows = new Map(owner.service_periods.flatMap((period) => period.windows).map((window) => [window.id, window]));
      const bids = market.bids.filter((bid) => bid.ballot === ballot.id);
      expect(bids.map((bid) => bid.service_window).sort()).toEqual([...windows.keys()].sort());
      const supplyPoints = [...new Set(group.ballot_assets.map((entry) => assets.get(entry.flex_asset)!.grid_supply_point))].sort((a, b) => a - b);
      for (const bid of bids) {
        expect(bid.capacity).toBeLessThanOrEqual(windows.get(bid.service_window)!.capacity_required);
        expect(bid.capacity).toBeLessThanOrEqual(Math.max(0.001, qualifiedCapacity) + 1e-9);
        expect(bid.max_runtime).toMatch(/^\d+ \d\d:\d\d:\d\d$/);
        expect(bid.grid_supply_points).toEqual(supplyPoints);
        expect(typeof bid.divisible).toBe("boolean");
        for (const rate of RATE_TYPES) {
          expect(bid[rateField(rate)] !== null).toBe(REQUIRED_RATES[owner.competition_type].includes(rate));
        }
      }
    }
    for (const closed of market.competitions.filter((row) => row.status === "closed")) {
      for (const window of closed.service_periods.flatMap((period) => period.windows)) {
        expect(market.bids.filter((bid) => bid.service_window === window.id).length, `${closed.name} ${window.name}`).toBeGreaterThanOrEqual(24);
      }
    }
    const providersPerClosed = new Set(market.ballots.filter((ballot) => competitions.get(ballot.competition)!.status === "closed").map((ballot) => ballot.organisation_id));
    expect(providersPerClosed.size).toBeGreaterThan(5);
    expect(market.ballots.some((ballot) => ballot.organisation_id === 101 && competitions.get(ballot.competition)!.status === "open")).toBe(true);
    expect(market.entries.some((entry) => entry.organisation_id === 101 && entry.status === "confirmed")).toBe(true);
  });

  test("MAP-04 places: towns with centre and bounding box, and one place per listed competition", () => {
    const towns = market.places.filter((place) => place.kind === "place");
    expect(towns.length).toBeGreaterThan(40);
    for (const place of market.places) {
      const [west, south, east, north] = place.bbox;
      expect(west < place.center[0] && place.center[0] < east && south < place.center[1] && place.center[1] < north).toBe(true);
    }
    const competitionPlaces = market.places.filter((place) => place.kind === "competition");
    const named = market.competitions.filter((row) => row.name !== "" && row.boundary && vertexCount(row.boundary.detailed) > 0);
    expect(competitionPlaces.map((place) => place.id).sort((a, b) => a - b)).toEqual(named.map((row) => row.id));
    expect(competitionPlaces.find((place) => place.id === competition("Leeds Sustain Peak").id)!.name).toBe("Leeds Sustain Peak");
  });

  test("MAP-03 100,000 assets generate in a few seconds", () => {
    const started = performance.now();
    const large = generateMarket({ assets: 100_000, today: TODAY });
    const seconds = (performance.now() - started) / 1000;
    console.info(`generated 100,000 assets in ${seconds.toFixed(2)} s`);
    expect(large.assets).toHaveLength(100_000);
    expect(large.qualifications.length).toBeGreaterThan(large.assets.length / 2);
    expect(seconds).toBeLessThan(30);
  }, 60_000);
});
