import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const WIZARD = "/exchange/new-listing";

/** Posts a step as a browser without JavaScript does, without following: the answer must be a 303 to `next`, which is then opened. */
async function postStep(browser: NoJsBrowser, step: string, fields: Record<string, string>, next: string) {
  const answer = await browser.post(`${WIZARD}/${step}`, fields, { follow: false });
  expect(answer.status, `${step} → ${next}`).toBe(303);
  expect(new URL(answer.headers.get("location")!, answer.url).pathname).toBe(`${WIZARD}/${next}`);
  return { answer, page: await browser.get(`${WIZARD}/${next}`) };
}

const fieldValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
const textareaText = (html: string, name: string) => new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
const draftCookies = async (browser: NoJsBrowser) => browser.jar.getCookies(new URL(`${WIZARD}/type`, browser.base).toString());

/** An open-market listing as typed on its steps, dated from the sandbox's today. */
async function openMarket() {
  const today = await sandbox().today();
  const [start, end, closes] = [20, 50, 5].map((days) => today.plus({ days }).toISODate()!);
  return {
    offer: { title: "Battery turn-down, Wakefield", description: "Two batteries, weekdays.", capacity: "2.5", start, end },
    terms: { price: "14", reserve_price: "12", closes_date: closes, closes_time: "17:00" },
  };
}

