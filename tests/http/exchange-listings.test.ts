import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** The seeded listing with this title, found through the browse page. */
async function listingId(browser: NoJsBrowser, title: string) {
  const page = await browser.get("/exchange/browse");
  const match = new RegExp(`href="/exchange/listings/(\\d+)/view">${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`).exec(page.html);
  expect(match, title).not.toBeNull();
  return Number(match![1]);
}

async function signedIn(email: string) {
  const browser = new NoJsBrowser();
  await browser.login(email);
  return browser;
}

/** The id of the bid a bidder placed, from its row of the lister's decision page. */
function bidOf(html: string, bidder: string) {
  const row = html.split("<tr").find((cells) => cells.includes(`>${bidder}<`));
  expect(row, bidder).toBeDefined();
  return /name="bid" value="(\d+)"/.exec(row!)![1];
}

/**
 * Tidewater's open-market listing with bids from Brightside (the better one) and from max@'s
 * organisation, its bidding closed: the lister accepts Brightside's. Sessions are opened after
 * the clock moves, so none of them has expired.
 */
async function awardedWithALoser() {
  const lister = await signedIn("provider2@example.com");
  const listing = await listingId(lister, "Uncontracted battery flexibility, Sheffield");
  for (const [email, capacity, price] of [["provider@example.com", "2", "12"], ["max@example.com", "1", "11"]]) {
    const bidder = await signedIn(email);
    await bidder.get(`/exchange/listings/${listing}/submit-bid`);
    expect((await bidder.post(`/exchange/listings/${listing}/submit-bid`, { capacity, price })).url).toMatch(/\/view$/);
  }
  // The seeded listing closes in three days at 17:00, London time.
  await sandbox().setClock((await sandbox().today()).plus({ days: 3 }).set({ hour: 17, minute: 1 }).toUTC().toISO()!);
  const owner = await signedIn("provider2@example.com");
  const bid = bidOf((await owner.get(`/exchange/listings/${listing}/decision-bids`)).html, "Brightside Energy Storage Ltd");
  expect((await owner.post(`/exchange/listings/${listing}/decision-bids`, { bid, intent: "confirm", decision: "accept" })).url).toMatch(/\/outcome$/);
  return { listing, owner, winner: await signedIn("provider@example.com"), loser: await signedIn("max@example.com") };
}

describe("a listing's outcome without JavaScript", () => {
  test("EXCH-02 the lister is told who won the award, and the winning bidder that it won", async () => {
    const { listing, owner, winner } = await awardedWithALoser();
    const ownerPage = text((await owner.get(`/exchange/listings/${listing}/outcome`)).html);
    expect(ownerPage).toContain("Awarded to Brightside Energy Storage Ltd: 2 MW at £12.00 /MW/h.");
    expect(ownerPage).not.toContain("has not been awarded");
    const winnerPage = text((await winner.get(`/exchange/listings/${listing}/outcome`)).html);
    expect(winnerPage).toContain("Awarded to you: 2 MW at £12.00 /MW/h.");
    expect(winnerPage).toContain("Your bid: Accepted.");
    expect(winnerPage).not.toContain("has not been awarded");
  });

  test("EXCH-02 a losing bidder is told the listing went to another bidder and that its bid was rejected, never that it was not awarded", async () => {
    const { listing, loser } = await awardedWithALoser();
    const italian = text((await loser.get(`/exchange/listings/${listing}/outcome`)).html);
    expect(italian).toContain("Aggiudicata");
    expect(italian).toContain("Aggiudicata a un altro offerente.");
    expect(italian).toContain("La tua offerta: Respinta.");
    expect(italian).not.toContain("non è stata aggiudicata");
    expect(italian).not.toContain("£12.00");
    await loser.get("/settings/preferences");
    await loser.post("/settings/preferences", { preferred_locale: "en-GB", timezone: "Europe/London" });
    const english = text((await loser.get(`/exchange/listings/${listing}/outcome`)).html);
    expect(english).toContain("Awarded to another bidder.");
    expect(english).toContain("Your bid: Rejected.");
    expect(english).not.toContain("has not been awarded");
  });

  test("EXCH-02 a listing not awarded says so to its lister and to a bidder, whose bid is still live", async () => {
    const owner = await signedIn("provider@example.com");
    const closed = await listingId(owner, "EV charging hub turn-down, York");
    const ownerPage = text((await owner.get(`/exchange/listings/${closed}/outcome`)).html);
    expect(ownerPage).toContain("This listing has not been awarded.");
    expect(ownerPage).not.toMatch(/Awarded/);
    const bidderPage = text((await (await signedIn("provider2@example.com")).get(`/exchange/listings/${closed}/outcome`)).html);
    expect(bidderPage).toContain("This listing has not been awarded.");
    expect(bidderPage).toContain("Your bid: Live.");
    expect(bidderPage).not.toMatch(/Awarded/);
  });
});

