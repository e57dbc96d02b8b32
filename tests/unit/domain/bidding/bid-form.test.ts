import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { buildBallotState } from "~/domain/bidding/ballot-state";
import {
  ballotFormSchema,
  bidFieldName,
  bidRules,
  checkBid,
  checkBids,
  validateBallot,
  validateWindow,
} from "~/domain/bidding/bid-form";
import type { BidDraft } from "~/domain/bidding/types";
import { competition, englishText, fixedPriceCompetition, localText, qualifications } from "./fixtures";

// Assets 1 (1.5 MW) and 2 (2 MW) selected: 3.5 MW qualified; window 11 requires 5 MW, window 12 2 MW.
const selectedAssets = [
  { flex_asset: 1, planned: false },
  { flex_asset: 2, planned: false },
];
const rules = bidRules({ competition: competition(), qualifications, selectedAssets });

const good: BidDraft = {
  service_window: 11,
  capacity: "1.5",
  max_runtime: "0 02:00:00",
  availability_price: "12.50",
  utilisation_price: "80",
  service_fee: "",
};

function errorsOf(raw: unknown, ruleSet = rules): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of checkBid(raw, ruleSet, 0).issues) (result[issue.field] ??= []).push(englishText(issue.message));
  return result;
}

describe("bidRules", () => {
  test("BID-04 the capacity limit is the smaller of the selected assets' qualified capacity and the window's requirement", () => {
    expect(rules.windows[11].capacityLimit).toBe(3.5);
    expect(rules.windows[12].capacityLimit).toBe(2);
    expect(rules.requiredRates).toEqual(["availability", "utilisation"]);
    expect(rules.capacityUnit).toBe("MW");
  });

  test("BID-04 only qualifying selected assets count; with none selected nothing may be offered", () => {
    const withIneligible = bidRules({ competition: competition(), qualifications, selectedAssets: [{ flex_asset: 4, planned: false }] });
    expect(withIneligible.windows[11].capacityLimit).toBe(0);
    expect(bidRules({ competition: competition(), qualifications, selectedAssets: [] }).windows[11].capacityLimit).toBe(0);
  });

  test("BID-04 reactive power competitions measure capacity in MVAr", () => {
    expect(bidRules({ competition: competition({ power_type: "reactive_power" }), qualifications, selectedAssets }).capacityUnit).toBe("MVAr");
  });
});

