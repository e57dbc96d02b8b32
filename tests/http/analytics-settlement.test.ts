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
    const paid = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 }).format(Number(latest.paid));
    expect(page).toMatch(new RegExp(`${COMPETITION} ${monthName} ${latest.events} ${latest.settled_events} .* ${paid.replace(/[.,]/g, "\\$&")}`));
    expect(text((await operator.get("/settlement/settlementreports")).html)).toContain(monthName);
  });
});
