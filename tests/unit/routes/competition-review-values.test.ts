import { describe, expect, test } from "vitest";
import { amountText } from "~/routes/manage.systemoperator.$id.competitions.new/review-values";

describe("the competition review's amounts", () => {
  test("I18N-01 VAL-04 an amount reads as money in the reader's locale, in pounds; text that is not an amount is shown as typed", () => {
    expect(amountText("10000", "en-GB")).toBe("£10,000.00");
    expect(amountText(" 15.19 ", "en-GB")).toBe("£15.19");
    for (const locale of ["it-IT", "pt-PT"]) {
      expect(amountText("50000", locale), locale).toBe(new Intl.NumberFormat(locale, { style: "currency", currency: "GBP", maximumFractionDigits: 2 }).format(50000));
    }
    expect(amountText("lots", "en-GB")).toBe("lots");
    expect(amountText("", "en-GB")).toBe("–");
    expect(amountText(undefined, "en-GB")).toBe("–");
  });
});
