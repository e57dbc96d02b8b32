import { describe, expect, test } from "vitest";
import {
  capacityFor,
  eligibilityReasons,
  eligibilityStatus,
  unavailableThroughout,
  type EligibilityAsset,
  type EligibilityCompetition,
} from "~/domain/assets/eligibility";

// A square area one degree wide round Leeds; distances below follow from it.
const square = { type: "Polygon" as const, coordinates: [[[-2, 53], [-1, 53], [-1, 54], [-2, 54], [-2, 53]] as [number, number][]] };
const competition: EligibilityCompetition = {
  id: 7,
  power_type: "active_power",
  need_direction: "deficit",
  min_connection_voltage: 11,
  max_connection_voltage: 33,
  boundary: square,
  qualification_closed: "2030-01-10T12:00:00Z",
  service_start: "2030-02-01",
  service_end: "2030-03-01",
};
const asset: EligibilityAsset = {
  id: 1,
  planned: false,
  asset_category: "storage",
  location: [-1.5, 53.5],
  voltage_level: 11,
  active_export_capacity: 2,
  active_import_capacity: 2,
  reactive_export_capacity: 0,
  reactive_import_capacity: 0,
  capacity_type: null,
  capacity_value: null,
  export_meter_id: "1234567890123",
  import_meter_id: null,
  created: "2030-01-01T00:00:00Z",
};
const rules = (changes: Partial<EligibilityAsset>, on: Partial<EligibilityCompetition> = {}, context = {}) =>
  eligibilityReasons({ ...asset, ...changes }, { ...competition, ...on }, context).map((reason) => reason.rule);

describe("eligibility rules", () => {
  test("QUAL-01 an asset meeting every rule is eligible with no reasons", () => {
    expect(rules({})).toEqual([]);
    expect(eligibilityStatus([])).toBe("eligible");
  });

  test("QUAL-01 outside the competition area: says how far and which way to move", () => {
    const [reason] = eligibilityReasons({ ...asset, location: [-0.9, 53.5] }, competition);
    expect(reason).toMatchObject({ rule: "location", code: "location", bearing: "west" });
    // 0.1° of longitude at 53.5°N is about 6.6 km.
    expect(reason.rule === "location" && reason.km).toBeCloseTo(6.6, 0);
  });

  test("QUAL-01 an area drawn without its points cannot be checked against: every asset gets a reason saying so, none a distance", () => {
    for (const boundary of [
      { type: "Polygon" as const, coordinates: [] },
      { type: "Polygon" as const, coordinates: [[]] },
      { type: "MultiPolygon" as const, coordinates: [[[]]] },
      { type: "MultiPolygon" as const, coordinates: [] },
    ]) {
      expect(eligibilityReasons({ ...asset, location: [-1.5, 53.5] }, { ...competition, boundary })).toEqual([{ rule: "no_area", code: "location" }]);
    }
    // Every reason the rules give can be written out: no distance is infinite (JSON would send it as null).
    for (const reason of eligibilityReasons({ ...asset, location: [-0.9, 53.5] }, competition)) expect(JSON.parse(JSON.stringify(reason))).toEqual(reason);
  });

  test("QUAL-01 the boundary buffer widens the area", () => {
    expect(rules({ location: [-0.9, 53.5] }, { boundary_buffer: 7 })).toEqual([]);
    expect(rules({ location: [-0.9, 53.5] }, { boundary_buffer: 5 })).toEqual(["location"]);
  });

  test("QUAL-01 connection voltage below the minimum or above the maximum", () => {
    expect(eligibilityReasons({ ...asset, voltage_level: 0.4 }, competition)[0]).toMatchObject({ rule: "voltage_low", voltage: 0.4, limit: 11 });
    expect(eligibilityReasons({ ...asset, voltage_level: 132 }, competition)[0]).toMatchObject({ rule: "voltage_high", voltage: 132, limit: 33 });
  });

  test("QUAL-01 needs capacity of the competition's power type in its direction", () => {
    const solar = { asset_category: "renewable", active_export_capacity: 0, active_import_capacity: 0.1 };
    expect(rules(solar)).toEqual(["capacity"]);
    expect(rules({}, { power_type: "reactive_power", need_direction: "export" })).toEqual(["capacity"]);
    expect(rules({ reactive_export_capacity: 1 }, { power_type: "reactive_power", need_direction: "export" })).toEqual([]);
    expect(capacityFor({ ...asset, active_export_capacity: 0, active_import_capacity: 3 }, { power_type: "active_power", need_direction: "excess" })).toBe(3);
    expect(capacityFor({ ...asset, planned: true, capacity_type: "export", capacity_value: 4 }, competition)).toBe(4);
  });

  test("QUAL-01 an asset added after qualification closed is too late", () => {
    expect(rules({ created: "2030-01-11T00:00:00Z" })).toEqual(["deadline"]);
    expect(rules({ created: null })).toEqual([]);
  });

  test("QUAL-01 a company not approved on the purchasing system is ineligible", () => {
    expect(rules({}, {}, { companyApproved: false })).toEqual(["company"]);
  });

  test("QUAL-01 unavailable for the whole service period, joined from several records; a part does not count", () => {
    const row = (from: string, to: string) => ({ flex_asset: 1, planned: false, unavailable_from: from, unavailable_to: to });
    const whole = [row("2030-01-20T00:00:00Z", "2030-02-15T00:00:00Z"), row("2030-02-14T00:00:00Z", "2030-03-02T00:00:00Z")];
    expect(rules({}, {}, { unavailabilities: whole })).toEqual(["unavailable"]);
    expect(rules({}, {}, { unavailabilities: [row("2030-02-03T00:00:00Z", "2030-03-05T00:00:00Z")] })).toEqual([]);
    expect(rules({}, {}, { unavailabilities: [{ ...whole[0], flex_asset: 2 }, { ...whole[1], flex_asset: 2 }] })).toEqual([]);
    expect(unavailableThroughout(whole, "2030-02-01", "2030-03-01")).toBe(true);
  });

  test("QUAL-01 an operator's meter id check flags a missing meter", () => {
    expect(rules({ export_meter_id: null }, { asset_checks: ["meter_id"] })).toEqual(["meter_id"]);
    expect(rules({ export_meter_id: null })).toEqual([]);
  });

  test("QUAL-02 an operator's override decides over the rules", () => {
    const reasons = eligibilityReasons({ ...asset, voltage_level: 0.4 }, competition);
    expect(eligibilityStatus(reasons)).toBe("ineligible");
    expect(eligibilityStatus(reasons, { decision: "qualified", reason: null })).toBe("qualified");
    expect(eligibilityStatus([], { decision: "disqualified", reason: "withdrawn" })).toBe("disqualified");
  });

  test("QUAL-01 several failed rules are all reported", () => {
    expect(rules({ location: [0, 50], voltage_level: 0.24, active_export_capacity: 0, active_import_capacity: 0 })).toEqual(["location", "voltage_low", "capacity"]);
  });
});
