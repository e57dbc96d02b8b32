import Papa from "papaparse";
import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const COMPETITION = "Yorkshire Winter Sustain";
const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
const pennies = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

describe("analytics settlement against the settlement reports without JavaScript", () => {
  test("ROUTE-01 SETT-01 for a competition and month, the analytics settlement report shows the same availability, utilisation and net as that month's settlement report lines", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const reports = await operator.get("/analytics/reports");
    const competition = reports.html.match(new RegExp(`<option value="(\\d+)"[^>]*>${COMPETITION}</option>`))?.[1];
    expect(competition).toBeDefined();

    const analytics = rowsOf((await operator.get(`/analytics/reports/csv/settlement?competition=${competition}`)).html);
    expect(analytics.length).toBeGreaterThan(0);
    for (const row of analytics) {
      expect(row.name).toBe(COMPETITION);
      const file = await operator.get(`/settlement/settlementreports/${row.month}.csv`);
      expect(file.headers.get("content-disposition"), file.url).toContain(`settlement-report-${row.month}.csv`);
      const lines = rowsOf(file.html).filter((line) => line.competition === COMPETITION);
      const total = (kinds?: string[]) => pennies(lines.filter((line) => !kinds || kinds.includes(line.kind)).reduce((sum, line) => sum + Number(line.amount), 0));
      expect(Number(row.availability), row.month).toBe(total(["availability"]));
      expect(Number(row.utilisation), row.month).toBe(total(["utilisation"]));
      expect(Number(row.paid), row.month).toBe(total());
      expect(Number(row.settled_events)).toBe(new Set(lines.map((line) => line.event)).size);
    }

    // The page says which month each figure is of, and what the amount is, beside the settlement report's own month.
    const page = text((await operator.get(`/analytics/reports?competition=${competition}`)).html);
    expect(page).toContain("Net, before VAT (£)");
    const latest = analytics[analytics.length - 1];
    const monthName = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" }).format(new Date(`${latest.month}-15T12:00:00Z`));
    // Money as the settlement reports show it: in pounds and pence.
    const pounds = (amount: string) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(Number(amount)).replace(/[.,]/g, "\\$&");
    expect(pounds("37457.7")).toBe("£37\\,457\\.70");
    expect(page).toMatch(new RegExp(`${COMPETITION} ${monthName} ${latest.events} ${latest.settled_events} .* ${pounds(latest.availability)} ${pounds(latest.utilisation)} ${pounds(latest.paid)}`));
    expect(text((await operator.get("/settlement/settlementreports")).html)).toContain(monthName);
  });

  test("ROUTE-01 the analytics prices name their unit, per MW/h for availability and per MWh for utilisation, and each chart's axis says what it counts", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const html = (await operator.get("/analytics/reports")).html;
    const prices = html.match(/<section[^>]*aria-labelledby="report-prices"[\s\S]*?<\/section>/)?.[0] ?? "";
    const cells = [...prices.matchAll(/<td>([^<]*)<\/td>/g)].map(([, cell]) => cell);
    expect(cells.some((cell) => /^£\d[\d,]*\.\d{2} \/MW\/h$/.test(cell))).toBe(true);
    expect(cells.some((cell) => /^£\d[\d,]*\.\d{2} \/MWh$/.test(cell))).toBe(true);
    expect(prices).toMatch(/<text[^>]*>£\/MW\/h<\/text>/);
    const settlement = html.match(/<section[^>]*aria-labelledby="report-settlement"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(settlement).toMatch(/<text[^>]*>MWh<\/text>/);
    // Under the bars each label shows its month, the full name in its tooltip.
    expect(settlement).toMatch(/<title>[^<]+ · [A-Z][a-z]{2,3} \d{4}<\/title>/);
    expect(settlement).toMatch(/<tspan[^>]*>[A-Z][a-z]{2,3} \d{4}<\/tspan>/);
  });
});
