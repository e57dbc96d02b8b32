import { describe, expect, test } from "vitest";
import { advanceListing, listingBody, listingValues } from "~/domain/exchange/new-listing";
import { BELOW_RESERVE, BIDDING_CLOSED, LISTING_WITHDRAWN, OWN_LISTING, bidProblems, capacityAgreementProblems, decide, listingProblems, listingState, replaceLiveBid } from "~/domain/exchange/rules";
import type { ExchangeBid, ExchangeListing } from "~/domain/exchange/types";
import { encodeMessage } from "~/domain/validation/messages";

const NOW = Date.parse("2030-05-10T12:00:00Z");
const listing: ExchangeListing = {
  id: 1, exchange_type: "flexibility_obligation", flex_provider_id: 101, flex_provider_name: "Brightside", title: "t", description: "",
  capacity: 2.5, start: "2030-06-01", end: "2030-07-01", price: 18, reserve_price: 15, closes_at: "2030-05-12T16:00:00Z",
  competition: null, contract: null, service_windows: [], agreement: null, state: "open", awarded_bid: null, created: "2030-05-01T09:00:00Z",
};
const bid = (id: number, bidder: number, state: ExchangeBid["state"] = "live"): ExchangeBid => ({ id, listing: 1, bidder_fp_id: bidder, bidder_fp_name: `P${bidder}`, capacity: 1, price: 16, state, created: "2030-05-02T09:00:00Z" });

