import { describe, expect, test } from "vitest";
import { capacityShown } from "~/domain/exchange/present";
import { capacityText, voltageText } from "~/domain/market/format";

describe("competition capacities and voltages in the reader's locale", () => {
  test("VAL-04 I18N-01 a capacity is written with the locale's decimal separator and the power type's unit", () => {
    expect(capacityText(14.9, "active_power", "en-GB")).toBe("14.9 MW");
    expect(capacityText(14.9, "active_power", "it-IT")).toBe("14,9 MW");
    expect(capacityText(14.9, "reactive_power", "pt-PT")).toBe("14,9 MVAr");
    expect(capacityText(null, "active_power", "it-IT")).toBe("–");
  });

  test("VAL-04 I18N-01 a voltage is written the same way: 0.24 kV in English, 0,24 kV in Italian and Portuguese", () => {
    expect(voltageText(0.24, "en-GB")).toBe("0.24 kV");
    expect(voltageText(0.24, "it-IT")).toBe("0,24 kV");
    expect(voltageText(6.6, "pt-PT")).toBe("6,6 kV");
    expect(voltageText(132, "it-IT")).toBe("132 kV");
    expect(voltageText(undefined, "it-IT")).toBe("–");
  });

  test("VAL-04 without a locale both read as they always have", () => {
    expect(capacityText(1.234567, "active_power")).toBe("1.23457 MW");
    expect(voltageText(0.24)).toBe("0.24 kV");
    expect(voltageText(null)).toBe("–");
  });

  test("EXCH-01 the exchange writes a capacity's figure as the other pages do", () => {
    for (const locale of ["en-GB", "it-IT", "pt-PT"]) {
      for (const value of [0.161, 1.5, 3.609, 8188.5, 0.123456]) {
        expect(`${capacityShown(value, locale)} MW`, `${locale} ${value}`).toBe(capacityText(value, "active_power", locale));
      }
    }
  });
});
