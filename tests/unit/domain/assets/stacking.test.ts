import { describe, expect, test } from "vitest";
import { eligibilityReasons, type EligibilityAsset, type EligibilityCompetition } from "~/domain/assets/eligibility";
import { blockingCommitment, canStack, commitmentsOverlap, stackingMatrix, windowsOverlap, type Commitment } from "~/domain/assets/stacking";
import { PRODUCT_TYPES } from "~/domain/market/enums";

const weekdays = [1, 2, 3, 4, 5];
const evening = { start_time: "16:00", end_time: "19:30", service_days: weekdays };
const morning = { start_time: "07:00", end_time: "09:00", service_days: weekdays };
const sustain: Commitment = { competition: 1, reference: "NPG-2030-001-C0001", product_type: "sustain", start: "2030-01-01", end: "2030-04-01", windows: [evening] };

describe("stacking rules", () => {
  test("QUAL-02 QUAL-03 the matrix is symmetric, no product stacks with itself, restore stacks only with scheduled products", () => {
    const matrix = stackingMatrix();
    expect(matrix.map((row) => row.product)).toEqual([...PRODUCT_TYPES]);
    for (const row of matrix) {
      expect(row.stacks[row.product]).toBe(false);
      for (const other of PRODUCT_TYPES) expect(row.stacks[other]).toBe(canStack(other, row.product));
    }
    expect(canStack("restore", "sustain")).toBe(true);
    expect(canStack("peak_reduction", "restore")).toBe(true);
    expect(canStack("restore", "secure")).toBe(false);
    expect(canStack("sustain", "secure")).toBe(false);
    expect(canStack("dynamic", "secure")).toBe(false);
  });

  test("QUAL-02 windows overlap only when they share a minute of a day of service, across midnight too", () => {
    expect(windowsOverlap([evening], [{ start_time: "19:00", end_time: "21:00", service_days: [3] }])).toBe(true);
    expect(windowsOverlap([evening], [{ start_time: "19:30", end_time: "21:00", service_days: weekdays }])).toBe(false);
    expect(windowsOverlap([evening], [morning])).toBe(false);
    expect(windowsOverlap([evening], [{ start_time: "16:00", end_time: "19:30", service_days: [6, 7] }])).toBe(false);
    // Sunday 23:00 to Monday 01:00 meets a Monday 00:30 window.
    expect(windowsOverlap([{ start_time: "23:00", end_time: "01:00", service_days: [7] }], [{ start_time: "00:30", end_time: "02:00", service_days: [1] }])).toBe(true);
    // No days listed means every day.
    expect(windowsOverlap([{ start_time: "17:00", end_time: "18:00", service_days: [] }], [{ ...evening, service_days: [6] }])).toBe(true);
  });

  test("QUAL-02 commitments overlap when their dates (end exclusive) and their windows both meet", () => {
    expect(commitmentsOverlap(sustain, { ...sustain, start: "2030-04-01", end: "2030-05-01" })).toBe(false);
    expect(commitmentsOverlap(sustain, { ...sustain, start: "2030-03-31", end: "2030-05-01" })).toBe(true);
    expect(commitmentsOverlap(sustain, { ...sustain, windows: [morning] })).toBe(false);
  });

  test("QUAL-02 a contract in another competition blocks a product it cannot stack with; its own competition never does", () => {
    const wanted = { competition: 2, reference: "", product_type: "secure" as const, start: "2030-02-01", end: "2030-03-01", windows: [evening] };
    expect(blockingCommitment(wanted, [sustain])).toEqual(sustain);
    expect(blockingCommitment({ ...wanted, product_type: "restore" }, [sustain])).toBeNull();
    expect(blockingCommitment({ ...wanted, competition: 1 }, [sustain])).toBeNull();
    expect(blockingCommitment({ ...wanted, windows: [morning] }, [sustain])).toBeNull();
  });
});

describe("eligibility with the stacking rules", () => {
  const competition: EligibilityCompetition = {
    id: 2,
    power_type: "active_power",
    need_direction: "deficit",
    min_connection_voltage: 11,
    max_connection_voltage: 33,
    boundary: null,
    qualification_closed: "2030-01-10T12:00:00Z",
    service_start: "2030-02-01",
    service_end: "2030-03-01",
    product_type: "secure",
    windows: [evening],
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
    export_meter_id: null,
    import_meter_id: null,
  };

  test("QUAL-02 an asset whose full capacity is contracted for a product that cannot stack is ineligible, naming the contract", () => {
    expect(eligibilityReasons(asset, competition, { contracted: [sustain] })).toEqual([{ rule: "stacked", code: "capacity", competition: "NPG-2030-001-C0001", product: "sustain" }]);
    expect(eligibilityReasons(asset, { ...competition, product_type: "restore" }, { contracted: [sustain] })).toEqual([]);
    expect(eligibilityReasons(asset, competition, { contracted: [{ ...sustain, end: "2030-02-01" }] })).toEqual([]);
    expect(eligibilityReasons(asset, competition)).toEqual([]);
  });
});
