import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** Posts a form with repeated fields (ticked boxes) as the browser would, with the page's anti-forgery token. */
async function postPairs(browser: NoJsBrowser, path: string, pairs: [string, string][]) {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1];
  const form = new URLSearchParams(token ? [["csrf", token], ...pairs] : pairs);
  return browser.request(path, { method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

const checkboxes = (html: string) =>
  [...html.matchAll(/<input type="checkbox" id="window-(\d+)"([^>]*)\/?>\s*<label for="window-\d+">([^<]*)<\/label>/g)].map((match) => ({
    id: match[1],
    checked: /\bchecked\b/.test(match[2]),
    label: text(match[3]).trim(),
  }));

const instructionIds = (html: string) => [...html.matchAll(/data-instruction="(\d+)"/g)].map((match) => Number(match[1]));

/** The rows of a contract's windows table: "name times". */
async function contractWindows(browser: NoJsBrowser, reference: string) {
  const list = await browser.get("/manage/flexprovider/contracts");
  const link = new RegExp(`href="(/manage/flexprovider/contracts/\\d+)">${reference}<`).exec(list.html);
  expect(link, reference).not.toBeNull();
  const page = await browser.get(link![1]);
  const body = /Service windows<\/h3>[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)![1];
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => text(row[1]).trim());
}

describe("an obligation for some service windows, without JavaScript", () => {
  test("EXCH-01 EXCH-02 A offers one window of a contract, B bids, A accepts after closing: B holds a new contract with that window and its later dispatches, A keeps the other windows", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    // The seeded obligation offers the same contract: the lister withdraws it first.
    const browse = await seller.get("/exchange/browse");
    const seeded = /href="\/exchange\/listings\/(\d+)\/view">Winter evening sustain obligation, Leeds</.exec(browse.html)![1];
    await seller.get(`/exchange/listings/${seeded}/view`);
    await seller.post(`/exchange/listings/${seeded}/view/withdraw`, {});

    await seller.get("/exchange/new-listing");
    const offer = await seller.post("/exchange/new-listing/type", { intent: "next", exchange_type: "flexibility_obligation" });
    const option = /<option value="(\d+)">([^<]*Yorkshire Winter Sustain[^<]*)<\/option>/.exec(offer.html)!;
    const [contract, reference] = [option[1], option[2].split(" ")[0]];
    const base = { exchange_type: "flexibility_obligation", title: "One window of the Yorkshire obligation", description: "", contract };

    // The windows step: every window of the contract ticked.
    const windowsStep = await seller.post("/exchange/new-listing/offer", { ...base, intent: "next" });
    expect(text(windowsStep.html)).toContain(`Which service windows of contract ${reference} do you offer?`);
    const boxes = checkboxes(windowsStep.html);
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes.every((box) => box.checked)).toBe(true);
    // Windows of two service periods may share a name: each box names its period.
    for (const box of boxes) expect(box.label).toMatch(/\d+(\.\d+)? MW \(.+\)$/);

    // Unticking every one is refused next to the field, with the boxes left as they were.
    const none = await postPairs(seller, "/exchange/new-listing/windows", [...Object.entries(base), ["intent", "next"], ["service_windows", ""]]);
    expect(text(none.html)).toContain("Tick at least one service window.");
    expect(none.html).toContain('id="service_windows-error"');
    expect(checkboxes(none.html).some((box) => box.checked)).toBe(false);

    // One window only: the morning window of the service period under way, where the seeded dispatches still to come are.
    const chosen = boxes.find((box) => box.label.startsWith("Morning peak"))!;
    const terms = await postPairs(seller, "/exchange/new-listing/windows", [...Object.entries(base), ["intent", "next"], ["service_windows", ""], ["service_windows", chosen.id]]);
    expect(text(terms.html)).toContain("Asked price");
    expect(checkboxes((await seller.get("/exchange/new-listing/windows")).html).filter((box) => box.checked).map((box) => box.id)).toEqual([chosen.id]);
    const closes = (await sandbox().today()).plus({ days: 1 });
    const termsFields = { price: "20", reserve_price: "", closes_date: closes.toISODate()!, closes_time: "06:00" };
    const review = await seller.post("/exchange/new-listing/terms", { ...base, service_windows: chosen.id, ...termsFields, intent: "next" });
    expect(text(review.html)).toContain(`Service windows offered ${chosen.label}`);
    const published = await seller.post("/exchange/new-listing/review", { ...base, service_windows: chosen.id, ...termsFields, intent: "publish" });
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    const listing = Number(/listings\/(\d+)\/view/.exec(published.url)![1]);
    const view = text(published.html);
    expect(view).toContain("Only these service windows of the contract; the lister keeps the others.");
    expect(view).toContain(chosen.label.split(",")[0]);
    const sellerBefore = instructionIds((await seller.get("/operations/upcomingdispatches")).html);

    const buyer = new NoJsBrowser();
    await buyer.login("provider2@example.com");
    const offered = text((await buyer.get(`/exchange/listings/${listing}/view`)).html);
    expect(offered).toContain("Service windows offered");
    // The buyer takes all the window's capacity, as the contract lists it.
    const capacity = /Capacity\s*(\d+(?:\.\d+)?) MW/.exec(offered)![1];
    await buyer.get(`/exchange/listings/${listing}/submit-bid`);
    expect(text((await buyer.post(`/exchange/listings/${listing}/submit-bid`, { capacity, price: "21" })).html)).toContain("Your bid has been placed.");

    await sandbox().setClock(closes.set({ hour: 6, minute: 1 }).toUTC().toISO()!);
    const after = new NoJsBrowser();
    await after.login();
    const page = await after.get(`/exchange/listings/${listing}/decision-bids`);
    expect(text(page.html)).toContain("Only these service windows of the contract");
    const bid = /name="bid" value="(\d+)"/.exec(page.html)![1];
    const asked = await after.post(`/exchange/listings/${listing}/decision-bids`, { bid, intent: "ask", decision: "accept" });
    expect(text(asked.html)).toContain(`you keep contract ${reference} with the other windows`);
    const done = await after.post(`/exchange/listings/${listing}/decision-bids`, { bid, intent: "confirm", decision: "accept" });
    const moved = `${reference}-T${listing}`;
    expect(text(done.html)).toContain(`have moved to Tidewater Storage Ltd as contract ${moved}`);
    expect(text(done.html)).toContain("Service windows moved");

    // B holds the new contract with that window only; A keeps its contract with the others.
    const newBuyer = new NoJsBrowser();
    await newBuyer.login("provider2@example.com");
    const bought = await contractWindows(newBuyer, moved);
    expect(bought).toHaveLength(1);
    // The row reads as the box did: name, hours, capacity.
    const squeeze = (value: string) => value.replace(/[\s,]/g, "");
    expect(squeeze(bought[0])).toContain(squeeze(chosen.label.replace(/ \([^)]*\)$/, "")));
    const kept = await contractWindows(after, reference);
    expect(kept).toHaveLength(boxes.length - 1);
    expect(text((await after.get("/manage/flexprovider/contracts")).html)).not.toContain(moved);

    // Only the dispatches still to come in that window moved.
    const buyerNow = instructionIds((await newBuyer.get("/operations/upcomingdispatches")).html);
    const sellerNow = instructionIds((await after.get("/operations/upcomingdispatches")).html);
    const movedIds = sellerBefore.filter((id) => buyerNow.includes(id));
    expect(movedIds.length).toBeGreaterThan(0);
    for (const id of movedIds) expect(sellerNow).not.toContain(id);
    expect(sellerBefore.some((id) => sellerNow.includes(id))).toBe(true);
  });

  test("EXCH-02 the award re-checks the bidder's assets: once the operator has disqualified them in the competition, accepting is refused with a message and nothing moves", async () => {
    const seller = new NoJsBrowser();
    await seller.login();
    const browse = await seller.get("/exchange/browse");
    const seeded = /href="\/exchange\/listings\/(\d+)\/view">Winter evening sustain obligation, Leeds</.exec(browse.html)![1];
    await seller.get(`/exchange/listings/${seeded}/view`);
    await seller.post(`/exchange/listings/${seeded}/view/withdraw`, {});
    await seller.get("/exchange/new-listing");
    const offer = await seller.post("/exchange/new-listing/type", { intent: "next", exchange_type: "flexibility_obligation" });
    const option = /<option value="(\d+)">([^<]*Yorkshire Winter Sustain[^<]*)<\/option>/.exec(offer.html)!;
    const [contract, reference] = [option[1], option[2].split(" ")[0]];
    const base = { exchange_type: "flexibility_obligation", title: "One window, re-checked", description: "", contract };
    const boxes = checkboxes((await seller.post("/exchange/new-listing/offer", { ...base, intent: "next" })).html);
    const closes = (await sandbox().today()).plus({ days: 1 });
    const published = await seller.post("/exchange/new-listing/review", { ...base, service_windows: boxes[0].id, price: "20", reserve_price: "", closes_date: closes.toISODate()!, closes_time: "06:00", intent: "publish" });
    const listing = Number(/listings\/(\d+)\/view/.exec(published.url)![1]);

    const buyer = new NoJsBrowser();
    await buyer.login("provider2@example.com");
    await buyer.get(`/exchange/listings/${listing}/submit-bid`);
    expect(text((await buyer.post(`/exchange/listings/${listing}/submit-bid`, { capacity: "1", price: "21" })).html)).toContain("Your bid has been placed.");

    // The operator of Yorkshire Winter Sustain disqualifies every asset of the buyer in it.
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const review = "/manage/systemoperator/201/competitions/5/qualification";
    const rows = [...(await operator.get(review)).html.matchAll(/<tr><th scope="row">[^<]*<\/th><td>Tidewater Storage Ltd<\/td>[\s\S]*?<\/tr>/g)].map((row) => row[0]);
    const ids = rows.map((row) => /name="qualification" value="(\d+)"/.exec(row)?.[1]).filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      await operator.get(`${review}/${id}/disqualify`);
      await operator.post(`${review}/${id}/disqualify`, { qualification: id, intent: "disqualify", reason: "insufficient_financials" });
    }

    await sandbox().setClock(closes.set({ hour: 6, minute: 1 }).toUTC().toISO()!);
    const after = new NoJsBrowser();
    await after.login();
    const page = await after.get(`/exchange/listings/${listing}/decision-bids`);
    const bid = /name="bid" value="(\d+)"/.exec(page.html)![1];
    const refused = await after.post(`/exchange/listings/${listing}/decision-bids`, { bid, intent: "confirm", decision: "accept" });
    expect(text(refused.html)).toContain("The bidder no longer has assets qualified for this competition, so its bid cannot be accepted.");
    expect(refused.html).toMatch(/role="alert"[^>]*>The bidder no longer has assets qualified/);
    // Nothing changed: the listing waits for a decision, the bid is live, the contract keeps every window.
    expect(text((await after.get(`/exchange/listings/${listing}/view`)).html)).toContain("Closed, awaiting decision");
    expect(text((await after.get(`/exchange/listings/${listing}/decision-bids`)).html)).toContain("Live");
    expect(await contractWindows(after, reference)).toHaveLength(boxes.length);
    const newBuyer = new NoJsBrowser();
    await newBuyer.login("provider2@example.com");
    expect(text((await newBuyer.get("/manage/flexprovider/contracts")).html)).not.toContain(`${reference}-T${listing}`);
  });
});