describe("checkBid", () => {
  test("BID-04 a complete bid passes, giving numbers and the runtime as D HH:MM:SS; rates not required are dropped", () => {
    const { bid, issues } = checkBid({ ...good, id: "201", max_runtime: "02:00:00", service_fee: "5" }, rules, 3);
    expect(issues).toEqual([]);
    expect(bid).toEqual({
      row: 3,
      id: 201,
      service_window: 11,
      capacity: 1.5,
      max_runtime: "0 02:00:00",
      availability_price: 12.5,
      utilisation_price: 80,
      service_fee: null,
    });
  });

  test("BID-04 a missing capacity, runtime or required rate gives exactly 'This field is required'", () => {
    const errors = errorsOf({ service_window: 11, capacity: "", max_runtime: "  ", utilisation_price: "" });
    expect(errors).toEqual({
      capacity: ["This field is required"],
      max_runtime: ["This field is required"],
      availability_price: ["This field is required"],
      utilisation_price: ["This field is required"],
    });
  });

  test("BID-04 capacity must be positive", () => {
    expect(errorsOf({ ...good, capacity: "0" }).capacity).toEqual(["Enter a capacity greater than 0."]);
    expect(errorsOf({ ...good, capacity: "-1" }).capacity).toEqual(["Enter a capacity of 0 or more with up to 5 decimal places."]);
  });

  test("BID-04 capacity has at most 5 decimals", () => {
    expect(errorsOf({ ...good, capacity: "1.12345" }).capacity).toBeUndefined();
    expect(errorsOf({ ...good, capacity: "1.123456" }).capacity).toEqual(["Ensure that there are no more than 5 decimal places."]);
  });

  test("BID-04 capacity above the limit is refused with the limit in the message; the limit itself is accepted", () => {
    expect(errorsOf({ ...good, capacity: "3.5" }).capacity).toBeUndefined();
    expect(errorsOf({ ...good, capacity: "3.50001" }).capacity).toEqual([
      "Enter a capacity of no more than 3.5 MW: the lower of your selected assets' qualified capacity and the capacity this service window requires.",
    ]);
    expect(errorsOf({ ...good, service_window: 12, capacity: "2.1" }).capacity?.[0]).toContain("no more than 2 MW");
 
  });

  test("BID-04 the limit in the message is written with the reader's decimal separator", () => {
    const message = checkBid({ ...good, capacity: "3.50001" }, rules, 0).issues.find((issue) => issue.field === "capacity")!.message;
    expect(localText(message, "it-IT")).toBe(
      "Inserisci una capacità non superiore a 3,5 MW: il minore tra la capacità qualificata delle risorse selezionate e la capacità richiesta da questa finestra di servizio.",
    );
  });

  test("BID-04 a sum of qualified capacities with float noise does not refuse its own value", () => {
    const noisy = bidRules({
      competition: competition(),
      qualifications: [
        { flex_asset: 1, planned: false, eligibility_status: "qualified", qualified_capacity: 0.1 },
        { flex_asset: 2, planned: false, eligibility_status: "qualified", qualified_capacity: 0.2 },
      ],
      selectedAssets,
    });
    expect(errorsOf({ ...good, capacity: "0.3" }, noisy).capacity).toBeUndefined();
    expect(errorsOf({ ...good, capacity: "0.30001" }, noisy).capacity?.[0]).toContain("0.3 MW");
  });

  test("BID-04 max runtime must be a duration D HH:MM:SS longer than zero", () => {
    expect(errorsOf({ ...good, max_runtime: "2 hours" }).max_runtime).toEqual([
      "Enter a duration as D HH:MM:SS (days, hours, minutes, seconds), for example 0 01:30:00.",
    ]);
    expect(errorsOf({ ...good, max_runtime: "0 00:00:00" }).max_runtime).toEqual(["Enter a max runtime longer than 0 00:00:00."]);
    expect(errorsOf({ ...good, max_runtime: "1 23:59:59" }).max_runtime).toBeUndefined();
  });

  test("BID-04 rates are amounts of 0 or more with up to 2 decimals", () => {
    expect(errorsOf({ ...good, availability_price: "0" }).availability_price).toBeUndefined();
    expect(errorsOf({ ...good, availability_price: "1.234" }).availability_price).toEqual(["Ensure that there are no more than 2 decimal places."]);
    expect(errorsOf({ ...good, utilisation_price: "abc" }).utilisation_price).toEqual([
      "Enter an amount of 0 or more with up to 2 decimal places, for example 12.50.",
    ]);
  });

  test("BID-04 each competition type requires its own rates", () => {
    const serviceFee = bidRules({ competition: competition({ competition_type: "service_fee" }), qualifications, selectedAssets });
    expect(errorsOf({ ...good, availability_price: "", utilisation_price: "" }, serviceFee)).toEqual({ service_fee: ["This field is required"] });
    const availability = bidRules({ competition: competition({ competition_type: "availability" }), qualifications, selectedAssets });
    expect(errorsOf({ ...good, utilisation_price: "" }, availability)).toEqual({});
  });

  test("BID-04 a window outside the competition, or one that takes no bids, is refused", () => {
    expect(errorsOf({ ...good, service_window: 404 })).toEqual({ service_window: ["This service window is not part of the competition."] });
    expect(errorsOf({ ...good, service_window: "abc" }).service_window).toHaveLength(1);
    expect(errorsOf({ ...good, service_window: 21 })).toEqual({ service_window: ["Bids cannot be placed in this service window."] });
  });

  test("BID-04 a malformed bid id is refused; numbers are read as their text", () => {
    expect(errorsOf({ ...good, id: "x" }).id).toEqual(["This bid could not be found. Reload the page and try again."]);
    expect(checkBid({ ...good, capacity: 1.5, availability_price: 3, utilisation_price: 4 }, rules, 0).bid?.capacity).toBe(1.5);
    expect(errorsOf(null)).toMatchObject({ capacity: ["This field is required"], service_window: [expect.any(String)] });
  });

  test("BID-04 fixed price: the window's prices are used whatever is posted, and rate fields need no input", () => {
    const fixedRules = bidRules({ competition: fixedPriceCompetition(), qualifications, selectedAssets });
    const { bid, issues } = checkBid({ ...good, availability_price: "", utilisation_price: "999" }, fixedRules, 0);
    expect(issues).toEqual([]);
    expect(bid).toMatchObject({ availability_price: 12.5, utilisation_price: 90, service_fee: null });
  });
});

