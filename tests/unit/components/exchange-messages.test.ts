import { describe, expect, test } from "vitest";
import { exchangeMessage } from "~/components/exchange/exchange-messages";
import { BELOW_RESERVE } from "~/domain/exchange/rules";
import { getFixedT } from "~/i18n/i18n.server";

describe("the exchange's refusals of a bid, as users read them", () => {
  test("EXCH-02 VAL-04 over the listing's capacity says the limit in MW, with the reader's decimal separator; under the reserve says so without telling the reserve, the lister's secret", () => {
    const t = getFixedT("en-GB", "exchange");
    expect(exchangeMessage(t, "en-GB", "Ensure this value is less than or equal to 2.5.", "capacity")).toBe("Enter a capacity of at most 2.5 MW.");
    expect(exchangeMessage(t, "en-GB", BELOW_RESERVE, "price")).toBe("Your bid is under the listing's reserve price.");
    const italian = getFixedT("it-IT", "exchange");
    expect(exchangeMessage(italian, "it-IT", "Ensure this value is less than or equal to 2.5.", "capacity")).toBe("Inserisci una capacità di al massimo 2,5 MW.");
    expect(exchangeMessage(italian, "it-IT", BELOW_RESERVE, "price")).toBe("La tua offerta è sotto il prezzo di riserva dell'annuncio.");
    const portuguese = getFixedT("pt-PT", "exchange");
    expect(exchangeMessage(portuguese, "pt-PT", BELOW_RESERVE, "price")).toBe("A sua licitação está abaixo do preço de reserva do anúncio.");
    expect(exchangeMessage(portuguese, "pt-PT", "Ensure this value is less than or equal to 2.5.", "capacity")).toBe("Introduza uma capacidade de, no máximo, 2,5 MW.");
  });
});
