import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** The link in the page whose visible text is `label`. */
function linkNamed(html: string, label: string) {
  const href = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].find((match) => text(match[2]).trim() === label)?.[1];
  expect(href, `a link "${label}"`).toBeDefined();
  return href!.replace(/&amp;/g, "&");
}

const heading = (html: string) => text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "").trim();

describe("a provider's way to the markets area, without JavaScript", () => {
  test("MGMT-03 NAV-01 from Home, the side navigation's Manage leads to tabs for market access, contracts and subscriptions, each of which opens", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const home = await browser.get("/home");
    const manage = await browser.get(linkNamed(home.html, "Manage"));
    expect(manage.status).toBe(200);
    const tabs = manage.html.match(/<nav[^>]*class="kit-tabs"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect([...tabs.matchAll(/<a[^>]*>([\s\S]*?)<\/a>/g)].map((match) => text(match[1]).trim())).toEqual(["Asset register", "Qualification", "Availability", "Market access", "Contracts", "Subscriptions"]);

    for (const [label, path] of [
      ["Market access", "/manage/flexprovider/market-access"],
      ["Contracts", "/manage/flexprovider/contracts"],
      ["Subscriptions", "/manage/flexprovider/subscriptions"],
    ]) {
      const href = linkNamed(tabs, label);
      expect(href).toBe(path);
      const page = await browser.get(href);
      expect(page.status, label).toBe(200);
      expect(new URL(page.url).pathname).toBe(path);
      expect(heading(page.html)).toBe("Markets and contracts");
      // The tab of the page shown is marked as the current one.
      expect(page.html.match(/<a[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>/)?.[1]).toBe(label);
    }
  });

  test("MGMT-03 MGMT-04 Explore links each market to the provider's market access, where its row and next step are", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const home = await browser.get("/home");
    const explore = await browser.get(linkNamed(home.html, "Explore"));
    const rows = [...explore.html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((match) => match[1]).filter((row) => row.includes("<td"));
    expect(rows.length).toBeGreaterThan(0);
    const access = await browser.get("/manage/flexprovider/market-access");
    for (const row of rows) {
      const link = row.match(/<a[^>]*href="(\/manage\/flexprovider\/market-access)#market-(\d+)"[^>]*>([\s\S]*?)<\/a>/);
      expect(link, text(row)).not.toBeNull();
      expect(text(link![3]).trim()).toBe("See access and apply");
      // The row the link points to is on the market access page, with the same market's name.
      const target = access.html.match(new RegExp(`<tr[^>]*id="market-${link![2]}"[^>]*>([\\s\\S]*?)</tr>`))?.[1];
      expect(target, `market ${link![2]}`).toBeDefined();
      const name = text(row.match(/<strong>([\s\S]*?)<\/strong>/)?.[1] ?? "").trim();
      expect(text(target!)).toContain(name);
    }
  });
});
