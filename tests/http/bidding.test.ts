import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const SUBMIT = "/manage/flexprovider/bids/submit";
// Competition 1 is open and the provider's asset 251 qualifies in it; competition 4 is closed and holds the provider's bids.
const OPEN = 1;
const CLOSED = 4;

const here = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The notification region of a page: where a flashed notice shows, with or without JavaScript. */
const notice = (html: string) => html.match(/<div class="kit-notifications"><\/div>|<div class="kit-notifications">[\s\S]*?<\/div><\/div>/)?.[0] ?? "";

describe("bidding without JavaScript", () => {
  test("BID-01 the manage-bids page lists active and inactive competitions", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const page = await browser.get("/manage/flexprovider/bids");
    expect(page.status).toBe(200);
    expect(new URL(page.url).pathname).toBe(SUBMIT);
    expect(text(page.html)).toContain("Active competitions");
    expect(text(page.html)).toContain("Inactive competitions");
  });

  test("BID-08 every bid set in the history opens, an archived competition's too, and so does its competition", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const history = await browser.get("/manage/flexprovider/bids/history");
    const links = [...new Set([...history.html.matchAll(/href="(\/flexprovider\/competitions\/\d+\/ballots\/\d+)"/g)].map((match) => match[1]))];
    expect(links.length).toBeGreaterThan(10);
    const pages = await Promise.all(links.map(async (link) => [link, (await browser.get(link)).status] as const));
    expect(pages.filter(([, status]) => status !== 200)).toEqual([]);
    const competitions = [...new Set(links.map((link) => link.replace(/\/ballots\/\d+$/, "")))];
    const opened = await Promise.all(competitions.map(async (link) => [link, (await browser.get(link)).status] as const));
    expect(opened.filter(([, status]) => status !== 200)).toEqual([]);
  });

  test("BID-05 BID-02 BID-04 BID-07 BID-08 select assets, submit a ballot, then find it in the history", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const selection = await browser.get(`${SUBMIT}?competition=${OPEN}`);
    expect(selection.status).toBe(200);
    expect(text(selection.html)).toContain("Select assets");

    const refused = await browser.post(here(selection.url), { intent: "select-assets" });
    expect(text(refused.html)).toContain("Select at least one asset.");

    const bids = await browser.post(here(refused.url), { intent: "select-assets", assets: "a251" });
    expect(here(bids.url)).toBe(`${SUBMIT}?competition=${OPEN}&step=bids&assets=a251`);
    expect(bids.html).toContain('name="bids[0].capacity"');

    const missing = await browser.post(here(bids.url), {
      intent: "submit",
      assets: "a251",
      "bids[0].service_window": "1",
      "bids[0].capacity": "0.005",
      "bids[0].max_runtime": "",
      "bids[0].availability_price": "11",
      "bids[0].utilisation_price": "220",
    });
    expect(text(missing.html)).toContain("This field is required");
    expect(missing.html).toContain('value="0.005"');

    const success = await browser.post(here(bids.url), {
      intent: "submit",
      assets: "a251",
      "bids[0].service_window": "1",
      "bids[0].capacity": "0.005",
      "bids[0].max_runtime": "0 01:00:00",
      "bids[0].availability_price": "11",
      "bids[0].utilisation_price": "220",
    });
    expect(new URL(success.url).searchParams.get("step")).toBe("success");
    expect(text(success.html)).toContain("Bids submitted");
    expect(text(success.html)).toContain("Finish bidding");
    expect(text(success.html)).toContain("Add another bid");
    const ballotId = new URL(success.url).searchParams.get("ballot");

    const history = await browser.get("/manage/flexprovider/bids/history");
    expect(history.status).toBe(200);
    expect(history.html).toContain(`/flexprovider/competitions/${OPEN}/ballots/${ballotId}`);
  });

  test("BID-09 confirm entry, then the entry confirmed step", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const panel = await browser.get(`${SUBMIT}?competition=${OPEN}&step=entry`);
    expect(panel.status).toBe(200);
    expect(text(panel.html)).toContain("Withdraw");
    expect(text(panel.html)).toContain("Confirm entry");
    const confirmed = await browser.post(here(panel.url), { intent: "entry-confirm" });
    expect(new URL(confirmed.url).searchParams.get("step")).toBe("entry-confirmed");
    expect(text(confirmed.html)).toContain("Entry confirmed");
  });

  test("BID-10 confirming the results of a closed competition needs the acknowledgement, and is not offered again once done", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const rowOf = (html: string) => html.match(/<tr[^>]*>(?:(?!<\/tr>)[\s\S])*?Teesside Dynamic(?:(?!<\/tr>)[\s\S])*?<\/tr>/)?.[0] ?? "";
    expect(text(rowOf((await browser.get(SUBMIT)).html))).toContain("Confirm results");
    const modal = await browser.get(`${SUBMIT}?competition=${CLOSED}&step=results`);
    expect(modal.status).toBe(200);
    expect(text(modal.html)).toContain("Confirming the results cannot be undone.");
    const refused = await browser.post(here(modal.url), { intent: "confirm-results", competition_ids: String(CLOSED) });
    expect(text(refused.html)).toContain("Tick the box to acknowledge that confirming the results cannot be undone.");
    const done = await browser.post(here(modal.url), { intent: "confirm-results", competition_ids: String(CLOSED), acknowledged: "on" });
    expect(new URL(done.url).pathname).toBe(SUBMIT);
    // Back on Manage bids with the success notice, shown without JavaScript.
    expect(text(notice(done.html))).toContain("Results confirmed The competition results are confirmed.");
    expect(text(notice((await browser.get(SUBMIT)).html))).not.toContain("Results confirmed");
    // Irreversible, so not offered again: the list says when, and the step has no form left.
    const row = rowOf(done.html);
    expect(text(row)).toMatch(/Results confirmed on \d/);
    expect(text(row)).not.toContain("Confirm results");
    const again = await browser.get(`${SUBMIT}?competition=${CLOSED}&step=results`);
    expect(text(again.html)).toMatch(/Results confirmed on \d/);
    expect(again.html).not.toContain('value="confirm-results"');
  });

  test("BID-08 deleting a bid set asks first, then returns to Manage bids with a notice and the set gone", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const list = await browser.get(SUBMIT);
    const edit = list.html.match(/href="(\/manage\/flexprovider\/bids\/edit\?ballot=(\d+))"/);
    expect(edit).not.toBeNull();
    const [, editHref, ballot] = edit!;
    const confirm = await browser.get(`${editHref}&step=delete`);
    expect(text(confirm.html)).toContain("This bid set and all its bids will be deleted.");
    const deleted = await browser.post(editHref, { intent: "delete" });
    expect(new URL(deleted.url).pathname).toBe(SUBMIT);
    expect(text(notice(deleted.html))).toContain("Bids deleted The bid set has been deleted.");
    expect(deleted.html).not.toContain(`href="/manage/flexprovider/bids/edit?ballot=${ballot}"`);
    // Shown once: the next page has no notice left.
    expect(text(notice((await browser.get(SUBMIT)).html))).not.toContain("Bids deleted");
  });

  test("BID-10 a failed confirmation shows the failure text on the page", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await sandbox().fail({ method: "POST", path: "competitionconfirmations/bulk_confirm/", status: 500 });
    const modal = await browser.get(`${SUBMIT}?competition=${CLOSED}&step=results`);
    const failed = await browser.post(here(modal.url), { intent: "confirm-results", competition_ids: String(CLOSED), acknowledged: "on" });
    expect(text(failed.html)).toContain("Sorry, there was a problem confirming this competition. Please try again.");
  });
});

