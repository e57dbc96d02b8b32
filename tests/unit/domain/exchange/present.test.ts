import { describe, expect, test } from "vitest";
import { awaitsDecision, capacityShown, decisionNoteKey, moneyLabel } from "~/domain/exchange/present";
import { LISTING_STATES } from "~/domain/exchange/types";

describe("the exchange's numbers in the reader's locale", () => {
  test("EXCH-01 EXCH-02 a capacity is written with the locale's decimal separator, as the exchange's money is, to at most 5 decimals", () => {
    expect(capacityShown(2.5, "en-GB")).toBe("2.5");
    expect(capacityShown(2.5, "it-IT")).toBe("2,5");
    expect(capacityShown(2.5, "pt-PT")).toBe("2,5");
    expect(capacityShown(0.123456, "it-IT")).toBe("0,12346");
    expect(capacityShown(3, "it-IT")).toBe("3");
    // Money on the same page already follows the locale: the capacity beside it agrees.
    expect(moneyLabel(17.5, "it-IT")).toContain("17,50");
  });
});

describe("the lister's page of bids", () => {
  test("EXCH-02 only a listing closed with a live bid is decided on; closed not awarded, awarded or withdrawn, the page says no decision remains", () => {
    expect(LISTING_STATES.filter(awaitsDecision)).toEqual(["closed"]);
    expect(decisionNoteKey("closed")).toBe("decision.intro");
    expect(decisionNoteKey("open")).toBe("decision.stillOpen");
    expect(decisionNoteKey("unawarded")).toBe("decision.unawarded");
    expect(decisionNoteKey("awarded")).toBe("decision.awarded");
    expect(decisionNoteKey("withdrawn")).toBe("decision.withdrawn");
    expect(decisionNoteKey("paused")).toBeNull();
  });
});
