import { DateTime } from "luxon";
import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** A closing time as the exchange's pages show it in a zone. */
const closesShown = (instant: DateTime, zone: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: zone, hourCycle: "h23" }).format(instant.toJSDate());

async function signedIn(email: string, timezone: string) {
  const browser = new NoJsBrowser();
  await browser.login(email);
  await browser.get("/settings/preferences");
  await browser.post("/settings/preferences", { preferred_locale: "en-GB", timezone });
  return browser;
}

/** An open-market listing's terms step, everything before it filled in. */
async function termsOf(browser: NoJsBrowser) {
  const today = await sandbox().today();
  const [start, end, closes] = [20, 50, 5].map((days) => today.plus({ days }).toISODate()!);
  await browser.get("/exchange/new-listing");
  const base = { exchange_type: "open_market", title: "Battery turn-down, Wakefield", capacity: "2.5", start, end, price: "14", reserve_price: "" };
  return { base, closes };
}

describe("the exchange's times in the user's time zone, without JavaScript", () => {
  test("EXCH-01 EXCH-02 SET-01 a closing time typed by a Sydney user is read on Sydney's clock, the form names the zone, and each reader sees it in their own zone", async () => {
    const sydney = await signedIn("provider@example.com", "Australia/Sydney");
    const { base, closes } = await termsOf(sydney);
    const terms = await sydney.post("/exchange/new-listing/offer", { intent: "next", ...base });
    expect(text(terms.html)).toContain("Time in your time zone, Australia/Sydney");
    const review = await sydney.post("/exchange/new-listing/terms", { intent: "next", ...base, closes_date: closes, closes_time: "23:30" });
    expect(text(review.html)).toContain(`Bidding closes on ${closes} 23:30 (Australia/Sydney)`);
    const published = await sydney.post("/exchange/new-listing/review", { intent: "publish", ...base, closes_date: closes, closes_time: "23:30" });
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    const instant = DateTime.fromISO(`${closes}T23:30`, { zone: "Australia/Sydney" });
    expect(text(published.html)).toContain(`Bidding closes ${closesShown(instant, "Australia/Sydney")}`);
    expect(text((await sydney.get("/exchange/browse?mine=on")).html)).toContain(closesShown(instant, "Australia/Sydney"));

    // A reader in the UK sees the same moment on the UK's clock.
    const london = await signedIn("provider2@example.com", "Europe/London");
    const path = new URL(published.url).pathname;
    const seen = text((await london.get(path)).html);
    expect(seen).toContain(`Bidding closes ${closesShown(instant, "Europe/London")}`);
    expect(seen).not.toContain(closesShown(instant, "Australia/Sydney"));
    expect(text((await london.get(path.replace(/view$/, "submit-bid"))).html)).toContain(closesShown(instant, "Europe/London"));
  });

  test("EXCH-02 SET-01 the time the listing page was loaded is said in the reader's zone", async () => {
    const sydney = await signedIn("provider@example.com", "Australia/Sydney");
    const browse = await sydney.get("/exchange/browse");
    const id = /href="\/exchange\/listings\/(\d+)\/view">Winter evening sustain obligation, Leeds</.exec(browse.html)![1];
    const before = DateTime.fromISO((await sandbox().clock()).now);
    const page = text((await sydney.get(`/exchange/listings/${id}/view`)).html);
    const after = DateTime.fromISO((await sandbox().clock()).now);
    const loaded = /Page loaded at (\d{1,2} \w{3,4} \d{4}, \d{2}):\d{2}:\d{2}\./.exec(page)?.[1];
    const hour = (at: DateTime) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney", hourCycle: "h23" }).format(at.toJSDate()).slice(0, -3);
    expect([hour(before), hour(after)]).toContain(loaded);
  });

  test("EXCH-01 SET-01 a closing time the clocks skip in the user's zone is refused beside the field, with what was typed kept", async () => {
    const sydney = await signedIn("provider@example.com", "Australia/Sydney");
    const { base } = await termsOf(sydney);
    // Sydney's clocks go forward at 02:00 on the first Sunday of October.
    const year = (await sandbox().today()).year + 1;
    const sunday = DateTime.fromObject({ year, month: 10, day: 1 }, { zone: "Australia/Sydney" });
    const skipped = sunday.plus({ days: (7 - sunday.weekday) % 7 }).toISODate()!;
    const later = { ...base, start: `${year}-12-01`, end: `${year}-12-31` };
    const refused = await sydney.post("/exchange/new-listing/terms", { intent: "next", ...later, closes_date: skipped, closes_time: "02:30" });
    expect(refused.html).toMatch(/id="closes_time-error"[^>]*>There is no such time that day in your time zone: the clocks go forward\.</);
    expect(refused.html).toMatch(/id="closes_time"[^>]*value="02:30"/);
    // The same time is a real one in the UK.
    const london = await signedIn("provider2@example.com", "Europe/London");
    await london.get("/exchange/new-listing");
    const accepted = await london.post("/exchange/new-listing/terms", { intent: "next", ...later, closes_date: skipped, closes_time: "02:30" });
    expect(text(accepted.html)).toContain("Publish listing");
  });
});

