import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const SUBMIT = "/manage/flexprovider/bids/submit";
// Competition 1 is open, has more than one service window, and the provider's asset 251 qualifies in it.
const OPEN = 1;

/** The currency the competition's page names, written as the reader's locale writes its symbol. */
async function currencyOf(browser: NoJsBrowser, competition: number) {
  const details = text((await browser.get(`/flexprovider/competitions/${competition}`)).html);
  const code = details.match(/Currency ([A-Z]{3})/)?.[1];
  expect(code).toBeDefined();
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: code }).formatToParts(0).find((part) => part.type === "currency")!.value;
}

async function bidForm(browser: NoJsBrowser) {
  await browser.get(`${SUBMIT}?competition=${OPEN}`);
  return browser.post(`${SUBMIT}?competition=${OPEN}`, { intent: "select-assets", assets: "a251" });
}

/** Each service window's section of the bid form: its heading and the legends of its bids. */
const windowsOf = (html: string) =>
  [...html.matchAll(/<section[^>]*class="card bid-window"[\s\S]*?<\/section>/g)].map(([section]) => ({
    heading: text(section.match(/<h3[^>]*>([\s\S]*?)<\/h3>/)?.[1] ?? "").trim(),
    bids: [...section.matchAll(/<legend>([\s\S]*?)<\/legend>/g)].map((match) => text(match[1]).trim()),
  }));

describe("the bid form without JavaScript", () => {
  test("BID-04 BID-06 the price fields name the competition's currency and their unit: availability and utilisation per MW per hour, the multi-bid offer too", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const symbol = await currencyOf(browser, OPEN);
    const page = await bidForm(browser);
    const labels = [...page.html.matchAll(/<label for="bids-0--[a-z_]+"[^>]*>([\s\S]*?)<\/label>/g)].map((match) => text(match[1]).trim());
    expect(labels).toContain(`Availability price (${symbol} per MW per hour)`);
    expect(labels).toContain(`Utilisation price (${symbol} per MW per hour)`);
    expect(labels).not.toContain("Availability price");

    const multi = await browser.post(new URL(page.url).pathname + new URL(page.url).search, { intent: "multi", assets: "a251" });
    const offer = text(multi.html);
    expect(offer).toContain(`Availability (${symbol} per MW per hour)`);
    expect(offer).toContain(`Utilisation (${symbol} per MW per hour)`);
  });

  test("BID-02 BID-04 bids are numbered within their service window: each window's first bid is Bid 1, an added one Bid 2", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    let page = await bidForm(browser);
    let windows = windowsOf(page.html);
    expect(windows.length).toBeGreaterThan(1);
    for (const window of windows) expect(window.bids, window.heading).toEqual(["Bid 1"]);

    // A second bid in the second window is that window's Bid 2; the first window keeps its one bid.
    const second = page.html.match(/name="intent" value="(add:\d+)"/g)?.[1]?.match(/add:\d+/)?.[0];
    expect(second).toBeDefined();
    const fields = Object.fromEntries([...page.html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].filter(([, name]) => name !== "intent").map(([, name, value]) => [name, value]));
    page = await browser.post(new URL(page.url).pathname + new URL(page.url).search, { ...fields, intent: second! });
    windows = windowsOf(page.html);
    expect(windows[0].bids).toEqual(["Bid 1"]);
    expect(windows[1].bids).toEqual(["Bid 1", "Bid 2"]);
  });

  test("BID-04 the competition's guide prices name their unit: per MW per hour", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const symbol = await currencyOf(browser, OPEN);
    const details = text(browser.last!.html);
    const amount = `${symbol.replace(/[$]/g, "\\$")}\\d[\\d,.]*`;
    expect(details).toMatch(new RegExp(`Availability guide price ${amount} per MW per hour`));
    expect(details).not.toMatch(new RegExp(`Availability guide price ${amount} (?!per)`));
  });
});
