import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

const texts = (locale: string, namespace: string) => JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, "utf8")) as Record<string, Record<string, unknown>>;

/** Every text of a namespace, by its key path. */
function flat(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => flat(child, path ? `${path}.${key}` : key));
  return [];
}

describe("the words of competitions and bidding in each language", () => {
  test("I18N-01 pt-PT says \"licitação\" for bidding and bids on the operator's pages, as the competition page does: never \"proposta\"", () => {
    const proposta = /(?<!\p{L})propostas?(?!\p{L})/iu;
    for (const namespace of ["operator", "market", "clearing"]) {
      expect(flat(texts("pt-PT", namespace)).filter(([, text]) => proposta.test(text)), namespace).toEqual([]);
    }
    // The creation form names bidding's dates as the competition page does.
    const [operator, market] = [texts("pt-PT", "operator"), texts("pt-PT", "market")];
    expect(operator.details.open).toBe(market.field.open);
    expect(operator.details.closed).toBe(market.field.closed);
    expect(market.field.open).toBe("Abertura das licitações");
    expect(market.status.open).toBe("Licitação aberta");
  });

  test("I18N-01 the pricing methods are translated in it-IT and pt-PT, as \"fixed price\" already was (001 lists them as values, not fixed English labels)", () => {
    const english = texts("en-GB", "market").pricingMethod;
    expect(english).toEqual({ pay_as_bid: "Pay as bid", pay_as_clear: "Pay as clear", fixed_price: "Fixed price" });
    expect(texts("it-IT", "market").pricingMethod).toEqual({ pay_as_bid: "Pagamento al prezzo offerto", pay_as_clear: "Pagamento al prezzo di equilibrio", fixed_price: expect.any(String) });
    expect(texts("pt-PT", "market").pricingMethod).toEqual({ pay_as_bid: "Pagamento ao preço oferecido", pay_as_clear: "Pagamento ao preço de equilíbrio", fixed_price: "Preço fixo" });
    for (const locale of ["it-IT", "pt-PT"]) {
      for (const [method, text] of Object.entries(texts(locale, "market").pricingMethod)) expect(text, `${locale} ${method}`).not.toBe(english[method as keyof typeof english]);
    }
  });
});