describe("withdrawing a listing without JavaScript", () => {
  test("EXCH-02 Withdraw listing asks first, saying the live bids will be cancelled; Cancel goes back with nothing withdrawn; confirming withdraws it with a success notice", async () => {
    const owner = await signedIn("provider@example.com");
    const listing = await listingId(owner, "Winter evening sustain obligation, Leeds");
    const view = await owner.get(`/exchange/listings/${listing}/view`);
    // A link to the confirmation, no longer a button that withdraws at once.
    expect(view.html).toContain(`href="/exchange/listings/${listing}/view/withdraw"`);
    expect(view.html).not.toMatch(/name="intent" value="withdraw"/);
    const ask = await owner.get(`/exchange/listings/${listing}/view/withdraw`);
    expect(ask.status).toBe(200);
    expect(ask.html).toMatch(/role="dialog"/);
    const asked = text(ask.html);
    expect(asked).toContain("Withdraw this listing?");
    expect(asked).toContain("The live bid on it will be cancelled.");
    expect(ask.html).toMatch(new RegExp(`<a href="/exchange/listings/${listing}/view"[^>]*>Cancel</a>`));
    // Only asking: the listing is still open with its bid.
    expect(text((await owner.get(`/exchange/listings/${listing}/view`)).html)).not.toContain("Withdrawn");
    await owner.get(`/exchange/listings/${listing}/view/withdraw`);
    const done = await owner.post(`/exchange/listings/${listing}/view/withdraw`, {});
    expect(done.url).toMatch(new RegExp(`/exchange/listings/${listing}/view$`));
    expect(text(done.html)).toContain("Your listing has been withdrawn.");
    expect(text(done.html)).toContain("Withdrawn");
    // Nothing left to withdraw: the confirmation goes back to the listing.
    expect((await owner.get(`/exchange/listings/${listing}/view/withdraw`)).url).toMatch(new RegExp(`/exchange/listings/${listing}/view$`));
  });

  test("EXCH-02 a bidder whose bid form was open when the listing was withdrawn is told it was withdrawn, not only that bidding closed", async () => {
    const owner = await signedIn("provider@example.com");
    const listing = await listingId(owner, "Winter evening sustain obligation, Leeds");
    const bidder = await signedIn("provider2@example.com");
    await bidder.get(`/exchange/listings/${listing}/submit-bid`);
    await owner.get(`/exchange/listings/${listing}/view/withdraw`);
    await owner.post(`/exchange/listings/${listing}/view/withdraw`, {});
    const refused = text((await bidder.post(`/exchange/listings/${listing}/submit-bid`, { capacity: "1", price: "17" })).html);
    expect(refused).toContain("This listing has been withdrawn by its lister: bidding on it has closed.");
    expect(refused).not.toContain("Bidding on this listing has closed.");
    expect(refused).not.toContain("Your bid has been placed.");
  });
});

describe("a decided bid without JavaScript", () => {
  test("EXCH-02 a rejected bidder sees its own bid and that it was rejected, and the listing with every bid decided is closed, not awarded, no longer awaiting a decision", async () => {
    const owner = await signedIn("provider@example.com");
    const closed = await listingId(owner, "EV charging hub turn-down, York");
    const bid = bidOf((await owner.get(`/exchange/listings/${closed}/decision-bids`)).html, "Tidewater Storage Ltd");
    await owner.post(`/exchange/listings/${closed}/decision-bids`, { bid, intent: "confirm", decision: "reject" });
    const bidder = text((await (await signedIn("provider2@example.com")).get(`/exchange/listings/${closed}/view`)).html);
    expect(bidder).toContain("Your bid: 0.8 MW at £9.00 /MW/h, Rejected.");
    expect(bidder).toContain("Closed, not awarded");
    expect(bidder).not.toContain("awaiting decision");
    expect(bidder).not.toContain("No bids yet.");
    const lister = text((await owner.get(`/exchange/listings/${closed}/view`)).html);
    expect(lister).toContain("Closed, not awarded");
    expect(lister).not.toContain("awaiting decision");
  });
});

