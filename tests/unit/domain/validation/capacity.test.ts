import { describe, expect, test } from "vitest";
import { CAPACITY_UNITS, VOLUME_UNITS, capacityFigure, formatCapacity, isCapacity, volumeUnitFor } from "~/domain/validation/capacity";

describe("capacity units", () => {
  test("VAL-04 capacity units are MW, MVAr and kV; volume units are MWh and MVArh", () => {
    expect(CAPACITY_UNITS).toEqual(["MW", "MVAr", "kV"]);
    expect(VOLUME_UNITS).toEqual(["MWh", "MVArh"]);
  });

  test("VAL-04 the volume unit is MWh for active power and MVArh for reactive power", () => {
    expect(volumeUnitFor("active_power")).toBe("MWh");
    expect(volumeUnitFor("reactive_power")).toBe("MVArh");
  });
});

describe("isCapacity", () => {
  test("VAL-04 capacity accepts non-negative numbers with up to 5 decimals", () => {
    for (const value of [0, 1, 1.5, 1.23456, "0", "2.5", "1.23456", "1.50000", " 3 "]) {
      expect(isCapacity(value), String(value)).toBe(true);
    }
  });

  test("VAL-04 capacity rejects 6 decimals, negatives, exponents and empty values", () => {
    for (const value of [1.234567, "1.234567", -1, "-0.1", "1e3", "", "   ", Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(isCapacity(value), String(value)).toBe(false);
    }
  });
});

describe("formatCapacity", () => {
  test("VAL-04 shows at most 5 decimals with the unit: 1.234567 MW shows as 1.23457 MW", () => {
    expect(formatCapacity(1.234567, "MW")).toBe("1.23457 MW");
  });

  test("VAL-04 trims trailing zeros and the decimal point", () => {
    expect(formatCapacity(1.5, "MVAr")).toBe("1.5 MVAr");
    expect(formatCapacity(2, "kV")).toBe("2 kV");
    expect(formatCapacity(0, "MWh")).toBe("0 MWh");
    expect(formatCapacity(10, "MVArh")).toBe("10 MVArh");
    expect(formatCapacity(0.00001, "MW")).toBe("0.00001 MW");
  });

  test("VAL-04 a value that rounds to nothing shows as 0, not -0", () => {
    expect(formatCapacity(0.000001, "MW")).toBe("0 MW");
    expect(formatCapacity(-0.000001, "MW")).toBe("0 MW");
  });

  test("VAL-04 refuses values that are not finite", () => {
    expect(() => formatCapacity(Number.NaN, "MW")).toThrow(RangeError);
  });
});

describe("capacities in the reader's locale", () => {
  test("VAL-04 I18N-01 given a locale, the figure takes its decimal separator and keeps at most 5 decimals", () => {
    expect(capacityFigure(8.188, "en-GB")).toBe("8.188");
    expect(capacityFigure(8.188, "it-IT")).toBe("8,188");
    expect(capacityFigure(8.188, "pt-PT")).toBe("8,188");
    expect(formatCapacity(1.234567, "MW", "it-IT")).toBe("1,23457 MW");
    expect(formatCapacity(1.234567, "MW", "pt-PT")).toBe("1,23457 MW");
    expect(formatCapacity(0.161, "MVAr", "it-IT")).toBe("0,161 MVAr");
    expect(formatCapacity(3, "MW", "it-IT")).toBe("3 MW");
  });

  test("VAL-04 I18N-01 a figure is never grouped, so a decimal comma cannot be read as thousands", () => {
    expect(capacityFigure(8188.5, "en-GB")).toBe("8188.5");
    expect(capacityFigure(8188.5, "it-IT")).toBe("8188,5");
    expect(capacityFigure(12345.5, "pt-PT")).toBe("12345,5");
  });

  test("VAL-04 in English the figure is the one written without a locale, for every value", () => {
    for (const value of [0, 0.00001, 0.161, 1.5, 2.257, 3.609, 14.9, 1.234567, 8188.5, 99999.999999, -0.000001]) {
      expect(capacityFigure(value, "en-GB"), String(value)).toBe(capacityFigure(value));
      expect(capacityFigure(value, "en-US"), String(value)).toBe(capacityFigure(value));
    }
  });

  test("VAL-04 a value that rounds to nothing shows as 0 in every locale", () => {
    expect(capacityFigure(-0.000001, "it-IT")).toBe("0");
    expect(capacityFigure(0.000001, "pt-PT")).toBe("0");
  });
});
