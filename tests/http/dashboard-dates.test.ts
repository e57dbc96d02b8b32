import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const US = { "Accept-Language": "en-US,en;q=0.9" };
const DAY_FIRST = /\b\d{1,2} [A-Z][a-z]{2,3} \d{4}\b/g;
const MONTH_FIRST = /\b[A-Z][a-z]{2,3} \d{1,2}, \d{4}\b/;

describe("dashboard panel dates without JavaScript", () => {
  test("I18N-01 MAP-06 for an en-US reader every date of the active competition's panel reads day, month, year: its service periods as its opening and closing times", async () => {
    const browser = new NoJsBrowser();
    await browser.login("provider@example.com");
    await browser.get("/settings/preferences");
    await browser.post("/settings/preferences", { preferred_locale: "en-US", timezone: "US/Eastern" });
    const list = await browser.request("/dashboard", { headers: US });
    expect(list.html).toContain('lang="en-US"');
    const ids = [...list.html.matchAll(/competition-list__item" data-competition-id="(\d+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);

    let periods = 0;
    for (const id of ids.slice(0, 5)) {
      const page = await browser.request(`/dashboard?competition=${id}`, { headers: US });
      const panel = page.html.match(/<article class="competition-panel"[\s\S]*?<\/article>/)?.[0] ?? "";
      const shown = text(panel);
      expect(shown, `competition ${id}`).not.toMatch(MONTH_FIRST);
      // Opening and closing times are instants (with a zone), the service periods calendar dates: both day first.
      expect((shown.match(/\b\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} [A-Z]{3}/g) ?? []).length, `competition ${id}`).toBeGreaterThan(0);
      for (const [, dates] of panel.matchAll(/service-period__dates">([^<]*)</g)) {
        periods++;
        expect(dates.match(DAY_FIRST), `competition ${id}: ${dates}`).toHaveLength(2);
      }
    }
    expect(periods).toBeGreaterThan(0);
  });
});