describe("the new listing's steps and the browser's Back button, without JavaScript", () => {
  test("EXCH-01 each step posted answers 303 with the next step's own address; going back a step (a GET) shows what was typed there; the listing publishes and the draft is forgotten", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { offer, terms } = await openMarket();
    const first = await browser.get(WIZARD);
    expect(new URL(first.url).pathname).toBe(`${WIZARD}/type`);

    const toOffer = await postStep(browser, "type", { intent: "next", exchange_type: "open_market" }, "offer");
    // The draft travels in signed cookies sent only to the form's pages, out of reach of the page's scripts.
    const set = toOffer.answer.headers.getSetCookie().filter((cookie) => cookie.startsWith("__flexmarket_listing"));
    expect(set).toHaveLength(2);
    for (const cookie of set) {
      expect(cookie).toMatch(/; Path=\/exchange\/new-listing(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    }
    const session = (await browser.jar.getCookies(browser.base)).find((cookie) => cookie.key === "__flexmarket_session")!;
    for (const cookie of (await draftCookies(browser)).filter((cookie) => cookie.key.startsWith("__flexmarket_listing"))) expect(cookie.secure).toBe(session.secure);

    await postStep(browser, "offer", { intent: "next", ...offer }, "terms");
    const review = (await postStep(browser, "terms", { intent: "next", ...terms }, "review")).page;
    expect(text(review.html)).toContain(`Bidding closes on ${terms.closes_date} 17:00`);

    // Back, as the browser goes: a GET of each step before, with its values as typed.
    const termsAgain = await browser.get(`${WIZARD}/terms`);
    expect(termsAgain.status).toBe(200);
    for (const [name, value] of Object.entries(terms)) expect(fieldValue(termsAgain.html, name), name).toBe(value);
    const offerAgain = await browser.get(`${WIZARD}/offer`);
    for (const name of ["title", "capacity", "start", "end"] as const) expect(fieldValue(offerAgain.html, name), name).toBe(offer[name]);
    expect(textareaText(offerAgain.html, "description")).toBe(offer.description);
    expect(offerAgain.html).toMatch(/<li aria-current="step">What is offered<\/li>/);
    const typeAgain = await browser.get(`${WIZARD}/type`);
    expect(typeAgain.html).toMatch(/<input[^>]*id="type-open_market"[^>]*checked/);

    // Forward again without changing anything, then publish.
    await postStep(browser, "type", { intent: "next", exchange_type: "open_market" }, "offer");
    await postStep(browser, "offer", { intent: "next", ...offer }, "terms");
    await postStep(browser, "terms", { intent: "next", ...terms }, "review");
    const published = await browser.post(`${WIZARD}/review`, { intent: "publish" });
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    expect(text(published.html)).toContain("Your listing has been published.");
    expect(text(published.html)).toContain("Battery turn-down, Wakefield");
    expect((await draftCookies(browser)).filter((cookie) => cookie.key.startsWith("__flexmarket_listing"))).toEqual([]);
    // Nothing kept: a later step opens the first one, with nothing chosen.
    const after = await browser.get(`${WIZARD}/review`);
    expect(new URL(after.url).pathname).toBe(`${WIZARD}/type`);
    expect(after.html).not.toMatch(/<input[^>]*name="exchange_type"[^>]*checked/);
  });

  test("EXCH-01 the form's own Back keeps what was typed on the step and answers 303 with the step before; Start again forgets the draft; a step not reached goes back to the first one missing", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { offer } = await openMarket();
    expect(new URL((await browser.get(`${WIZARD}/terms`)).url).pathname).toBe(`${WIZARD}/type`);
    await postStep(browser, "type", { intent: "next", exchange_type: "open_market" }, "offer");
    // Unfinished (no capacity yet), the step is kept as typed when going back.
    const back = await postStep(browser, "offer", { intent: "back", ...offer, capacity: "" }, "type");
    expect(back.page.html).toMatch(/<input[^>]*id="type-open_market"[^>]*checked/);
    const offerAgain = await browser.get(`${WIZARD}/offer`);
    expect(fieldValue(offerAgain.html, "title")).toBe(offer.title);
    expect(textareaText(offerAgain.html, "description")).toBe(offer.description);
    // The offer is not complete: the terms step sends back to it.
    expect(new URL((await browser.get(`${WIZARD}/terms`)).url).pathname).toBe(`${WIZARD}/offer`);
    // An error is shown in place, beside its field, with what was typed.
    const refused = await browser.post(`${WIZARD}/offer`, { intent: "next", ...offer, capacity: "" });
    expect(refused.status).toBe(200);
    expect(refused.html).toMatch(/id="capacity-error"[^>]*>This field is required</);
    expect(fieldValue(refused.html, "title")).toBe(offer.title);

    await postStep(browser, "offer", { intent: "restart" }, "type");
    expect((await draftCookies(browser)).filter((cookie) => cookie.key.startsWith("__flexmarket_listing"))).toEqual([]);
    expect(new URL((await browser.get(`${WIZARD}/offer`)).url).pathname).toBe(`${WIZARD}/type`);
  });

  test("EXCH-01 a draft is its author's: someone else signing in on the same browser starts with nothing kept", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { offer } = await openMarket();
    await browser.get(WIZARD);
    await postStep(browser, "type", { intent: "next", exchange_type: "open_market" }, "offer");
    await postStep(browser, "offer", { intent: "next", ...offer }, "terms");
    await browser.post("/logout", {});
    await browser.login("provider2@example.com");
    const opened = await browser.get(`${WIZARD}/terms`);
    expect(new URL(opened.url).pathname).toBe(`${WIZARD}/type`);
    expect(opened.html).not.toContain(offer.title);
  });

  test("EXCH-01 UI-04 a description of 2000 characters with line breaks is kept between steps; one too long to keep (2000 symbols) is refused beside it with the text kept", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { offer } = await openMarket();
    await browser.get(WIZARD);
    await postStep(browser, "type", { intent: "next", exchange_type: "open_market" }, "offer");
    const long = "Two batteries turned down on weekday evenings, metered at the site.\r\n".repeat(40).slice(0, 1999) + ".";
    const { answer } = await postStep(browser, "offer", { intent: "next", ...offer, description: long }, "terms");
    // Each cookie, name and value, well under the 4 KB a browser keeps.
    const kept = answer.headers.getSetCookie().filter((cookie) => cookie.startsWith("__flexmarket_listing"));
    expect(kept).toHaveLength(2);
    for (const cookie of kept) expect(Buffer.byteLength(cookie.split(";")[0])).toBeLessThanOrEqual(3500);
    expect(textareaText((await browser.get(`${WIZARD}/offer`)).html, "description")).toBe(long);

    const symbols = "€".repeat(2000);
    const refused = await browser.post(`${WIZARD}/offer`, { intent: "next", ...offer, description: symbols });
    expect(refused.status).toBe(200);
    expect(text(/<p id="description-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.html)?.[1] ?? "")).toContain("This is too long to keep between steps (line breaks, accented letters and symbols count for more): shorten it.");
    expect(textareaText(refused.html, "description")).toBe(symbols);
    // What was kept before stays as it was.
    expect(textareaText((await browser.get(`${WIZARD}/offer`)).html, "description")).toBe(long);
  });

  test("EXCH-01 the exchange failing the publish answers the review in place with its status and message; the draft is kept, so publishing again works", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { offer, terms } = await openMarket();
    await browser.get(WIZARD);
    await postStep(browser, "type", { intent: "next", exchange_type: "open_market" }, "offer");
    await postStep(browser, "offer", { intent: "next", ...offer }, "terms");
    await postStep(browser, "terms", { intent: "next", ...terms }, "review");
    await sandbox().fail({ path: "exchange/listings/", method: "POST", status: 503 });
    try {
      const failed = await browser.post(`${WIZARD}/review`, { intent: "publish" });
      expect(failed.status).toBe(503);
      expect(text(failed.html)).toContain("The marketplace service cannot be reached at the moment. Please try again in a moment.");
      expect(text(failed.html)).toContain("Publish listing");
    } finally {
      await sandbox().clearFaults();
    }
    const published = await browser.post(`${WIZARD}/review`, { intent: "publish" });
    expect(published.url).toMatch(/\/exchange\/listings\/\d+\/view$/);
    expect(text(published.html)).toContain("Your listing has been published.");
  });

  test("EXCH-01 I18N-01 a capacity agreement's trading rules are said on its own step, before Publish, in the lister's language", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/settings/preferences");
    await browser.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/Rome" });
    await postStep(browser, "type", { intent: "next", exchange_type: "capacity_agreement" }, "offer");
    const year = (await sandbox().today()).year + 1;
    const agreement = { title: "CM agreement", agreement_number: "CAN-1", capacity_unit_id: "CMU-1", auction: "T-4", delivery_year: String(year), clearing_price: "65", derated_mw: "5" };
    const offer = { intent: "next", ...agreement, capacity: "4.5", start: `${year}-10-01`, end: `${year + 1}-10-01` };
    const refused = await browser.post(`${WIZARD}/offer`, offer, { follow: false });
    expect(refused.status).toBe(200);
    const page = text(refused.html);
    expect(page).toContain("Uno scambio oltre 1 MW deve lasciare al venditore nulla o almeno 1 MW della capacità declassata.");
    expect(page).toContain("Il trasferimento deve rientrare nel suo anno di consegna, dal 1° ottobre al 30 settembre.");
    expect(fieldValue(refused.html, "capacity")).toBe("4.5");
    await postStep(browser, "offer", { ...offer, capacity: "4", end: `${year + 1}-09-30` }, "terms");
  });
});