describe("an obligation listing closed without an award, without JavaScript", () => {
  test("EXCH-01 EXCH-02 once the lister rejects the only bid after closing, its contract can be listed again, as after a withdrawal", async () => {
    const seeded = await listingId(await signedIn("provider@example.com"), "Winter evening sustain obligation, Leeds");
    // Past its closing (tomorrow, 17:00 London): sessions are opened after the clock moves.
    await sandbox().advanceClock(2 * 86_400);
    const owner = await signedIn("provider@example.com");
    const bid = bidOf((await owner.get(`/exchange/listings/${seeded}/decision-bids`)).html, "Tidewater Storage Ltd");
    await owner.post(`/exchange/listings/${seeded}/decision-bids`, { bid, intent: "confirm", decision: "reject" });
    expect(text((await owner.get(`/exchange/listings/${seeded}/view`)).html)).toContain("Closed, not awarded");

    await owner.get("/exchange/new-listing");
    const offer = await owner.post("/exchange/new-listing/type", { intent: "next", exchange_type: "flexibility_obligation" });
    const contract = /<option value="(\d+)">[^<]*Yorkshire Winter Sustain[^<]*<\/option>/.exec(offer.html)![1];
    const closes = (await sandbox().today()).plus({ days: 1 }).toISODate()!;
    const fields = { exchange_type: "flexibility_obligation", title: "Winter evening sustain obligation, offered again", contract, price: "18", closes_date: closes, closes_time: "17:00" };
    const published = await owner.post("/exchange/new-listing/review", { ...fields, intent: "publish" });
    expect(text(published.html)).not.toContain("This contract is already listed.");
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    expect(text(published.html)).toContain("Your listing has been published.");
    expect(text(published.html)).toContain("Yorkshire Winter Sustain");
  });
});

describe("the page of bids once nothing remains to decide, without JavaScript", () => {
  test("EXCH-02 closed, not awarded: the lister's page of bids says the listing ended without an award and no decision remains, in every locale, with no Accept or Reject", async () => {
    const owner = await signedIn("provider@example.com");
    const closed = await listingId(owner, "EV charging hub turn-down, York");
    const path = `/exchange/listings/${closed}/decision-bids`;
    const bid = bidOf((await owner.get(path)).html, "Tidewater Storage Ltd");
    const after = await owner.post(path, { bid, intent: "confirm", decision: "reject" });
    expect(after.url).toMatch(new RegExp(`${path}$`));
    const page = text(after.html);
    expect(page).toContain("Bidding has closed and no bid was accepted: the listing ended without an award, so no decision remains.");
    expect(page).not.toContain("accept one bid to award the listing");
    expect(after.html).not.toMatch(/name="decision"/);
    // A confirmation asked for by hand is not offered either.
    const asked = await owner.post(path, { bid, intent: "ask", decision: "accept" });
    expect(asked.html).not.toMatch(/role="dialog"/);
    expect(text(asked.html)).not.toContain("Accept this bid?");

    await owner.get("/settings/preferences");
    await owner.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const italian = await owner.get(path);
    expect(text(italian.html)).toContain("Le offerte sono chiuse e nessuna è stata accettata: la pubblicazione si è conclusa senza aggiudicazione, quindi non resta nessuna decisione da prendere.");
    expect(italian.html).not.toMatch(/name="decision"/);
    await owner.post("/settings/preferences", { preferred_locale: "pt-PT", timezone: "Europe/London" });
    const portuguese = await owner.get(path);
    expect(text(portuguese.html)).toContain("As licitações fecharam e nenhuma foi aceite: o anúncio terminou sem adjudicação, pelo que não resta nenhuma decisão a tomar.");
    expect(portuguese.html).not.toMatch(/name="decision"/);
  });
});
