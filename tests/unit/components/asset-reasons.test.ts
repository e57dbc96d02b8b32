import { describe, expect, test } from "vitest";
import { reasonText } from "~/components/assets/reasons";
import { getFixedT } from "~/i18n/i18n.server";

describe("an eligibility reason as a sentence", () => {
  test("QUAL-01 I18N-01 the distance and voltages are written the reader's way", () => {
    const location = { rule: "location", code: "location", km: 204.4, bearing: "north-west" };
    expect(reasonText(getFixedT("en-GB", "assets"), location, "en-GB")).toBe("Outside the competition area: move the location 204.4 km north-west into the area.");
    const italian = reasonText(getFixedT("it-IT", "assets"), location, "it-IT");
    expect(italian).toContain("204,4 km");
    expect(italian).not.toContain("204.4");
    const voltage = { rule: "voltage_low", code: "requirements", voltage: 0.4, limit: 11 };
    expect(reasonText(getFixedT("pt-PT", "assets"), voltage, "pt-PT")).toContain("0,4 kV");
    expect(reasonText(getFixedT("en-GB", "assets"), { ...location, km: 1234.5 }, "en-GB")).toContain("1,234.5 km");
    expect(reasonText(getFixedT("en-GB", "assets"), { rule: "no_area", code: "location" }, "en-GB")).toBe("The competition's area has not been drawn yet, so the location cannot be checked.");
    // Whatever the direction, the sentence reads without an article to agree with it.
    const capacity = { rule: "capacity", code: "requirements", powerType: "active_power", direction: "export" };
    expect(reasonText(getFixedT("en-GB", "assets"), capacity, "en-GB")).toBe("No active power capacity in the export direction this competition needs: add capacity in that direction.");
  });
});
