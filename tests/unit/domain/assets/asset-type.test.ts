import { describe, expect, test } from "vitest";
import { assetTypeText } from "~/domain/assets/asset-type";

describe("assetTypeText", () => {
  test("QUAL-01 a type code reads as words; a type typed by hand is shown as it is", () => {
    expect(assetTypeText("heat_pump")).toBe("Heat pump");
    expect(assetTypeText("water_pumping")).toBe("Water pumping");
    expect(assetTypeText("battery")).toBe("Battery");
    expect(assetTypeText("Lithium-ion battery")).toBe("Lithium-ion battery");
    expect(assetTypeText("CHP")).toBe("CHP");
  });
});