describe("the exchange's money, without JavaScript", () => {
  test("EXCH-01 EXCH-02 prices are written as money everywhere else in the app: with thousands separators, in the reader's locale", async () => {
    const seller = await signedIn("provider@example.com", "Europe/London");
    const { base, closes } = await termsOf(seller);
    const terms = { ...base, price: "1100", reserve_price: "1000.5", closes_date: closes, closes_time: "17:00" };
    const published = await seller.post("/exchange/new-listing/review", { intent: "publish", ...terms });
    const path = new URL(published.url).pathname;
    expect(text(published.html)).toContain("£1,100.00 /MW/h");
    expect(text(published.html)).toContain("Reserve price £1,000.50 /MW/h");
    expect(text((await seller.get("/exchange/browse?mine=on")).html)).toContain("£1,100.00 /MW/h");

    const buyer = await signedIn("provider2@example.com", "Europe/London");
    const bidPage = path.replace(/view$/, "submit-bid");
    await buyer.get(bidPage);
    const under = await buyer.post(bidPage, { capacity: "1", price: "1" });
    // The reserve is the lister's secret: a bid under it is refused without telling it.
    expect(text(under.html)).toContain("Your bid is under the listing's reserve price.");
    expect(text(under.html)).not.toContain("1,000.50");
    const placed = await buyer.post(bidPage, { capacity: "2", price: "1234.5" });
    expect(text(placed.html)).toContain("Your live bid: 2 MW at £1,234.50 /MW/h.");
    expect(text((await seller.get(path)).html)).toContain("Best bid: 2 MW at £1,234.50 /MW/h from Tidewater Storage Ltd.");

    await buyer.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    expect(text((await buyer.get(path)).html)).toContain("La tua offerta attiva: 2 MW a 1234,50 £ /MW/h.");
  });
});

