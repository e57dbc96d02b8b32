import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { buildBallotState } from "~/domain/bidding/ballot-state";
import { applyMultiBid, multiBidFields, multiBidSchema } from "~/domain/bidding/multi-bid";
import { competition, englishText, fixedPriceCompetition, qualifications, savedBid } from "./fixtures";

describe("multiBidFields", () => {
  test("BID-06 capacity and max runtime always; rate fields only for the rates the competition type requires", () => {
    expect(multiBidFields(competition())).toEqual(["capacity", "max_runtime", "utilisation", "availability"]);
    expect(multiBidFields(competition({ competition_type: "availability" }))).toEqual(["capacity", "max_runtime", "availability"]);
    expect(multiBidFields(competition({ competition_type: "utilisation" }))).toEqual(["capacity", "max_runtime", "utilisation"]);
    expect(multiBidFields(competition({ competition_type: "service_fee" }))).toEqual(["capacity", "max_runtime", "service_fee"]);
  });

  test("BID-06 no rate fields for a fixed-price competition, by flag or by pricing method", () => {
    expect(multiBidFields(fixedPriceCompetition())).toEqual(["capacity", "max_runtime"]);
    expect(multiBidFields(competition({ pricing_method: "fixed_price" }))).toEqual(["capacity", "max_runtime"]);
    expect(multiBidFields(competition({ fixed_price: true }))).toEqual(["capacity", "max_runtime"]);
  });
});

describe("multiBidSchema", () => {
  const parse = (entries: Record<string, string | string[]>, target = competition()) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entries)) for (const item of [value].flat()) form.append(name, item);
    return parseWithZod(form, { schema: multiBidSchema(target) });
  };

  test("BID-06 every shown field is required with 'This field is required'; at least one window must be chosen", () => {
    const result = parse({});
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, englishText(messages![0])]))).toEqual({
      capacity: "This field is required",
      max_runtime: "This field is required",
      utilisation: "This field is required",
      availability: "This field is required",
      windows: "Choose at least one service window.",
    });
  });

  test("BID-06 a complete offer gives numbers, the runtime as D HH:MM:SS and the chosen windows", () => {
    const result = parse({ capacity: "1.5", max_runtime: "03:00:00", utilisation: "80", availability: "12.5", service_fee: "9", windows: ["11", "12"] });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      windows: [11, 12],
      offer: { capacity: 1.5, max_runtime: "0 03:00:00", utilisation: 80, availability: 12.5 },
    });
  });

  test("BID-06 max runtime must be D HH:MM:SS and capacity positive with up to 5 decimals", () => {
    const result = parse({ capacity: "0", max_runtime: "3h", utilisation: "1", availability: "1", windows: "11" });
    const errors = result.reply().error ?? {};
    expect(englishText(errors.capacity![0])).toBe("Enter a capacity greater than 0.");
    expect(englishText(errors.max_runtime![0])).toContain("D HH:MM:SS");
  });

  test("BID-06 hidden rate fields are neither required nor kept (fixed price)", () => {
    const result = parse({ capacity: "1", max_runtime: "0 01:00:00", availability: "abc", windows: "11" }, fixedPriceCompetition());
    expect(result.status === "success" && result.value.offer).toEqual({ capacity: 1, max_runtime: "0 01:00:00" });
  });
});

describe("applyMultiBid", () => {
  const offer = { capacity: 1.25, max_runtime: "0 01:30:00", utilisation: 70, availability: 11, service_fee: 4 };

  test("BID-06 fills the first bid of each chosen window with the offer and resets their validity", () => {
    const base = buildBallotState({ competition: competition(), ballot: null, bids: [], assetGroups: [], qualifications });
    const state = { ...base, validity: { 11: false, 12: true, 21: null } };
    const filled = applyMultiBid(state, offer, [11]);
    expect(filled.bidSet[11]).toEqual([
      { service_window: 11, capacity: "1.25", max_runtime: "0 01:30:00", availability_price: "11", utilisation_price: "70", service_fee: "" },
    ]);
    expect(filled.bidSet[12]).toEqual(state.bidSet[12]);
    expect(filled.validity).toEqual({ 11: null, 12: true, 21: null });
  });

  test("BID-06 a window with no bids gets one; saved bids keep their ids; further bids stay as they were", () => {
    const ballot = { id: 100 };
    const state = buildBallotState({
      competition: competition(),
      ballot,
      bids: [savedBid(201, 11), savedBid(202, 11, { capacity: 0.5 })],
      assetGroups: [],
      qualifications,
    });
    const filled = applyMultiBid(state, offer, [11, 12]);
    expect(filled.bidSet[11].map((bid) => [bid.id, bid.capacity])).toEqual([
      [201, "1.25"],
      [202, "0.5"],
    ]);
    expect(filled.bidSet[12]).toHaveLength(1);
    expect(filled.bidSet[12][0]).toMatchObject({ capacity: "1.25", service_window: 12 });
    expect(filled.bidSet[12][0].id).toBeUndefined();
  });

  test("BID-06 windows that take no bids and unknown windows are skipped", () => {
    const state = buildBallotState({ competition: competition(), ballot: null, bids: [], assetGroups: [], qualifications });
    const filled = applyMultiBid(state, offer, [21, 404]);
    expect(filled.bidSet).toEqual(state.bidSet);
    expect(filled.bidSet[404]).toBeUndefined();
  });

  test("BID-06 fixed price: the window's fixed prices stay", () => {
    const state = buildBallotState({ competition: fixedPriceCompetition(), ballot: null, bids: [], assetGroups: [], qualifications });
    const filled = applyMultiBid(state, offer, [11]);
    expect(filled.bidSet[11][0]).toMatchObject({ capacity: "1.25", availability_price: "12.5", utilisation_price: "90", service_fee: "" });
  });
});
