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

/** The demo provider with its listed obligation, and another provider signed in to bid on it. */
async function obligationAndBuyer() {
  const seller = new NoJsBrowser();
  await seller.login();
  const obligation = await listingId(seller, "Winter evening sustain obligation, Leeds");
  const buyer = new NoJsBrowser();
  await buyer.login("provider2@example.com");
  return { seller, obligation, buyer };
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

  test("EXCH-01 VAL-02 VAL-03 a new listing in four steps: a bad value (too many decimals too) is shown next to its field with everything typed kept, a day-first date is converted, and the listing is stamped with the provider's organisation", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/exchange/new-listing");
    const offer = await browser.post("/exchange/new-listing/type", { intent: "next", exchange_type: "open_market" });
    expect(text(offer.html)).toContain("Capacity (MW)");
    const today = await sandbox().today();
    const [start, end, closes] = [20, 50, 5].map((days) => today.plus({ days }).toISODate()!);
    const bad = await browser.post("/exchange/new-listing/offer", { intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "-2", start, end });
    expect(text(bad.html)).toContain("Enter a number greater than 0.");
    expect(bad.html).toContain('value="Battery turn-down, Wakefield"');
    expect(bad.html).toMatch(/id="capacity"[^>]*aria-invalid="true"/);
    const precise = await browser.post("/exchange/new-listing/offer", { intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "1.1234567", start, end });
    expect(precise.html).toMatch(/id="capacity-error"[^>]*>Ensure that there are no more than 5 decimal places\.</);
    expect(precise.html).toContain('value="1.1234567"');
    // The first day typed day first (DD-MM-YYYY) is converted.
    const dayFirst = start.split("-").reverse().join("-");
    const terms = await browser.post("/exchange/new-listing/offer", { intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start: dayFirst, end });
    expect(text(terms.html)).toContain("Asked price");
    expect((await browser.get("/exchange/new-listing/offer")).html).toMatch(new RegExp(`name="start"[^>]*value="${start}"`));
    const pricey = await browser.post("/exchange/new-listing/terms", { intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "12.345", reserve_price: "", closes_date: closes, closes_time: "17:00" });
    expect(pricey.html).toMatch(/id="price-error"[^>]*>Ensure that there are no more than 2 decimal places\.</);
    const review = await browser.post("/exchange/new-listing/terms", { intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "14", reserve_price: "", closes_date: closes, closes_time: "17:00" });
    expect(text(review.html)).toContain("Publish listing");
    // The review: the closing time with its date, an empty reserve as a dash.
    expect(text(review.html)).toContain(`Bidding closes on ${closes} 17:00`);
    expect(text(review.html)).not.toContain("at (HH:MM)");
    expect(text(review.html)).toContain("Reserve price (optional) – ");
    const published = await browser.post("/exchange/new-listing/review", { intent: "publish", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "14", closes_date: closes, closes_time: "17:00" });
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    expect(text(published.html)).toContain("Your listing has been published.");
    expect(text(published.html)).toContain("Brightside Energy Storage Ltd");
  });

  test("EXCH-01 UI-04 the description has the exchange's limit of 2000 characters with a counter of what is left; too long is refused beside it with the text kept", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/exchange/new-listing");
    const offer = await browser.post("/exchange/new-listing/type", { intent: "next", exchange_type: "open_market" });
    expect(offer.html).toMatch(/<textarea[^>]*id="description"[^>]*maxLength="2000"|<textarea[^>]*maxLength="2000"[^>]*id="description"/i);
    expect(offer.html).toMatch(/<textarea[^>]*rows="4"[^>]*name="description"|<textarea[^>]*name="description"[^>]*rows="4"/);
    expect(text(offer.html)).toContain("You have 2000 character(s) remaining");
    const today = await sandbox().today();
    const [start, end] = [20, 50].map((days) => today.plus({ days }).toISODate()!);
    const fields = { intent: "next", exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end };
    // Another field's error: the description typed is kept, and the counter counts it.
    const kept = await browser.post("/exchange/new-listing/offer", { ...fields, capacity: "-2", description: "Two batteries, weekdays." });
    expect(kept.html).toMatch(/<textarea[^>]*name="description"[^>]*>Two batteries, weekdays\.<\/textarea>/);
    expect(text(kept.html)).toContain(`You have ${2000 - "Two batteries, weekdays.".length} character(s) remaining`);
    const long = "x".repeat(2001);
    const refused = await browser.post("/exchange/new-listing/offer", { ...fields, description: long });
    expect(refused.html).toMatch(/<form[^>]*action="\/exchange\/new-listing\/offer"/);
    expect(text(/<p id="description-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.html)?.[1] ?? "")).toContain("Ensure this field has no more than 2000 characters.");
    expect(refused.html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*description-error/);
    expect(refused.html).toContain(`>${long}</textarea>`);
    expect(text(refused.html)).toContain("You have 0 character(s) remaining");
  });

  test("EXCH-01 VAL-02 a bidding close in the past is refused on the Terms step, beside the close field, with everything typed kept", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/exchange/new-listing");
    await browser.post("/exchange/new-listing/type", { intent: "next", exchange_type: "open_market" });
    const today = await sandbox().today();
    const [start, end, yesterday] = [20, 50, -1].map((days) => today.plus({ days }).toISODate()!);
    const typed = { exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "14", reserve_price: "12", closes_date: yesterday, closes_time: "10:00" };
    const past = await browser.post("/exchange/new-listing/terms", { ...typed, intent: "next" });
    expect(past.html).toMatch(/id="closes_date-error"[^>]*>Bidding must close in the future\.</);
    expect(past.html).toMatch(/id="closes_date"[^>]*aria-invalid="true"/);
    expect(past.html).toMatch(/<form[^>]*action="\/exchange\/new-listing\/terms"/);
    expect(text(past.html)).not.toContain("Publish listing");
    for (const [name, value] of [["closes_date", yesterday], ["closes_time", "10:00"], ["price", "14"], ["reserve_price", "12"]]) expect(past.html).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
    // Posted from the review anyway, it goes back to the Terms step with the same message.
    const published = await browser.post("/exchange/new-listing/review", { ...typed, intent: "publish" });
    expect(published.html).toMatch(/id="closes_date-error"[^>]*>Bidding must close in the future\.</);
    expect(published.html).toMatch(/<form[^>]*action="\/exchange\/new-listing\/terms"/);
  });

  test("EXCH-02 VAL-03 VAL-04 another provider bids (stamped with its own organisation); a second bid replaces its first; bids on its own listing (not offered), above the capacity (said in MW), under the reserve (without telling the reserve), too long or after closing are refused", async () => {
    const { seller, obligation, buyer } = await obligationAndBuyer();
    await buyer.get(`/exchange/listings/${obligation}/submit-bid`);
    // The obligation's capacity is its contract's.
    const listed = /Capacity\s*(\d+(?:\.\d+)?) MW/.exec(text((await buyer.get(`/exchange/listings/${obligation}/view`)).html))![1];
    const tooMuch = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "999", price: "17" });
    expect(text(tooMuch.html)).toContain(`Enter a capacity of at most ${listed} MW.`);
    expect(text(tooMuch.html)).not.toContain("Ensure this value");
    // Under the reserve: said without telling the reserve, the lister's secret (£15.00 here).
    const under = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "1", price: "14.99" });
    expect(under.html).toMatch(/id="bid-price-error"[^>]*>Your bid is under the listing&#x27;s reserve price\.</);
    expect(text(under.html)).not.toMatch(/15\.00|£15\b|reserve of/);
    // With another fault in the form, the listing's limit is still said beside the capacity.
    const both = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "999", price: "-1" });
    expect(both.html).toMatch(new RegExp(`id="bid-capacity-error"[^>]*>Enter a capacity of at most ${listed.replace(".", "\\.")} MW\\.<`));
    expect(both.html).toMatch(/id="bid-price-error"[^>]*>Enter a number greater than 0\.</);
    const precise = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "0.1234567", price: "17.001" });
    expect(precise.html).toMatch(/id="bid-capacity-error"[^>]*>Ensure that there are no more than 5 decimal places\.</);
    expect(precise.html).toMatch(/id="bid-price-error"[^>]*>Ensure that there are no more than 2 decimal places\.</);
    expect(precise.html).toContain('value="0.1234567"');
    expect(precise.html).toMatch(/<form[^>]*aria-label="Place a bid"[^>]*novalidate/i);
    expect(tooMuch.html).toContain('value="999"');
    const placed = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: listed, price: "17.5" });
    expect(text(placed.html)).toContain("Your bid has been placed.");
    expect(text(placed.html)).toContain(`Your live bid: ${listed} MW at £17.50 /MW/h.`);
    const own = await listingId(buyer, "Uncontracted battery flexibility, Sheffield");
    // On its own listing the form is not offered; a post anyway is refused.
    const ownPage = await buyer.get(`/exchange/listings/${own}/submit-bid`);
    expect(text(ownPage.html)).toContain("You cannot bid on your own listing.");
    expect(ownPage.html).not.toMatch(/<form[^>]*aria-label="Place a bid"/);
    expect(text((await buyer.post(`/exchange/listings/${own}/submit-bid`, { capacity: "1", price: "12" })).html)).toContain("You cannot bid on your own listing.");
    // A number too long to keep is said as such, not read as 0.
    const huge = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "9".repeat(400), price: "9".repeat(400) });
    expect(huge.html).toMatch(/id="bid-capacity-error"[^>]*>Ensure that there are no more than 10 digits before the decimal point\.</);
    expect(huge.html).toMatch(/id="bid-price-error"[^>]*>Ensure that there are no more than 10 digits before the decimal point\.</);
    const closed = await listingId(buyer, "EV charging hub turn-down, York");
    await buyer.get(`/exchange/listings/${closed}/submit-bid`);
    expect(text((await buyer.post(`/exchange/listings/${closed}/submit-bid`, { capacity: "0.5", price: "10" })).html)).toContain("Bidding on this listing has closed.");
    const bids = text((await seller.get(`/exchange/listings/${obligation}/decision-bids`)).html);
    expect(bids).toContain("Tidewater Storage Ltd");
    expect(bids).toContain("Replaced");
  });

  test("EXCH-02 the reserve price is shown to the listing's own organisation only, never to another provider on the view or bid page", async () => {
    const { seller, obligation, buyer } = await obligationAndBuyer();
    expect(text((await seller.get(`/exchange/listings/${obligation}/view`)).html)).toContain("Reserve price £15.00 /MW/h");
    for (const page of ["view", "submit-bid"]) {
      const seen = text((await buyer.get(`/exchange/listings/${obligation}/${page}`)).html);
      expect(seen).toContain("Winter evening sustain obligation, Leeds");
      expect(seen).not.toContain("Reserve price");
      expect(seen).not.toContain("£15.00");
    }
  });

  test("EXCH-02 UI-07 a listing without a reserve shows its lister a dash, not a word", async () => {
    const lister = new NoJsBrowser();
    await lister.login("provider2@example.com");
    const id = await listingId(lister, "Uncontracted battery flexibility, Sheffield");
    const page = text((await lister.get(`/exchange/listings/${id}/view`)).html);
    expect(page).toContain("Reserve price – ");
    expect(page).not.toContain("None");
  });

  test("EXCH-02 a withdrawn listing offers its lister no decision on bids", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    const withdrawn = await listingId(seller, "Pumped storage flexibility, Kirkstall");
    const page = await seller.get(`/exchange/listings/${withdrawn}/view`);
    expect(text(page.html)).toContain("Withdrawn");
    expect(page.html).not.toContain(`/exchange/listings/${withdrawn}/decision-bids`);
  });

  test("EXCH-02 the exchange's refusals read in the user's language: over the capacity and under the reserve (never said), in Italian", async () => {
    const { obligation, buyer } = await obligationAndBuyer();
    await buyer.get("/settings/preferences");
    await buyer.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    await buyer.get(`/exchange/listings/${obligation}/submit-bid`);
    const under = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "1", price: "1" });
    expect(text(under.html)).toContain("La tua offerta è sotto il prezzo di riserva dell'annuncio.");
    expect(text(under.html)).not.toContain("£15.00");
    const over = await buyer.post(`/exchange/listings/${obligation}/submit-bid`, { capacity: "999", price: "17" });
    expect(text(over.html)).toMatch(/Inserisci una capacità di al massimo \d+(,\d+)? MW\./);
    expect(text(under.html)).not.toContain("does not accept bids");
  });

  test("EXCH-02 the lister accepts a bid after closing through a confirmation: the listing is awarded and the outcome names the buyer", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    const closed = await listingId(seller, "EV charging hub turn-down, York");
    const page = await seller.get(`/exchange/listings/${closed}/decision-bids`);
    const bid = /name="bid" value="(\d+)"/.exec(page.html)![1];
    const asked = await seller.post(`/exchange/listings/${closed}/decision-bids`, { bid, intent: "ask", decision: "accept" });
    expect(text(asked.html)).toContain("Accept the bid of Tidewater Storage Ltd for 0.8 MW at £9.00 /MW/h?");
    // Without JavaScript the confirmation's Cancel is a plain link back to the bids.
    expect(asked.html).toMatch(/role="dialog"/);
    expect(asked.html).toMatch(new RegExp(`<a href="/exchange/listings/${closed}/decision-bids"[^>]*>Cancel</a>`));
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

/** Publishes a flexibility obligation of the signed-in provider's contract for the named competition, closing tomorrow at `closesTime` (London). */
async function listObligation(browser: NoJsBrowser, competition: string, closesTime: string) {
  await browser.get("/exchange/new-listing");
  const offer = await browser.post("/exchange/new-listing/type", { intent: "next", exchange_type: "flexibility_obligation" });
  const option = new RegExp(`<option value="(\\d+)">([^<]*${competition}[^<]*)</option>`).exec(offer.html);
  expect(option, competition).not.toBeNull();
  const [contract, reference] = [option![1], option![2].split(" ")[0]];
  const closes = (await sandbox().today()).plus({ days: 1 });
  const fields = { exchange_type: "flexibility_obligation", title: `${competition} obligation`, contract, price: "20", closes_date: closes.toISODate()!, closes_time: closesTime };
  const published = await browser.post("/exchange/new-listing/review", { ...fields, intent: "publish" });
  expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
  return { id: Number(/listings\/(\d+)\/view/.exec(published.url)![1]), reference, closes: closes.set({ hour: Number(closesTime.slice(0, 2)), minute: Number(closesTime.slice(3)) }) };
}

const instructionIds = (html: string) => [...html.matchAll(/data-instruction="(\d+)"/g)].map((match) => Number(match[1]));

describe("flexibility obligations change hands without JavaScript", () => {
  test("EXCH-01 EXCH-02 A lists an obligation from its contract, B bids, A accepts after closing: B now sees the contract and its later dispatches, A does not", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    // The seeded obligation offers the same contract: the lister withdraws it first.
    const seeded = await listingId(seller, "Winter evening sustain obligation, Leeds");
    await seller.post(`/exchange/listings/${seeded}/view/withdraw`, {});
    const listing = await listObligation(seller, "Yorkshire Winter Sustain", "06:00");
    const view = text((await seller.get(`/exchange/listings/${listing.id}/view`)).html);
    expect(view).toContain("Flexibility obligation");
    // The listing names the contract and the competition it hands over.
    expect(view).toMatch(new RegExp(`The obligation offered\\s*Contract\\s*${listing.reference}\\s*Contract period\\s*\\d{1,2} \\w{3,4} \\d{4} – \\d{1,2} \\w{3,4} \\d{4}\\s*Contracted capacity\\s*\\d+(\\.\\d+)? MW\\s*Competition\\s*Yorkshire Winter Sustain`));
    const sellerBefore = instructionIds((await seller.get("/operations/upcomingdispatches")).html);
    expect(sellerBefore.length).toBeGreaterThan(0);

    const buyer = new NoJsBrowser();
    await buyer.login("provider2@example.com");
    await buyer.get(`/exchange/listings/${listing.id}/submit-bid`);
    expect(text((await buyer.post(`/exchange/listings/${listing.id}/submit-bid`, { capacity: "1", price: "21" })).html)).toContain("Your bid has been placed.");
    expect(text((await buyer.get("/manage/flexprovider/contracts")).html)).not.toContain(listing.reference);

    await sandbox().setClock(listing.closes.plus({ minutes: 1 }).toUTC().toISO()!);
    const after = new NoJsBrowser();
    await after.login();
    const page = await after.get(`/exchange/listings/${listing.id}/decision-bids`);
    const bid = /name="bid" value="(\d+)"/.exec(page.html)![1];
    const done = await after.post(`/exchange/listings/${listing.id}/decision-bids`, { bid, intent: "confirm", decision: "accept" });
    expect(text(done.html)).toContain("Awarded to Tidewater Storage Ltd");
    expect(text(done.html)).toContain(`Contract ${listing.reference} in Yorkshire Winter Sustain has moved to Tidewater Storage Ltd`);

    const newBuyer = new NoJsBrowser();
    await newBuyer.login("provider2@example.com");
    expect(text((await newBuyer.get("/manage/flexprovider/contracts")).html)).toContain(listing.reference);
    expect(text((await after.get("/manage/flexprovider/contracts")).html)).not.toContain(listing.reference);
    const buyerNow = instructionIds((await newBuyer.get("/operations/upcomingdispatches")).html);
    const sellerNow = instructionIds((await after.get("/operations/upcomingdispatches")).html);
    const moved = sellerBefore.filter((id) => buyerNow.includes(id));
    expect(moved.length).toBeGreaterThan(0);
    for (const id of moved) expect(sellerNow).not.toContain(id);
  });

  test("EXCH-02 a bid on an obligation by a provider without assets qualified for its competition is refused next to the capacity", async () => {
    const seller = new NoJsBrowser();
    await seller.login("provider2@example.com");
    const listing = await listObligation(seller, "Northumberland Secure", "17:00");
    const bidder = new NoJsBrowser();
    await bidder.login();
    await bidder.get(`/exchange/listings/${listing.id}/submit-bid`);
    const refused = await bidder.post(`/exchange/listings/${listing.id}/submit-bid`, { capacity: "0.5", price: "21" });
    expect(text(refused.html)).toContain("Your organisation has no assets qualified for this competition.");
    expect(refused.html).toMatch(/id="bid-capacity"[^>]*aria-invalid="true"[^>]*aria-describedby="bid-capacity-error"/);
    expect(refused.html).toContain('value="21"');
  });

  test("EXCH-01 VAL-04 browse filters by capacity, delivery period and the obligation's operator; a filter that cannot be used is said beside it", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const big = text((await browser.get("/exchange/browse?capacity_min=3.5")).html);
    expect(big).toContain("Uncontracted battery flexibility, Sheffield");
    expect(big).not.toContain("EV charging hub turn-down, York");
    const today = await sandbox().today();
    const early = text((await browser.get(`/exchange/browse?period_from=${today.toISODate()}&period_to=${today.plus({ days: 5 }).toISODate()}`)).html);
    expect(early).toContain("EV charging hub turn-down, York");
    expect(early).not.toContain("Uncontracted battery flexibility, Sheffield");
    const byOperator = text((await browser.get("/exchange/browse?operator=201")).html);
    expect(byOperator).toContain("Winter evening sustain obligation, Leeds");
    expect(byOperator).not.toContain("Uncontracted battery flexibility, Sheffield");
    expect(text((await browser.get("/exchange/browse?operator=202")).html)).not.toContain("Winter evening sustain obligation, Leeds");
    // A filter that cannot be used is kept with why beside it, not dropped in silence.
    const bad = await browser.get(`/exchange/browse?capacity_min=abc&period_from=${today.plus({ days: 5 }).toISODate()}&period_to=${today.toISODate()}`);
    expect(bad.html).toMatch(/<input[^>]*name="capacity_min"[^>]*value="abc"[^>]*aria-invalid="true"|<input[^>]*name="capacity_min"[^>]*aria-invalid="true"[^>]*value="abc"/);
    expect(bad.html).toMatch(/id="capacity_min-error"[^>]*>Enter a capacity of 0 or more with up to 5 decimal places\.</);
    expect(bad.html).toMatch(/id="period_to-error"[^>]*>The last day cannot be before the first\.</);
  });
});