describe("submitting bids when the marketplace service fails, without JavaScript", () => {
  test("BID-04 CALL-08 the bids come back as typed with the message above them; once the service recovers the same post submits them", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(`${SUBMIT}?competition=${OPEN}`);
    const bids = await browser.post(`${SUBMIT}?competition=${OPEN}`, { intent: "select-assets", assets: "a251" });
    const fields = {
      intent: "submit",
      assets: "a251",
      "bids[0].service_window": "1",
      "bids[0].capacity": "0.005",
      "bids[0].max_runtime": "0 01:00:00",
      "bids[0].availability_price": "11.5",
      "bids[0].utilisation_price": "220.25",
    };

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await browser.post(here(bids.url), fields);
      expect(failed.status).toBe(503);
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      for (const name of ["bids[0].capacity", "bids[0].availability_price", "bids[0].utilisation_price"] as const) {
        expect(failed.html, name).toMatch(new RegExp(`name="${name.replace(/[[\].]/g, "\\$&")}"[^>]*value="${fields[name]}"|value="${fields[name]}"[^>]*name="${name.replace(/[[\].]/g, "\\$&")}"`));
      }
    } finally {
      await sandbox().clearFaults();
    }

    const success = await browser.post(here(bids.url), fields);
    expect(new URL(success.url).searchParams.get("step")).toBe("success");
    expect(text(success.html)).toContain("Bids submitted");
  });
});
