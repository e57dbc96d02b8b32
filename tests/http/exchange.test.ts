import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** The seeded listing with this title, found through the browse page. */
async function listingId(browser: NoJsBrowser, title: string, query = "") {
  const page = await browser.get(`/exchange/browse${query}`);
  const match = new RegExp(`href="/exchange/(?:listings|load-modifications)/(\\d+)/view">${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`).exec(page.html);
  expect(match, title).not.toBeNull();
  return Number(match![1]);
}

describe("the exchange without JavaScript", () => {
  test("EXCH-01 browse lists listings of every type and filters them by exchange_type", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const all = await browser.get("/exchange/browse");
    expect(all.status).toBe(200);
    for (const type of ["Capacity agreement", "Flexibility obligation", "Open market", "Load modification"]) expect(text(all.html)).toContain(type);
    const filtered = text((await browser.get("/exchange/browse?exchange_type=capacity_agreement")).html);
    expect(filtered).toContain("Capacity agreement CM-T4-2291, part transfer");
    expect(filtered).not.toContain("Winter evening sustain obligation, Leeds");
  });

  test("EXCH-01 a new listing in four steps: a bad value is shown next to its field with everything typed kept, and the listing is stamped with the provider's organisation", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/exchange/new-listing");
    const offer = await browser.post("/exchange/new-listing", { step: "type", intent: "next", exchange_type: "open_market" });
    expect(text(offer.html)).toContain("Capacity (MW)");
    const today = await sandbox().today();
    const [start, end, closes] = [20, 50, 5].map((days) => today.plus({ days }).toISODate()!);
    const bad = await browser.post("/exchange/new-listing", { step: "offer", intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "-2", start, end });
    expect(text(bad.html)).toContain("Enter a number greater than 0.");
    expect(bad.html).toContain('value="Battery turn-down, Wakefield"');
    expect(bad.html).toMatch(/id="capacity"[^>]*aria-invalid="true"/);
    const terms = await browser.post("/exchange/new-listing", { step: "offer", intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end });
    expect(text(terms.html)).toContain("Asked price");
    const review = await browser.post("/exchange/new-listing", { step: "terms", intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "14", reserve_price: "", closes_date: closes, closes_time: "17:00" });
    expect(text(review.html)).toContain("Publish listing");
    const published = await browser.post("/exchange/new-listing", { step: "review", intent: "publish", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "14", closes_date: closes, closes_time: "17:00" });
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    expect(text(published.html)).toContain("Your listing has been published.");
    expect(text(published.html)).toContain("Brightside Energy Storage Ltd");
  });

  test("EXCH-02 another provider bids (stamped with its own organisation); a second bid replaces its first; bids on its own listing, above the capacity or after closing are refused", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    const obligation = await listingId(seller, "Winter evening sustain obligation, Leeds");
    const buyer = new NoJsBrowser();
    await buyer.login("provider2@example.com");
    await buyer.get(`/exchange/listings/${obligation}/submit-bid`);
    const tooMuch = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "9", price: "17" });
    expect(text(tooMuch.html)).toContain("Ensure this value is less than or equal to 2.5.");
    expect(tooMuch.html).toContain('value="9"');
    const placed = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "2.5", price: "17.5" });
    expect(text(placed.html)).toContain("Your bid has been placed.");
    expect(text(placed.html)).toContain("Your live bid: 2.5 MW at £17.50 /MW/h.");
    const own = await listingId(buyer, "Uncontracted battery flexibility, Sheffield");
    await buyer.get(`/exchange/listings/${own}/submit-bid`);
    expect(text((await buyer.post(`/exchange/listings/${own}/submit-bid`, { capacity: "1", price: "12" })).html)).toContain("You cannot bid on your own listing.");
    const closed = await listingId(buyer, "EV charging hub turn-down, York");
    await buyer.get(`/exchange/listings/${closed}/submit-bid`);
    expect(text((await buyer.post(`/exchange/listings/${closed}/submit-bid`, { capacity: "0.5", price: "10" })).html)).toContain("Bidding on this listing has closed.");
    const bids = text((await seller.get(`/exchange/listings/${obligation}/decision-bids`)).html);
    expect(bids).toContain("Tidewater Storage Ltd");
    expect(bids).toContain("Replaced");
  });

  test("EXCH-02 the lister accepts a bid after closing through a confirmation: the listing is awarded and the outcome names the buyer", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    const closed = await listingId(seller, "EV charging hub turn-down, York");
    const page = await seller.get(`/exchange/listings/${closed}/decision-bids`);
    const bid = /name="bid" value="(\d+)"/.exec(page.html)![1];
    const asked = await seller.post(`/exchange/listings/${closed}/decision-bids`, { bid, intent: "ask", decision: "accept" });
    expect(text(asked.html)).toContain("Accept the bid of Tidewater Storage Ltd for 0.8 MW at £9.00 /MW/h?");
    const done = await seller.post(`/exchange/listings/${closed}/decision-bids`, { bid, intent: "confirm", decision: "accept" });
    expect(done.url).toMatch(/\/outcome$/);
    expect(text(done.html)).toContain("Awarded to Tidewater Storage Ltd: 0.8 MW at £9.00 /MW/h.");
    const buyer = new NoJsBrowser();
    await buyer.login("provider2@example.com");
    expect(text((await buyer.get(`/exchange/listings/${closed}/outcome`)).html)).toContain("Your bid: Accepted.");
  });

  test("EXCH-02 an operator views a load modification and bids to buy it; /marketplace/buy lists open-market flexibility", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const id = await listingId(operator, "Cold store demand turn-down, Hull", "?exchange_type=load_modification");
    const view = await operator.get(`/exchange/load-modifications/${id}/view`);
    expect(view.status).toBe(200);
    const bought = await operator.post(`/exchange/load-modifications/${id}/view`, { capacity: "1.2", price: "22" });
    expect(text(bought.html)).toContain("Your live bid: 1.2 MW at £22.00 /MW/h.");
    const provider = new NoJsBrowser();
    await provider.login();
    const buy = text((await provider.get("/marketplace/buy")).html);
    expect(buy).toContain("Uncontracted battery flexibility, Sheffield");
    expect(buy).not.toContain("Cold store demand turn-down, Hull");
  });
});
