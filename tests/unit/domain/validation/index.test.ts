import { describe, expect, test } from "vitest";
import * as validation from "~/domain/validation/index";

describe("index", () => {
  test("VAL-01 VAL-02 VAL-03 VAL-04 VAL-05 re-exports every validation helper", () => {
    for (const name of [
      "parseDuration",
      "formatDuration",
      "isDuration",
      "isTime",
      "normaliseDate",
      "toInstant",
      "checkDecimalPlaces",
      "isCurrency",
      "isCapacity",
      "formatCapacity",
      "volumeUnitFor",
      "isPercentage",
      "requiredError",
      "englishMessage",
      "encodeMessage",
      "decodeMessage",
      "zRequiredText",
      "zBidRequired",
      "zDuration",
      "zTime",
      "zDate",
      "zDecimal",
      "zCurrency",
      "zCapacity",
      "zPercentage",
    ]) {
      expect(typeof (validation as Record<string, unknown>)[name], name).toBe("function");
    }
    expect(validation.CAPACITY_UNITS).toEqual(["MW", "MVAr", "kV"]);
    expect(validation.VOLUME_UNITS).toEqual(["MWh", "MVArh"]);
  });
});
