import { beforeEach, describe, expect, test } from "vitest";
import { DateTime } from "luxon";
import { NoJsBrowser, sandbox, text } from "./browser";

const LIST = "/manage/systemoperator/201/competitions";
/** Teesside Dynamic: closed, standard (a row per service window), full of bids. */
const CLOSED = 4;
/** Humber Day Ahead Flexibility: closed, day-ahead (`piclo_stac`), pay as clear; its blocks serve every day until after today. */
const DAY_AHEAD = 42;
/** Yorkshire Winter Sustain: closed, its results confirmed. */
const CONFIRMED = 5;
/** North East Winter Secure: closed, fixed price, its results confirmed. */
const FIXED_PRICE = 43;

beforeEach(async () => {
  await sandbox().reset();
});

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The form holding the button with this intent: where it posts and every value it would send (buttons aside). */
function formWith(html: string, intent: string): { action: string; fields: Record<string, string> } {
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`value="${intent}"`));
  if (!form) throw new Error(`no form posts ${intent}`);
  const action = decode(form.match(/<form\b[^>]*\baction="([^"]*)"/)?.[1] ?? "");
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = input.match(/\bname="([^"]*)"/)?.[1];
    const value = input.match(/\bvalue="([^"]*)"/)?.[1];
    if (name) fields[decode(name)] = decode(value ?? "");
  }
  return { action, fields };
}

/** Posts the form holding the button with this intent as that button would, with `values` over the form's own. */
function submit(browser: NoJsBrowser, html: string, intent: string, values: Record<string, string> = {}) {
  const form = formWith(html, intent);
  return browser.post(form.action, { ...form.fields, ...values, intent });
}

/** The text of the table with this test id. */
/** A calendar day as the pages write it in English: 17 Dec 2026. */
const shown = (isoDate: string) => DateTime.fromISO(isoDate).toFormat("d LLL yyyy", { locale: "en-GB" });
const tableText = (html: string, testId: string) => text(html.match(new RegExp(`<table[^>]*data-testid="${testId}"[\\s\\S]*?</table>`))![0]);

/** Fills every window row's maximum utilisation rate, as an operator would type it. */
function withRates(fields: Record<string, string>, rate: string) {
  const filled = { ...fields };
  for (const name of Object.keys(fields)) if (/^intervals\[\d+\]\.max_utilisation_rate$/.test(name)) filled[name] = rate;
  return filled;
}

async function operator() {
  const browser = new NoJsBrowser();
  await browser.login("operator@example.com");
  return browser;
}

