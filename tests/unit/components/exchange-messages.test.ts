import { describe, expect, test } from "vitest";
import { exchangeMessage } from "~/components/exchange/exchange-messages";
import { getFixedT } from "~/i18n/i18n.server";

describe("the exchange's refusals of a bid, as users read them", () => {
  test("EXCH-02 VAL-04 over the listing's capacity says the limit in MW; under the reserve says the reserve as money per MW per hour, with thousands separators in the reader's locale", () => {
    const t = getFixedT("en-GB", "exchange");
    expect(exchangeMessage(t, "Ensure this value is less than or equal to 2.5.", "capacity")).toBe("Enter a capacity of at most 2.5 MW.");
    expect(exchangeMessage(t, "The listing does not accept bids under its reserve of 10.", "price")).toBe("The listing does not accept bids under its reserve of £10.00 /MW/h.");
    expect(exchangeMessage(t, "The listing does not accept bids under its reserve of 15.5.", "price")).toBe("The listing does not accept bids under its reserve of £15.50 /MW/h.");
    expect(exchangeMessage(t, "The listing does not accept bids under its reserve of 1234.5.", "price", "en-GB")).toBe("The listing does not accept bids under its reserve of £1,234.50 /MW/h.");
    const italian = getFixedT("it-IT", "exchange");
    expect(exchangeMessage(italian, "Ensure this value is less than or equal to 2.5.", "capacity")).toBe("Inserisci una capacità di al massimo 2.5 MW.");
    expect(exchangeMessage(italian, "The listing does not accept bids under its reserve of 12345.5.", "price", "it-IT")).toBe("L'annuncio non accetta offerte sotto il prezzo di riserva di 12.345,50\u00a0£ /MW/h.");
    expect(exchangeMessage(getFixedT("pt-PT", "exchange"), "Ensure this value is less than or equal to 2.5.", "capacity")).toBe("Introduza uma capacidade de, no máximo, 2.5 MW.");
  });
});
