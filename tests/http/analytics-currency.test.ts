import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** One report's section of the page. */
const section = (html: string, name: string) => html.match(new RegExp(`<section[^>]*aria-labelledby="report-${name}"[\\s\\S]*?</section>`))?.[0] ?? "";
const cells = (html: string) => [...html.matchAll(/<td>([^<]*)<\/td>/g)].map(([, cell]) => cell);
const escaped = (value: string) => value.replace(/[$.]/g, "\\$&");

/** Each region's currency as the operator's language (en-GB) writes it: the pound, the euro, and dollars told apart. */
const REGION_CURRENCY = [
  ["GB", "£"],
  ["IT", "€"],
  ["PT", "€"],
  ["US", "US$"],
  ["AU", "A$"],
] as const;

describe("analytics units in the region's currency without JavaScript", () => {
  for (const [region, symbol] of REGION_CURRENCY) {
    test(`I18N-02 ROUTE-01 in region ${region} the prices axis, the price cells and the settlement amounts' headings all name ${symbol}`, async () => {
      const operator = new NoJsBrowser();
      await operator.login("operator@example.com");
      await operator.get("/region");
      await operator.post("/region", { region });
      const html = (await operator.get("/analytics/reports")).html;

      const prices = section(html, "prices");
      expect(prices).toMatch(new RegExp(`<text[^>]*>${escaped(symbol)}/MW/h</text>`));
      const amounts = cells(prices).filter((cell) => / \/MWh?$/.test(cell));
      expect(amounts.length).toBeGreaterThan(0);
      for (const amount of amounts) expect(amount).toMatch(new RegExp(`^${escaped(symbol)}\\d[\\d,]*\\.\\d{2} /MWh?$`));

      const settlement = text(section(html, "settlement"));
      for (const heading of ["Availability", "Utilisation", "Net, before VAT"]) expect(settlement).toContain(`${heading} (${symbol})`);
      if (region !== "GB") expect(text(html.slice(html.indexOf("<main")))).not.toContain("£");
    });
  }
});