describe("exchange rules", () => {
  test("EXCH-01 a listing is open until it closes, then closed; awarded and withdrawn win over the clock", () => {
    expect(listingState(listing, Date.parse(listing.closes_at) - 1)).toBe("open");
    expect(listingState(listing, Date.parse(listing.closes_at))).toBe("closed");
    // With no live bid left to decide on, it no longer awaits a decision.
    expect(listingState(listing, Date.parse(listing.closes_at), false)).toBe("unawarded");
    expect(listingState(listing, Date.parse(listing.closes_at) - 1, false)).toBe("open");
    expect(listingState({ ...listing, awarded_bid: 3 }, NOW)).toBe("awarded");
    expect(listingState({ ...listing, withdrawn_at: "2030-05-09T10:00:00Z" }, NOW)).toBe("withdrawn");
  });

  test("EXCH-01 a capacity agreement trade: no more than the de-rated capacity, a trade over 1 MW may not leave the seller between 0 and 1 MW, inside the delivery year", () => {
    const agreement = { agreement_number: "CM-1", capacity_unit_id: "CMU-1", auction: "T-4" as const, delivery_year: 2030, clearing_price: 65, derated_mw: 5 };
    expect(capacityAgreementProblems(agreement, 4.5, "2030-10-01", "2031-09-30").capacity?.[0]).toMatch(/leave 0.5 MW with the seller/);
    expect(capacityAgreementProblems(agreement, 4, "2030-10-01", "2031-09-30")).toEqual({});
    expect(capacityAgreementProblems(agreement, 5, "2030-10-01", "2030-10-01")).toEqual({});
    expect(capacityAgreementProblems(agreement, 0.5, "2030-10-01", "2030-12-31")).toEqual({});
    expect(capacityAgreementProblems(agreement, 6, "2030-10-01", "2031-09-30").capacity).toContain("Ensure this value is less than or equal to 5.");
    expect(capacityAgreementProblems(agreement, 2, "2030-09-30", "2031-09-30").end?.[0]).toMatch(/inside the delivery year 2030-10-01 to 2031-09-30/);
  });

  test("EXCH-01 VAL-03 VAL-04 a listing closes in the future and before delivery starts, with a reserve no higher than its price and amounts to their decimal places", () => {
    expect(listingProblems(listing, NOW)).toEqual({});
    expect(listingProblems({ ...listing, closes_at: "2030-05-10T11:00:00Z" }, NOW).closes_at).toEqual(["Bidding must close in the future."]);
    expect(listingProblems({ ...listing, closes_at: "2030-06-02T11:00:00Z" }, NOW).closes_at).toEqual(["Bidding must close before delivery starts."]);
    expect(listingProblems({ ...listing, capacity: 1.1234567, price: 12.345, reserve_price: 10.001 }, NOW)).toEqual({
      capacity: ["Ensure that there are no more than 5 decimal places."],
      price: ["Ensure that there are no more than 2 decimal places."],
      reserve_price: ["Ensure that there are no more than 2 decimal places."],
    });
    expect(listingProblems({ ...listing, reserve_price: 19 }, NOW).reserve_price).toBeDefined();
    expect(listingProblems({ ...listing, end: "2030-05-30" }, NOW).end).toBeDefined();
  });

  test("EXCH-02 VAL-03 bids: not on one's own listing, not after closing, no more than the listed capacity, not under the reserve, to their decimal places", () => {
    expect(bidProblems(listing, { bidder_fp_id: 108, capacity: 2.5, price: 15 }, "open")).toEqual({});
    expect(bidProblems(listing, { bidder_fp_id: 101, capacity: 1, price: 16 }, "open").non_field_errors).toEqual([OWN_LISTING]);
    expect(bidProblems(listing, { bidder_fp_id: 108, capacity: 1, price: 16 }, "closed").non_field_errors).toEqual([BIDDING_CLOSED]);
    expect(bidProblems(listing, { bidder_fp_id: 108, capacity: 1, price: 16 }, "withdrawn").non_field_errors).toEqual([LISTING_WITHDRAWN]);
    expect(bidProblems(listing, { bidder_fp_id: 108, capacity: 2.6, price: 16 }, "open").capacity).toEqual(["Ensure this value is less than or equal to 2.5."]);
    expect(bidProblems(listing, { bidder_fp_id: 108, capacity: 1, price: 14.99 }, "open").price).toEqual([BELOW_RESERVE]);
    // The refusal never tells the bidder the lister's secret reserve.
    expect(BELOW_RESERVE).not.toMatch(/\d/);
    // The exchange's decimal fields: capacity to 5 places, prices to 2.
    expect(bidProblems(listing, { bidder_fp_id: 108, capacity: 1.123456, price: 15.001 }, "open")).toEqual({
      capacity: ["Ensure that there are no more than 5 decimal places."],
      price: ["Ensure that there are no more than 2 decimal places."],
    });
  });

  test("EXCH-02 one live bid per bidder; accepting one bid turns down the other live ones, rejecting touches only itself", () => {
    const replaced = replaceLiveBid([bid(1, 108), bid(2, 109)], 1, 108);
    expect(replaced.map((row) => row.state)).toEqual(["replaced", "live"]);
    expect(decide([bid(1, 108), bid(2, 109), bid(3, 110, "replaced")], 1, 2, "accept").map((row) => row.state)).toEqual(["rejected", "accepted", "replaced"]);
    expect(decide([bid(1, 108), bid(2, 109)], 1, 1, "reject").map((row) => row.state)).toEqual(["rejected", "live"]);
  });

  test("EXCH-01 the new-listing form goes type → offer → terms → review, stays on a step with its errors, and re-checks every step before publishing", () => {
    expect(advanceListing("type", {}, "next", NOW)).toMatchObject({ step: "type", errors: { exchange_type: "errors.chooseType" } });
    expect(advanceListing("type", { exchange_type: "open_market" }, "next", NOW).step).toBe("offer");
    const offer = { exchange_type: "open_market", title: "x", capacity: "2", start: "2030-06-01", end: "2030-05-01" };
    expect(advanceListing("offer", offer, "next", NOW)).toMatchObject({ step: "offer", errors: { end: "errors.endBeforeStart" } });
    expect(advanceListing("offer", { ...offer, exchange_type: "capacity_agreement", end: "2030-07-01" }, "next", NOW).errors).toMatchObject({ agreement_number: "errors.required", delivery_year: "errors.year" });
    const complete = { ...offer, end: "2030-07-01", price: "12", closes_date: "2030-05-20", closes_time: "17:00" };
    expect(advanceListing("terms", complete, "next", NOW).step).toBe("review");
    expect(advanceListing("review", complete, "back", NOW).step).toBe("terms");
    expect(advanceListing("review", complete, "publish", NOW).done).toBe(true);
    expect(advanceListing("review", { ...complete, closes_time: "25:00" }, "publish", NOW)).toMatchObject({ step: "terms", done: false, errors: { closes_time: "errors.time" } });
  });

  test("EXCH-01 a capacity agreement's trading rules are checked on the step it is typed in, as keys the lister reads in their language", () => {
    const agreement = { exchange_type: "capacity_agreement", title: "x", agreement_number: "A1", capacity_unit_id: "U1", auction: "T-4", delivery_year: "2030", clearing_price: "20", derated_mw: "5" };
    const offer = { ...agreement, capacity: "4", start: "2030-10-01", end: "2031-09-30" };
    expect(advanceListing("offer", offer, "next", NOW).step).toBe("terms");
    expect(advanceListing("offer", { ...offer, capacity: "4.5" }, "next", NOW)).toMatchObject({ step: "offer", errors: { capacity: "errors.leavesTooLittle" } });
    expect(advanceListing("offer", { ...offer, capacity: "6" }, "next", NOW)).toMatchObject({ step: "offer", errors: { capacity: "errors.aboveDerated" } });
    expect(advanceListing("offer", { ...offer, start: "2030-09-30" }, "next", NOW)).toMatchObject({ step: "offer", errors: { end: "errors.outsideDeliveryYear" } });
    // What the step lets through, the exchange takes: the same rules in its words find nothing.
    expect(capacityAgreementProblems({ agreement_number: "A1", capacity_unit_id: "U1", auction: "T-4", delivery_year: 2030, clearing_price: 20, derated_mw: 5 }, 4, offer.start, offer.end)).toEqual({});
  });

  test("EXCH-01 VAL-02 VAL-03 VAL-04 the listing's capacities take at most 5 decimals and its prices 2; a date typed day first is converted, an unreal one refused; bidding closes in the future and before delivery starts", () => {
    const decimals = (limit: number) => encodeMessage({ key: "decimalPlaces", values: { limit } });
    const offer = { exchange_type: "open_market", title: "x", capacity: "1.1234567", start: "2030-06-01", end: "2030-07-01" };
    expect(advanceListing("offer", offer, "next", NOW)).toMatchObject({ step: "offer", errors: { capacity: decimals(5) } });
    expect(advanceListing("offer", { ...offer, capacity: "1.12345" }, "next", NOW).step).toBe("terms");
    const agreement = { ...offer, capacity: "2", exchange_type: "capacity_agreement", agreement_number: "A1", capacity_unit_id: "U1", auction: "T-4", delivery_year: "2030", clearing_price: "20.125", derated_mw: "1.000001" };
    expect(advanceListing("offer", agreement, "next", NOW).errors).toMatchObject({ clearing_price: decimals(2), derated_mw: decimals(5) });
    const terms = { ...offer, capacity: "2", price: "12.345", reserve_price: "10.001", closes_date: "2030-05-20", closes_time: "17:00" };
    expect(advanceListing("terms", terms, "next", NOW)).toMatchObject({ step: "terms", errors: { price: decimals(2), reserve_price: decimals(2) } });
    expect(advanceListing("terms", { ...terms, price: "12.34", reserve_price: "10.5" }, "next", NOW).step).toBe("review");
    // Bidding closes before delivery starts.
    expect(advanceListing("terms", { ...terms, price: "12.34", reserve_price: "", closes_date: "2030-07-15" }, "next", NOW).errors).toEqual({ closes_date: "errors.closesAfterStart" });
    expect(advanceListing("terms", { ...terms, price: "12.34", reserve_price: "", closes_date: "2030-06-01", closes_time: "09:00" }, "next", NOW).errors).toEqual({ closes_date: "errors.closesAfterStart" });
    expect(advanceListing("terms", { ...terms, price: "12.34", reserve_price: "", closes_date: "2030-05-31", closes_time: "23:30" }, "next", NOW).step).toBe("review");
    // Bidding closes in the future, judged on the Terms step (the market's wall clock: 13:00 in London is 12:00Z).
    const past = { ...terms, price: "12.34", reserve_price: "", closes_date: "2030-05-09", closes_time: "10:00" };
    expect(advanceListing("terms", past, "next", NOW)).toMatchObject({ step: "terms", done: false, errors: { closes_date: "errors.closesInPast" }, values: { closes_date: "2030-05-09", closes_time: "10:00" } });
    expect(advanceListing("terms", { ...past, closes_date: "2030-05-10", closes_time: "13:00" }, "next", NOW).errors).toEqual({ closes_date: "errors.closesInPast" });
    expect(advanceListing("terms", { ...past, closes_date: "2030-05-10", closes_time: "13:01" }, "next", NOW).step).toBe("review");
    // A review left open past the closing time is sent back to the Terms step on publishing.
    expect(advanceListing("review", { ...past, closes_date: "2030-05-10", closes_time: "13:01" }, "publish", NOW + 60_000)).toMatchObject({ step: "terms", done: false, errors: { closes_date: "errors.closesInPast" } });

    const form = new URLSearchParams({ start: "05-12-2030", end: " 31-12-2030 ", closes_date: "2030-11-30", title: "01-01-2030" });
    expect(listingValues(form)).toMatchObject({ start: "2030-12-05", end: "2030-12-31", closes_date: "2030-11-30", title: "01-01-2030" });
    const unreal = listingValues(new URLSearchParams({ ...offer, capacity: "2", start: "31-02-2030" }));
    expect(unreal.start).toBe("31-02-2030");
    expect(advanceListing("offer", unreal, "next", NOW).errors.start).toBe(encodeMessage({ key: "date" }));
    expect(advanceListing("offer", { ...offer, capacity: "2", start: "2030-02-30" }, "next", NOW).errors.start).toBe(encodeMessage({ key: "date" }));
  });

  test("EXCH-01 a flexibility obligation chooses its contract's service windows in a step of its own: every one by default, at least one, only its own", () => {
    const obligation = { exchange_type: "flexibility_obligation", title: "Obligation", contract: "7" };
    expect(advanceListing("offer", obligation, "next", NOW, [14, 15]).step).toBe("windows");
    // Nothing ticked yet: the whole contract.
    expect(advanceListing("windows", obligation, "next", NOW, [14, 15]).step).toBe("terms");
    expect(advanceListing("windows", { ...obligation, service_windows: "" }, "next", NOW, [14, 15])).toMatchObject({ step: "windows", errors: { service_windows: "errors.chooseWindows" }, values: { service_windows: "" } });
    expect(advanceListing("windows", { ...obligation, service_windows: "15,99" }, "next", NOW, [14, 15])).toMatchObject({ step: "windows", errors: { service_windows: "errors.notAWindow" } });
    expect(advanceListing("windows", { ...obligation, service_windows: "15" }, "next", NOW, [14, 15]).step).toBe("terms");
    expect(advanceListing("terms", { ...obligation, service_windows: "15" }, "back", NOW).step).toBe("windows");
    // Another contract chosen on the way back starts its windows afresh.
    expect(advanceListing("offer", { ...obligation, contract: "8", service_windows: "15" }, "next", NOW, [20, 21]).values.service_windows).toBeUndefined();
    // Other types skip the step.
    expect(advanceListing("terms", { exchange_type: "open_market" }, "back", NOW).step).toBe("offer");
    // The ticked boxes and the carried value read as one list; the body names them.
    const values = listingValues([["exchange_type", "flexibility_obligation"], ["contract", "7"], ["service_windows", ""], ["service_windows", "15"], ["service_windows", "17"]]);
    expect(values.service_windows).toBe("15,17");
    expect(listingValues([["service_windows", "15,17"]]).service_windows).toBe("15,17");
    expect(listingValues([["service_windows", ""]]).service_windows).toBe("");
    expect(listingValues([["title", "x"]]).service_windows).toBeUndefined();
    expect(listingBody({ ...values, title: "x", price: "20" }, "2030-05-20T16:00:00Z")).toMatchObject({ contract: 7, service_windows: [15, 17] });
    expect(listingBody({ ...obligation, price: "20" }, "2030-05-20T16:00:00Z")).toMatchObject({ service_windows: [] });
  });
});