describe("checkBids and the form schema", () => {
  test("BID-04 errors are keyed by form field name so they show beside their fields", () => {
    const result = checkBids([good, { ...good, capacity: "" }, { ...good, max_runtime: "" }], rules);
    expect(result.valid).toBe(false);
    expect(result.invalidRows).toEqual([1, 2]);
    expect(Object.keys(result.errors)).toEqual([bidFieldName(1, "capacity"), "bids[2].max_runtime"]);
    expect(result.bids.map((bid) => bid.row)).toEqual([0]);
  });

  test("BID-04 conform's parseWithZod reports the same field names and gives the valid bids", () => {
    const form = new FormData();
    form.set("bids[0].service_window", "11");
    form.set("bids[0].capacity", "");
    form.set("bids[0].max_runtime", "0 01:00:00");
    form.set("bids[0].availability_price", "1");
    form.set("bids[0].utilisation_price", "2");
    const failed = parseWithZod(form, { schema: ballotFormSchema(rules) });
    expect(failed.status).toBe("error");
    const reply = failed.reply();
    expect(Object.keys(reply.error ?? {})).toEqual(["bids[0].capacity"]);
    expect(englishText(reply.error!["bids[0].capacity"]![0])).toBe("This field is required");

    form.set("bids[0].capacity", "1");
    form.set("bids[0].id", "77");
    const passed = parseWithZod(form, { schema: ballotFormSchema(rules) });
    expect(passed.status).toBe("success");
    expect(passed.status === "success" && passed.value.bids).toEqual([
      { row: 0, id: 77, service_window: 11, capacity: 1, max_runtime: "0 01:00:00", availability_price: 1, utilisation_price: 2, service_fee: null },
    ]);
  });

  test("BID-04 a form with no bids parses to an empty list", () => {
    expect(ballotFormSchema(rules).parse({})).toEqual({ bids: [] });
  });
});

describe("validateBallot and validateWindow", () => {
  const state = () => {
    const built = buildBallotState({ competition: competition(), ballot: null, bids: [], assetGroups: [], qualifications });
    return { ...built, bidSet: { ...built.bidSet, 11: [good, { ...good, capacity: "" }], 12: [{ ...good, service_window: 12, capacity: "1" }] } };
  };

  test("BID-04 each window with bids becomes valid or not; one without bids stays not validated", () => {
    const result = validateBallot(state(), rules);
    expect(result.state.validity).toEqual({ 11: false, 12: true, 21: null });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({ "bids[1].capacity": [expect.stringContaining("validation:required")] });
    expect(result.bids.map((bid) => bid.row)).toEqual([0, 2]);
  });

  test("BID-04 validating one window leaves the others' validity as it was and reports only its rows", () => {
    const before = { ...state(), validity: { 11: null, 12: false, 21: null } };
    const result = validateWindow(before, 11, rules);
    expect(result.state.validity).toEqual({ 11: false, 12: false, 21: null });
    expect(Object.keys(result.errors)).toEqual(["bids[1].capacity"]);
    const second = validateWindow(before, 12, rules);
    expect(second.state.validity).toEqual({ 11: null, 12: true, 21: null });
    expect(second.bids.map((bid) => bid.row)).toEqual([2]);
  });
});