describe("the best bid on a listing without JavaScript", () => {
  test("EXCH-02 the lister sees the best bid (capacity, price, bidder) after another provider bids, with the time the page was loaded and a Refresh link", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    const id = await listingId(seller, "Winter evening sustain obligation, Leeds");
    const before = text((await seller.get(`/exchange/listings/${id}/view`)).html);
    // Tidewater's seeded 2 MW bid offers no more than the capacity of the contract the obligation lists.
    const listed = Number(/Capacity\s*(\d+(?:\.\d+)?) MW/.exec(before)![1]);
    expect(before).toContain(`Best bid: ${Math.min(2, listed)} MW at £16.00 /MW/h from Tidewater Storage Ltd.`);
    expect(before).toMatch(/Page loaded at .+\. Refresh/);

    const buyer = new NoJsBrowser();
    await buyer.login("provider2@example.com");
    await buyer.get(`/exchange/listings/${id}/submit-bid`);
    const capacity = String(Math.min(1.5, listed));
    expect(text((await buyer.post(`/exchange/listings/${id}/submit-bid`, { capacity, price: "17.25" })).html)).toContain("Your bid has been placed.");

    const page = await seller.get(`/exchange/listings/${id}/view`);
    expect(text(page.html)).toContain(`Best bid: ${capacity} MW at £17.25 /MW/h from Tidewater Storage Ltd.`);
    expect(page.html).toContain(`href="/exchange/listings/${id}/view"`);
  });

  test("EXCH-02 a provider that did not list it sees only that bids exist, never their price or bidder", async () => {
    const seller = new NoJsBrowser();
    await seller.login("provider2@example.com");
    const id = await listingId(seller, "Uncontracted battery flexibility, Sheffield");
    expect(text((await seller.get(`/exchange/listings/${id}/view`)).html)).toContain("No bids yet.");
    const bidder = new NoJsBrowser();
    await bidder.login();
    await bidder.get(`/exchange/listings/${id}/submit-bid`);
    expect(text((await bidder.post(`/exchange/listings/${id}/submit-bid`, { capacity: "2", price: "13.75" })).html)).toContain("Your bid has been placed.");
    expect(text((await seller.get(`/exchange/listings/${id}/view`)).html)).toContain("Best bid: 2 MW at £13.75 /MW/h from Brightside Energy Storage Ltd.");

    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const seen = await operator.get(`/exchange/listings/${id}/view`);
    expect(seen.status).toBe(200);
    expect(text(seen.html)).toContain("This listing has bids.");
    expect(text(seen.html)).not.toContain("13.75");
    expect(text(seen.html)).not.toContain("Best bid");
    expect(text(seen.html)).not.toContain("Brightside Energy Storage Ltd");
  });
});