describe("operator competitions and market clearing without JavaScript", () => {
  test("OPS-01 DEC-01 the competitions page lists the operator's competitions by status and shows a closed one's bids", async () => {
    const browser = await operator();
    const list = await browser.get(LIST);
    expect(list.status).toBe(200);
    const page = text(list.html);
    expect(page).toContain("Create competition");
    expect(page).toContain("Bidding closed");
    // References carry the year the sandbox dated the competition in.
    expect(page).toMatch(/Teesside Dynamic NPG-\d{4}-004 Results not confirmed/);
    expect(page).toMatch(/Yorkshire Winter Sustain NPG-\d{4}-005 Results confirmed on/);
    const competition = await browser.get(`${LIST}?competition=${CLOSED}`);
    expect(text(competition.html)).toContain("Bid summary per service window");
    expect(text(competition.html)).toContain("Run market clearing");
    expect(competition.html).toContain('data-bid-id="36"');
  });

  test("OPS-01 a competition chosen in the list opens at its details: the link names the heading of the competition, which carries that id", async () => {
    const browser = await operator();
    const list = await browser.get(LIST);
    const href = decode(list.html.match(new RegExp(`<li[^>]*data-competition-id="${CLOSED}"[^>]*>\\s*<a[^>]*href="([^"]*)"`))![1]);
    const target = new URL(href, list.url);
    expect(target.searchParams.get("competition")).toBe(String(CLOSED));
    // Without JavaScript the browser scrolls to the fragment itself: the heading must hold its id.
    expect(target.hash).toMatch(/^#[\w-]+$/);
    const page = await browser.get(target.pathname + target.search);
    const heading = page.html.match(new RegExp(`<(h[1-6])[^>]*id="${target.hash.slice(1)}"[^>]*>([\\s\\S]*?)</\\1>`));
    expect(heading).not.toBeNull();
    expect(text(heading![2]).trim()).toBe("Teesside Dynamic");
    // The heading comes before the competition's details, bid summary and bids, so all of them are below where the page lands.
    expect(page.html.indexOf(heading![0])).toBeLessThan(page.html.indexOf("Bid summary per service window"));
  });

  test("DEC-01 approving a bid stores the decision and the bid shows as accepted, the page coming back at its row", async () => {
    const browser = await operator();
    const page = await browser.get(`${LIST}?competition=${CLOSED}`);
    const form = formWith(page.html, "decide");
    // The rows' buttons belong to the one decision form through their `form` attribute; the first row's Approve.
    const approve = page.html.match(/<button\b[^>]*\bform="bid-decisions"[^>]*\bname="decision"[^>]*\bvalue="(\d+):approve"/);
    expect(approve).not.toBeNull();
    expect(page.html.match(/<form\b/g)?.length).toBeLessThan(page.html.match(/data-bid-id=/g)!.length);
    const after = await browser.post(form.action, { ...form.fields, decision: `${approve![1]}:approve` });
    expect(new URL(after.url).search).toBe(`?competition=${CLOSED}`);
    // The page comes back at the decided bid's row, not at the top of a long table.
    expect(new URL(after.url).hash).toBe(`#bid-${approve![1]}`);
    expect(after.html).toContain(`id="bid-${approve![1]}"`);
    expect(text(after.html)).toContain("Bid approved");
    expect(after.html).toMatch(new RegExp(`data-bid-id="${approve![1]}"[\\s\\S]*?data-outcome="accepted"`));
    expect((await sandbox().calls())["POST /bids/decisions/"]).toBe(1);
  });

  test("DEC-01 rejecting a bid stores the decision and says so", async () => {
    const browser = await operator();
    const page = await browser.get(`${LIST}?competition=${CLOSED}`);
    const form = formWith(page.html, "decide");
    const reject = page.html.match(/<button\b[^>]*\bform="bid-decisions"[^>]*\bname="decision"[^>]*\bvalue="(\d+):reject"/);
    expect(reject).not.toBeNull();
    const after = await browser.post(form.action, { ...form.fields, decision: `${reject![1]}:reject` });
    expect(new URL(after.url).search).toBe(`?competition=${CLOSED}`);
    expect(text(after.html)).toContain("Bid rejected");
    expect(after.html).toMatch(new RegExp(`data-bid-id="${reject![1]}"[\\s\\S]*?data-outcome="rejected"`));
    // The notice is shown once.
    expect(text((await browser.get(`${LIST}?competition=${CLOSED}`)).html)).not.toContain("Bid rejected");
  });

  test("DEC-01 a competition whose results are confirmed shows its decisions as final: no decision buttons, no clearing, and the sandbox refuses a stale post", async () => {
    const browser = await operator();
    // Yorkshire Winter Sustain: closed, results confirmed.
    const confirmed = String(CONFIRMED);
    const open = await browser.get(`${LIST}?competition=${CLOSED}`);
    const decide = formWith(open.html, "decide");
    const page = await browser.get(`${LIST}?competition=${confirmed}`);
    expect(text(page.html)).toContain("The results of this competition have been confirmed: its bid decisions are final.");
    expect(page.html).not.toMatch(/name="decision" value="\d+:approve"/);
    expect(text(page.html)).not.toContain("Run market clearing");
    expect(text(page.html)).not.toContain("Auto bid decisioning");
    const bid = page.html.match(/data-bid-id="(\d+)"/)![1];
    const outcome = page.html.match(new RegExp(`data-bid-id="${bid}"[\\s\\S]*?data-outcome="([a-z]+)"`))![1];
    const stale = await browser.post(decide.action.replace(`competition=${CLOSED}`, `competition=${confirmed}`), { ...decide.fields, competition: confirmed, decision: `${bid}:${outcome === "accepted" ? "reject" : "approve"}` });
    expect(text(stale.html)).toContain("its bid decisions can no longer change");
    const after = await browser.get(`${LIST}?competition=${confirmed}`);
    expect(after.html).toMatch(new RegExp(`data-bid-id="${bid}"[\\s\\S]*?data-outcome="${outcome}"`));
  });

  test("DEC-01 CLEAR-01 market clearing asked for a competition whose results are confirmed opens that competition with its explanation, not an error", async () => {
    const browser = await operator();
    for (const confirmed of [CONFIRMED, FIXED_PRICE]) {
      const page = await browser.get(`${LIST}?competition=${confirmed}&clearing=1`);
      expect(page.status, String(confirmed)).toBe(200);
      expect(new URL(page.url).search).toBe(`?competition=${confirmed}`);
      expect(text(page.html)).toContain("The results of this competition have been confirmed: its bid decisions are final.");
      expect(page.html).not.toContain('data-testid="clearing-modal"');
      expect(page.html).not.toContain('role="dialog"');
    }
  });

  test("OPS-01 archived competitions have their own group, last in the list, and open read-only with what archived means; analytics names the same one", async () => {
    const browser = await operator();
    const reports = await browser.get("/analytics/reports");
    const id = reports.html.match(/<option value="(\d+)"[^>]*>Bradford Sustain<\/option>/)?.[1];
    expect(id).toBeDefined();
    const list = (await browser.get(LIST)).html;
    const groups = [...list.matchAll(/<section[^>]*data-status="([a-z]+)"/g)].map((match) => match[1]);
    expect(groups.at(-1)).toBe("archived");
    const archived = list.slice(list.indexOf('data-status="archived"'), list.indexOf("</section>", list.indexOf('data-status="archived"')));
    expect(text(archived)).toMatch(/Archived \( ?1 ?\) Bradford Sustain/);
    expect(archived).toContain(`competition=${id}#`);
    const page = await browser.get(`${LIST}?competition=${id}`);
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain("Bradford Sustain");
    expect(text(page.html)).toContain("This competition is archived: its bids and decisions are kept for reference and can no longer change.");
    expect(text(page.html)).not.toContain("Bidding has not closed");
    expect(page.html).not.toMatch(/name="decision" value="\d+:approve"/);
    expect(text(page.html)).not.toContain("Run market clearing");
  });

  test("CLEAR-01 DEC-01 in Italian the clearing rows date each window's first day and the bid summary writes capacities as Italian does", async () => {
    const browser = await operator();
    await browser.get("/settings/preferences");
    await browser.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const modal = await browser.get(`${LIST}?competition=${CLOSED}&clearing=1`);
    const legends = [...modal.html.matchAll(/<legend>([^<]*)<\/legend>/g)].map((match) => match[1]);
    expect(legends.length).toBeGreaterThan(0);
    for (const legend of legends) expect(legend).toMatch(/, dal \d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}$/);
    const page = text((await browser.get(`${LIST}?competition=${CLOSED}`)).html);
    // Capacities with a decimal comma, never a point, beside "MW".
    expect(page).toMatch(/\d,\d+ MW/);
    expect(page).not.toMatch(/\d\.\d+ MW/);
  });

  test("CLEAR-01 CLEAR-03 CLEAR-06 the whole clearing journey: rows per window, a refused name, results, Back (the rates sent kept in the form), results again, Confirm", async () => {
    const browser = await operator();
    await browser.get(`${LIST}?competition=${CLOSED}`);
    const modal = await browser.get(`${LIST}?competition=${CLOSED}&clearing=1`);
    expect(modal.status).toBe(200);
    expect(modal.html).toContain('role="dialog"');
    expect(modal.html).toContain('data-step="service-window-intervals"');
    // The figures asked for say their units.
    expect(text(modal.html)).toContain("Max utilisation rate (£/MWh)");
    expect(text(modal.html)).toContain("Required capacity (MW)");
    // Each row names its window, then its times and first day.
    const legends = [...modal.html.matchAll(/<legend>([^<]*)<\/legend>/g)].map((match) => match[1]);
    expect(legends.length).toBeGreaterThan(0);
    for (const legend of legends) expect(legend).toMatch(/^\S[^,]*, \d{2}:\d{2}–\d{2}:\d{2}, from \d{1,2} \w{3,4} \d{4}$/);
    // Not dismissible: no close button and no backdrop link, only Cancel.
    expect(modal.html).not.toContain('class="kit-close"');
    expect(modal.html).not.toMatch(/<a[^>]*class="kit-backdrop"/);
    const first = formWith(modal.html, "clearing-add");
    expect(first.action).toContain("index");

    const refused = await browser.post(first.action, { ...withRates(first.fields, "500"), "intervals[0].exclude_gsps": "Atlantis", intent: "clearing-add" });
    expect(text(refused.html)).toContain("Enter grid supply point names from the list, separated by commas. Not in the list: Atlantis.");
    expect(refused.html).toContain('data-step="service-window-intervals"');
    expect((await sandbox().calls())["POST /bids/market-clearing/bid-decision-set/"]).toBeUndefined();

    const results = await browser.post(first.action, { ...withRates(first.fields, "500"), "intervals[0].max_utilisation_rate": "512.5", intent: "clearing-add" });
    expect(results.html).toContain('data-step="results-simple"');
    expect(text(results.html)).toContain("Bid decisions");
    expect(results.html).toMatch(/data-approved="true"/);

    const again = await submit(browser, results.html, "clearing-back");
    expect(again.html).toContain('data-step="service-window-intervals"');
    expect(text(again.html)).toContain("No demand intervals yet.");
    // The earlier (no) intervals are back, but the rates just sent stay in the form.
    const second = formWith(again.html, "clearing-add");
    expect(second.fields["intervals[0].max_utilisation_rate"]).toBe("512.5");
    for (const [name, value] of Object.entries(second.fields)) if (/^intervals\[[1-9]\d*\]\.max_utilisation_rate$/.test(name)) expect(value, name).toBe("500");
    const cleared = await browser.post(second.action, { ...withRates(second.fields, "500"), intent: "clearing-add" });
    const done = await submit(browser, cleared.html, "clearing-confirm");
    expect(new URL(done.url).search).toBe(`?competition=${CLOSED}`);
    expect(done.html).not.toContain('data-testid="clearing-modal"');
    expect(text(done.html)).toContain("Market clearing confirmed");
    expect(done.html).toMatch(/data-outcome="accepted"/);
    expect((await sandbox().calls())["POST /bids/decisions/"]).toBe(1);

    // The stored first window, from the day the form offered for it (the sandbox dates its market from today).
    const reopened = await browser.get(`${LIST}?competition=${CLOSED}&clearing=1`);
    const day = first.fields["intervals[0].start_date"];
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text(reopened.html)).toContain(`${shown(day)} ${first.fields["intervals[0].start_time"]} – ${shown(day)} ${first.fields["intervals[0].end_time"]}`);
  });

  test("CLEAR-01 CLEAR-03 with no demand intervals the window form offers Add, not Replace; unknown excluded names are named beside their field, and the names that may be excluded stand by each field", async () => {
    const browser = await operator();
    const modal = await browser.get(`${LIST}?competition=${CLOSED}&clearing=1`);
    expect(text(modal.html)).toContain("No demand intervals yet.");
    const dialog = modal.html.slice(modal.html.indexOf('data-testid="clearing-modal"'));
    expect(dialog).toMatch(/<button[^>]*value="clearing-add"[^>]*>Add<\/button>/);
    expect(dialog).not.toContain('value="clearing-replace"');
    // Each excluded-names field is described by its own hint listing the names the bids give.
    const fields = [...dialog.matchAll(/<input[^>]*name="(intervals\[\d+\]\.exclude_gsps)"[^>]*>/g)];
    expect(fields.length).toBeGreaterThan(1);
    for (const [input, name] of fields) {
      const hintId = input.match(/aria-describedby="([^"]*)"/)?.[1];
      expect(hintId, name).toBeDefined();
      const hint = dialog.match(new RegExp(`<p id="${hintId!.replace(/[[\].]/g, "\\$&")}"[^>]*>([^<]*)</p>`))?.[1];
      expect(decode(hint ?? ""), name).toMatch(/^Names separated by commas, from: .*\bBlyth\b/);
    }

    const first = formWith(modal.html, "clearing-add");
    const refused = await browser.post(first.action, { ...withRates(first.fields, "500"), "intervals[1].exclude_gsps": "Nowhere, Blyth, Atlantis", intent: "clearing-add" });
    const error = refused.html.match(/<p id="clearing-window-intervals-intervals\[1\]\.exclude_gsps-error"[^>]*>([\s\S]*?)<\/p>/);
    expect(error).not.toBeNull();
    expect(text(error![1]).trim()).toBe("Error: Enter grid supply point names from the list, separated by commas. Not in the list: Nowhere, Atlantis.");
    expect(refused.html).toContain('value="Nowhere, Blyth, Atlantis"');
    expect((await sandbox().calls())["POST /bids/market-clearing/bid-decision-set/"]).toBeUndefined();
  });

  test("CLEAR-01 DEC-01 clearing results name each outcome once, and a bid accepted in part shows its accepted capacity in the bid table", async () => {
    const browser = await operator();
    const modal = await browser.get(`${LIST}?competition=${CLOSED}&clearing=1`);
    const results = await submit(browser, modal.html, "clearing-add", withRates(formWith(modal.html, "clearing-add").fields, "500"));
    const decisionsText = tableText(results.html, "clearing-decisions");
    expect(decisionsText).toContain("Accepted");
    expect(decisionsText).not.toMatch(/Accepted \(accepted/);
    const decisions = JSON.parse(formWith(results.html, "clearing-confirm").fields.decisions) as { bid_id: number; approved: boolean; reason: string; accepted_capacity: number }[];
    const partial = decisions.find((decision) => decision.approved && decision.reason === "accepted_partially");
    expect(partial).toBeDefined();
    expect(decisionsText).toContain("Accepted in part");

    const done = await submit(browser, results.html, "clearing-confirm");
    const row = done.html.match(new RegExp(`<tr[^>]*data-bid-id="${partial!.bid_id}"[\\s\\S]*?</tr>`))![0];
    const capacity = text(row).match(/(\d+(?:\.\d+)?) MW/)![1];
    const accepted = partial!.accepted_capacity.toFixed(5).replace(/\.?0+$/, "");
    expect(text(row)).toContain(`Accepted: ${accepted} of ${capacity} MW`);
    expect(row).toContain('data-outcome="accepted"');
    // A bid accepted whole reads just "Accepted".
    const whole = decisions.find((decision) => decision.approved && decision.reason === "accepted");
    if (whole) expect(text(done.html.match(new RegExp(`<tr[^>]*data-bid-id="${whole.bid_id}"[\\s\\S]*?</tr>`))![0])).toMatch(/Accepted(?!:)/);
  });

  test("CLEAR-02 a failed decision request leaves the first step as it was, with no message", async () => {
    const browser = await operator();
    const modal = await browser.get(`${LIST}?competition=${CLOSED}&clearing=1`);
    const first = formWith(modal.html, "clearing-add");
    await sandbox().fail({ path: "bid-decision-set", method: "POST", status: 500 });
    const failed = await browser.post(first.action, { ...withRates(first.fields, "500"), intent: "clearing-add" });
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('data-step="service-window-intervals"');
    expect(text(failed.html)).toContain("No demand intervals yet.");
    expect(failed.html).not.toMatch(/class="form-error"/);
  });

  test("CLEAR-06 auto bid decisioning warns first, then stores decisions", async () => {
    const browser = await operator();
    const warning = await browser.get(`${LIST}?competition=${CLOSED}&auto=1`);
    expect(text(warning.html)).toContain("overwrites the decisions on this page");
    const form = formWith(warning.html, "auto-decide");
    const done = await browser.post(form.action, form.fields);
    expect(text(done.html)).toContain("Auto decisioning complete");
    expect((await sandbox().calls())["POST /bids/market-clearing/auto-decisions/"]).toBe(1);
  });

  test("CLEAR-01 CLEAR-03 CLEAR-05 DEC-01 a day-ahead competition is cleared one demand interval at a time: a missing rate is refused with the values kept, then results per interval and Confirm", async () => {
    const browser = await operator();
    const modal = await browser.get(`${LIST}?competition=${DAY_AHEAD}&clearing=1`);
    expect(modal.html).toContain('data-step="add-demand-interval"');
    const first = formWith(modal.html, "clearing-add");
    // Tomorrow 17:00–18:00 in Block 2 (12:00–18:00); no end date, so it ends the same day.
    const tomorrow = (await sandbox().today()).plus({ days: 1 }).toISODate()!;
    const interval = { start_date: tomorrow, start_time: "17:00", end_time: "18:00", required_capacity: "2.5" };

    const refused = await browser.post(first.action, { ...first.fields, ...interval, max_utilisation_rate: "", intent: "clearing-add" });
    expect(refused.html).toContain('data-step="add-demand-interval"');
    expect(text(refused.html)).toContain("This field is required");
    expect(refused.html).toContain(`value="${tomorrow}"`);
    expect(refused.html).toContain('value="2.5"');
    expect((await sandbox().calls())["POST /bids/market-clearing/bid-decision-set/"]).toBeUndefined();

    const results = await submit(browser, refused.html, "clearing-add", { ...interval, max_utilisation_rate: "1000" });
    expect(results.html).toContain('data-step="results"');
    const perInterval = tableText(results.html, "interval-results");
    expect(perInterval).toContain(`${shown(tomorrow)} 17:00 – ${shown(tomorrow)} 18:00`);
    expect(perInterval).toMatch(/2\.5 MW\s+2\.5 MW/);
    expect(results.html).toMatch(/data-approved="true"/);

    const done = await submit(browser, results.html, "clearing-confirm");
    expect(text(done.html)).toContain("Market clearing confirmed");
    expect(done.html).toMatch(/data-outcome="accepted"/);
    expect((await sandbox().calls())["POST /bids/decisions/"]).toBe(1);
  });

  test("CLEAR-03 a required capacity of 0 is refused beside the field, with what was typed kept and nothing asked of the upstream", async () => {
    const browser = await operator();
    const modal = await browser.get(`${LIST}?competition=${DAY_AHEAD}&clearing=1`);
    const tomorrow = (await sandbox().today()).plus({ days: 1 }).toISODate()!;
    const refused = await submit(browser, modal.html, "clearing-add", { start_date: tomorrow, start_time: "17:00", end_time: "18:00", max_utilisation_rate: "1000", required_capacity: "0" });
    expect(refused.html).toContain('data-step="add-demand-interval"');
    const message = refused.html.match(/<p id="clearing-demand-interval-required_capacity-error"[^>]*>([\s\S]*?)<\/p>/);
    expect(message).not.toBeNull();
    expect(text(message![1])).toContain("Enter a capacity greater than 0.");
    expect(refused.html).toMatch(/id="clearing-demand-interval-required_capacity"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="clearing-demand-interval-required_capacity"/);
    expect(text(refused.html)).not.toContain("capacity of 0 or more");
    expect(refused.html).toMatch(/name="required_capacity"[^>]*value="0"|value="0"[^>]*name="required_capacity"/);
    expect((await sandbox().calls())["POST /bids/market-clearing/bid-decision-set/"]).toBeUndefined();
  });

  test("CLEAR-04 CLEAR-05 a day-ahead interval overlapping a stored one is warned about first, and adding it again replaces the stored one", async () => {
    const browser = await operator();
    const today = await sandbox().today();
    const tomorrow = today.plus({ days: 1 }).toISODate()!;
    const next = today.plus({ days: 2 }).toISODate()!;
    const add = (html: string, interval: Record<string, string>) => submit(browser, html, "clearing-add", { ...interval, max_utilisation_rate: "1000", required_capacity: "1" });
    // 22:00 to 01:00 ends the next day: the end time is not after the start time (CLEAR-05).
    const stored = await add((await browser.get(`${LIST}?competition=${DAY_AHEAD}&clearing=1`)).html, { start_date: tomorrow, start_time: "22:00", end_time: "01:00" });
    expect(text(stored.html)).toContain(`${shown(tomorrow)} 22:00 – ${shown(next)} 01:00`);
    await submit(browser, stored.html, "clearing-confirm");

    const reopened = await browser.get(`${LIST}?competition=${DAY_AHEAD}&clearing=1`);
    expect(text(reopened.html)).toContain(`${shown(tomorrow)} 22:00 – ${shown(next)} 01:00`);
    const overlapping = { start_date: tomorrow, start_time: "18:00", end_time: "23:00" };
    const warned = await add(reopened.html, overlapping);
    expect(warned.html).toContain('data-step="add-demand-interval"');
    expect(text(warned.html)).toContain("This interval overlaps existing demand intervals. Adding it removes them.");
    expect(warned.html).toContain('value="18:00"');
    expect((await sandbox().calls())["POST /bids/market-clearing/bid-decision-set/"]).toBe(1);

    const replaced = await add(warned.html, overlapping);
    expect(replaced.html).toContain('data-step="results"');
    const perInterval = tableText(replaced.html, "interval-results");
    expect(perInterval).toContain(`${shown(tomorrow)} 18:00 – ${shown(tomorrow)} 23:00`);
    expect(perInterval).not.toContain("22:00");
  });

  test("CLEAR-07 a fixed-price competition needs a maximum price for at least one window, and clears only the windows given one", async () => {
    // Its results are confirmed in the seeded market, which makes them final: taken back first.
    await sandbox().withdrawConfirmations(FIXED_PRICE);
    const browser = await operator();
    const modal = await browser.get(`${LIST}?competition=${FIXED_PRICE}&clearing=1`);
    const first = formWith(modal.html, "clearing-add");
    const prices = Object.keys(first.fields).filter((name) => /^intervals\[\d+\]\.max_price$/.test(name));
    expect(prices.length).toBeGreaterThan(0);

    const refused = await browser.post(first.action, { ...first.fields, intent: "clearing-add" });
    expect(text(refused.html)).toContain("This field is required");
    expect((await sandbox().calls())["POST /bids/market-clearing/bid-decision-set/"]).toBeUndefined();

    const results = await browser.post(first.action, { ...first.fields, [prices[0]]: "40", intent: "clearing-add" });
    expect(results.html).toContain('data-step="results-simple"');
    // Bids of the windows left without a price are not cleared, so every decision shown is for the one priced window.
    const decisions = results.html.match(/<table[^>]*data-testid="clearing-decisions"[\s\S]*?<\/table>/)![0];
    const windows = [...decisions.matchAll(/<tr[^>]*data-bid-id="\d+"[^>]*>(?:\s*<t[hd][^>]*>[\s\S]*?<\/t[hd]>){2}\s*<td[^>]*>([\s\S]*?)<\/td>/g)].map((row) => text(row[1]));
    expect(windows.length).toBeGreaterThan(0);
    expect(new Set(windows).size).toBe(1);
  });
});