describe("the exchange's capacities, without JavaScript", () => {
  test("EXCH-01 EXCH-02 capacities are written with the reader's decimal separator, as money is (2,5 MW in Italian and Portuguese), while the fields still take a decimal point", async () => {
    const seller = await signedIn("provider@example.com", "Europe/London");
    const { base, closes } = await termsOf(seller);
    const terms = { ...base, capacity: "2.5", price: "17", closes_date: closes, closes_time: "17:00" };
    const published = await seller.post("/exchange/new-listing/review", { intent: "publish", ...terms });
    const path = new URL(published.url).pathname;
    expect(text(published.html)).toContain("Capacity 2.5 MW");

    const buyer = await signedIn("provider2@example.com", "Europe/London");
    await buyer.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const row = new RegExp(`${base.title}[\\s\\S]*?</tr>`).exec((await buyer.get("/exchange/browse")).html)![0];
    expect(text(row)).toContain("2,5 MW");
    expect(text(row)).not.toContain("2.5 MW");
    expect(text((await buyer.get(path)).html)).toContain("Capacità 2,5 MW");
    const bidPage = path.replace(/view$/, "submit-bid");
    await buyer.get(bidPage);
    // The limit is said as the page writes it; the capacity typed with a point is still read.
    expect(text((await buyer.post(bidPage, { capacity: "3", price: "17" })).html)).toContain("Inserisci una capacità di al massimo 2,5 MW.");
    expect(text((await buyer.post(bidPage, { capacity: "1.5", price: "17.5" })).html)).toContain("La tua offerta attiva: 1,5 MW a 17,50 £ /MW/h.");

    await seller.post("/settings/preferences", { preferred_locale: "pt-PT", timezone: "Europe/London" });
    const own = text((await seller.get(path)).html);
    expect(own).toContain("Capacidade 2,5 MW");
    expect(own).toContain("Melhor licitação: 1,5 MW a 17,50");
    // The review of a new listing reads the typed capacity back the same way.
    await seller.get("/exchange/new-listing");
    const review = await seller.post("/exchange/new-listing/terms", { intent: "next", ...terms, capacity: "0.75" });
    expect(text(review.html)).toContain("Capacidade (MW) 0,75");
    expect(text(review.html)).toContain("17,00");
  });
});

describe("the exchange's numbers, without JavaScript", () => {
  test("EXCH-01 EXCH-02 VAL-03 a decimal comma in a bid or a listing is said to need a decimal point, beside its field, with what was typed kept", async () => {
    const seller = await signedIn("provider@example.com", "Europe/London");
    const { base } = await termsOf(seller);
    const offer = await seller.post("/exchange/new-listing/offer", { intent: "next", ...base, capacity: "1,5" });
    expect(offer.html).toMatch(/id="capacity-error"[^>]*>Use a decimal point, not a comma, and no thousands separators: for example 1200\.50\.</);
    expect(offer.html).toMatch(/id="capacity"[^>]*value="1,5"/);
    expect(text(offer.html)).not.toContain("Enter a number greater than 0.");
    const terms = await seller.post("/exchange/new-listing/terms", { intent: "next", ...base, price: "1200,50" });
    expect(terms.html).toMatch(/id="price-error"[^>]*>Use a decimal point, not a comma/);

    const buyer = await signedIn("provider2@example.com", "Europe/London");
    const id = /href="\/exchange\/listings\/(\d+)\/view">Winter evening sustain obligation, Leeds</.exec((await buyer.get("/exchange/browse")).html)![1];
    await buyer.get(`/exchange/listings/${id}/submit-bid`);
    const bid = await buyer.post(`/exchange/listings/${id}/submit-bid`, { capacity: "1,5", price: "1200,50" });
    expect(bid.html).toMatch(/id="bid-capacity-error"[^>]*>Use a decimal point, not a comma/);
    expect(bid.html).toMatch(/id="bid-price-error"[^>]*>Use a decimal point, not a comma/);
    expect(bid.html).toMatch(/id="bid-price"[^>]*value="1200,50"/);
    await buyer.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const italian = await buyer.post(`/exchange/listings/${id}/submit-bid`, { capacity: "1,5", price: "17" });
    expect(text(italian.html)).toContain("Usa il punto come separatore decimale, non la virgola");
    expect(text(italian.html)).not.toContain("Inserisci un numero maggiore di 0.");
  });
});

