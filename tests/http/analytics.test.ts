import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const REPORTS = "/analytics/reports";

describe("analytics reports without JavaScript", () => {
  test("ROUTE-01 CALL-08 when the service fails reading the reports, the page keeps the filters as chosen and says so in place of the results, with the failure's status; once it recovers the same address shows them", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const page = await operator.get(REPORTS);
    const [, id, name] = page.html.match(/<option value="(\d+)">([^<]+)<\/option>/) ?? [];
    expect(id).toBeDefined();
    const year = (await sandbox().today()).year;
    const [from, to] = [`${year - 3}-01-01`, `${year + 1}-12-31`];
    const chosen = `${REPORTS}?${new URLSearchParams({ from, to, competition: id })}`;
    const keepsFilters = (html: string, label: string) => {
      expect(html).toMatch(new RegExp(`<input[^>]*name="from"[^>]*value="${from}"`));
      expect(html).toMatch(new RegExp(`<input[^>]*name="to"[^>]*value="${to}"`));
      expect(html).toContain(`<option value="${id}" selected="">${label}</option>`);
    };

    // One report fails: the competitions are still listed by name.
    await sandbox().fail({ path: "/analytics\\/clearing\\/$/", method: "GET", status: 500 });
    try {
      const failed = await operator.get(chosen);
      expect(failed.status).toBe(502);
      expect(failed.html).toMatch(
        /<div role="alert" class="form-error"><p>The reports for these filters could not be read\.<\/p><p>The marketplace service sent an answer we could not read\. Please try again in a moment\.<\/p><\/div>/,
      );
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(failed.html).not.toContain('href="/analytics/reports/csv/');
      keepsFilters(failed.html, name);
    } finally {
      await sandbox().clearFaults();
    }

    // Nothing answers in time, the competition list included: the chosen competition is kept by its number.
    await sandbox().fail({ path: "/analytics\\//", method: "GET", status: 504 });
    try {
      const failed = await operator.get(chosen);
      expect(failed.status).toBe(504);
      expect(text(failed.html)).toContain("The marketplace service took too long to answer. Please try again in a moment.");
      keepsFilters(failed.html, `Competition ${id}`);
    } finally {
      await sandbox().clearFaults();
    }

    const shown = await operator.get(chosen);
    expect(shown.status).toBe(200);
    keepsFilters(shown.html, name);
    expect(shown.html).toContain('href="/analytics/reports/csv/participation?');
    expect(text(shown.html)).not.toContain("could not be read");
  });

  test("ROUTE-01 every report's chart has labels under its bars, however many groups it has, and every group's full name in a tooltip", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const html = (await operator.get(REPORTS)).html;
    const sections = [...html.matchAll(/<section[^>]*aria-labelledby="report-(\w+)"[\s\S]*?<\/section>/g)].filter(([, name]) => name !== "filters");
    expect(sections).toHaveLength(5);
    let crowded = 0;
    for (const [section, name] of sections) {
      const rows = (section.match(/<tbody>[\s\S]*?<\/tbody>/)?.[0].match(/<tr>/g) ?? []).length;
      if (!rows) continue;
      const svg = section.match(/<svg[^>]*role="img"[\s\S]*?<\/svg>/)?.[0] ?? "";
      const labels = [...svg.matchAll(/<text[^>]*><title>[^<]*<\/title>(<tspan[\s\S]*?)<\/text>/g)];
      expect(labels.length, name).toBeGreaterThan(0);
      for (const [, lines] of labels) expect(text(lines).trim(), name).not.toBe("");
      // A tooltip on each group's bars, and one on each label.
      expect((svg.match(/<g><title>[^<]+<\/title>/g) ?? []).length, name).toBe(rows);
      if (rows > 12) {
        crowded++;
        expect(labels.length, name).toBeLessThan(rows);
      } else expect(labels.length, name).toBe(rows);
    }
    // The sandbox's operator has charts of more than 12 groups (competitions, service windows).
    expect(crowded).toBeGreaterThan(0);
  });
});