describe("the exchange's required fields, without JavaScript", () => {
  test("EXCH-01 EXCH-02 VAL-05 an empty bid or listing field says 'This field is required' beside it, as the spec writes it", async () => {
    const seller = await signedIn("provider@example.com", "Europe/London");
    const { base } = await termsOf(seller);
    const offer = await seller.post("/exchange/new-listing/offer", { intent: "next", ...base, title: "", capacity: "" });
    expect(offer.html).toMatch(/id="title-error"[^>]*>This field is required</);
    expect(offer.html).toMatch(/id="capacity-error"[^>]*>This field is required</);

    const buyer = await signedIn("provider2@example.com", "Europe/London");
    const id = /href="\/exchange\/listings\/(\d+)\/view">Winter evening sustain obligation, Leeds</.exec((await buyer.get("/exchange/browse")).html)![1];
    await buyer.get(`/exchange/listings/${id}/submit-bid`);
    const bid = await buyer.post(`/exchange/listings/${id}/submit-bid`, { capacity: "", price: "" });
    expect(bid.html).toMatch(/id="bid-capacity-error"[^>]*>This field is required</);
    expect(bid.html).toMatch(/id="bid-price-error"[^>]*>This field is required</);
    await buyer.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    expect((await buyer.post(`/exchange/listings/${id}/submit-bid`, { capacity: "", price: "17" })).html).toMatch(/id="bid-capacity-error"[^>]*>Questo campo è obbligatorio</);
  });
});

describe("the exchange's browse filters, without JavaScript", () => {
  test("EXCH-01 a capacity that is not a number or a delivery period ending before it starts is said beside its field, kept as typed, and does not empty the list", async () => {
    const browser = await signedIn("provider@example.com", "Europe/London");
    const today = await sandbox().today();
    const [from, to] = [today.plus({ days: 5 }).toISODate()!, today.toISODate()!];
    const page = await browser.get(`/exchange/browse?capacity_min=abc&period_from=${from}&period_to=${to}`);
    expect(page.html).toMatch(/id="capacity_min-error"[^>]*>Enter a capacity of 0 or more with up to 5 decimal places\.</);
    expect(page.html).toMatch(/id="period_to-error"[^>]*>The last day cannot be before the first\.</);
    expect(page.html).toMatch(/<input[^>]*name="period_to"[^>]*value="[^"]+"/);
    expect(page.html).toContain(`value="${to}"`);
    expect(page.html).toContain(`value="${from}"`);
    // A period ending before it starts matches nothing: it is not applied, so the listings stay.
    expect(text(page.html)).toContain("Uncontracted battery flexibility, Sheffield");
    const missing = await browser.get(`/exchange/browse?period_from=${today.year + 1}-02-31`);
    expect(missing.html).toMatch(/id="period_from-error"[^>]*>Enter a real date as YYYY-MM-DD or DD-MM-YYYY\.</);
  });
});

describe("the exchange's delivery periods, without JavaScript", () => {
  test("EXCH-01 I18N-01 a listing's period is written as calendar dates in the reader's locale, as the closing time beside it is, on the list and the listing", async () => {
    const seller = await signedIn("provider@example.com", "Europe/London");
    const { base, closes } = await termsOf(seller);
    const published = await seller.post("/exchange/new-listing/review", { intent: "publish", ...base, closes_date: closes, closes_time: "17:00" });
    const path = new URL(published.url).pathname;
    // The sandbox's days, each as "d LLL yyyy" in the reader's language (dateText's form).
    const days = (locale: string) => [base.start, base.end].map((day) => DateTime.fromISO(day).setLocale(locale).toFormat("d LLL yyyy"));
    const [start, end] = days("en-GB");
    let last = await seller.get("/exchange/browse?mine=on");
    const row = () => text(new RegExp(`${base.title}[\\s\\S]*?</tr>`).exec(last.html)![0]);
    expect(row()).toContain(`${start} – ${end}`);
    expect(row()).not.toContain(base.start);
    expect(text((await seller.get(path)).html)).toContain(`Period ${start} – ${end}`);

    await seller.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const [inizio, fine] = days("it-IT");
    last = await seller.get("/exchange/browse?mine=on");
    expect(row()).toContain(`${inizio} – ${fine}`);
    expect(text((await seller.get(path)).html)).toContain(`Periodo ${inizio} – ${fine}`);
  });
});
