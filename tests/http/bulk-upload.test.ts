import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

const PAGE = "/manage/flexprovider/bids/bulk-upload";
const HEADER = "competition_id,service_window_id,asset_refs,capacity_mw,max_runtime,availability_price,utilisation_price,service_fee";
// The generated market: Brightside's BSE-001320 qualifies in the open competition 1, whose window 1 needs 7.9 MW.
const row = (capacity: number) => `1,1,BSE-001320,${capacity},0 02:00:00,10,250.5,`;
const PROVIDER_FEATURES = ["explore", "exchange", "soft_release", "meter_upload", "settlement_report", "session_expiry_check", "idle_logout", "i18n_friendly_files"];

beforeEach(async () => {
  await sandbox().reset();
  await sandbox().setFeatures("provider@example.com", PROVIDER_FEATURES);
});

/** Posts the upload form as multipart, with the anti-forgery token of the page last shown. */
async function upload(browser: NoJsBrowser, csv: string, fileName = "bids.csv") {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1];
  const form = new FormData();
  form.set("csrf", token ?? "");
  form.set("intent", "upload");
  form.set("file", new Blob([csv], { type: "text/csv" }), fileName);
  return browser.request(PAGE, { method: "POST", body: form }, false);
}

/** The retry form's fields as the browser would post them (the anti-forgery field is added by the post). */
function retryFormFields(html: string) {
  const form = html.slice(html.indexOf('value="retry"') - 400);
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[match[1]] = match[2].replace(/&quot;/g, '"');
  for (const match of form.matchAll(/<input[^>]*value="([^"]*)"[^>]*name="([^"]+)"/g)) fields[match[2]] ??= match[1].replace(/&quot;/g, '"');
  delete fields.csrf;
  return fields;
}

describe("bulk bid upload without JavaScript", () => {
  test("FILE-01 FILE-02 BID-08 upload, watch the file's stages with a refresh, then create its bids", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const page = await browser.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/files/templates/bids"');
    expect(page.html).toMatch(/enctype="multipart\/form-data"/i);

    const posted = await upload(browser, [HEADER, row(1), row(0.5)].join("\n"));
    expect(posted.status).toBe(302);
    const location = posted.headers.get("location")!;
    const fileId = new URL(location, "http://app").searchParams.get("file");
    expect(location).toMatch(/\?file=\d+&since=\d+$/);

    // The file service has not read it yet: Uploaded, scanning in progress, and the page refreshes itself.
    const uploaded = { path: `/files/records/${fileId}/`, method: "GET", status: 200, body: { id: Number(fileId), type: "bids", name: "bids.csv", status: "u" }, times: 1 };
    await sandbox().fail(uploaded);
    const watching = await browser.get(location);
    expect(watching.status).toBe(200);
    expect(watching.html).toMatch(/<meta http-equiv="refresh" content="1"\/?>/);
    expect(text(watching.html)).toContain("Status: Uploaded");
    expect(watching.html).toMatch(/data-stage="uploading" data-state="completed"/);
    expect(watching.html).toMatch(/data-stage="scanning" data-state="active"/);
    expect(text(watching.html)).toContain("Check again");

    const ready = await browser.get(location);
    expect(ready.html).not.toContain('http-equiv="refresh"');
    expect(text(ready.html)).toContain("Status: Ready");
    expect(text(ready.html)).toContain("2 bids are ready to create.");

    const created = await browser.post(location, { intent: "create", file: String(fileId) });
    expect(created.status).toBe(200);
    expect(text(created.html)).toContain("2 bids were created.");
    expect(text(created.html)).toContain("Every bid was created.");
    expect((await sandbox().calls())["POST /bids/bids/"]).toBe(1);
  });

  test("FILE-01 BID-08 the bulk upload page says where the service window IDs the template asks for are shown", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const page = text((await browser.get(PAGE)).html);
    expect(page).toContain("Each service window's ID is shown beside its name, as “Window ID”");
  });

  test("FILE-01 BID-08 a file's bids are created once: posting create again is refused, and the page then offers no create button", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const location = (await upload(browser, [HEADER, row(1)].join("\n"))).headers.get("location")!;
    const fileId = new URL(location, "http://app").searchParams.get("file")!;
    expect(text((await browser.get(location)).html)).toContain("Create 1 bid");

    const created = await browser.post(location, { intent: "create", file: fileId });
    expect(text(created.html)).toContain("1 bid was created.");
    expect(created.html).not.toContain('name="intent" value="create"');

    // A reload of the file's page, then the same post again (the back button, a second click): nothing more is created.
    const reloaded = await browser.get(location);
    expect(reloaded.html).not.toContain('name="intent" value="create"');
    expect(text(reloaded.html)).toContain("The bids of this file have already been created.");
    const again = await browser.post(location, { intent: "create", file: fileId });
    expect(text(again.html)).toContain("The bids of this file have already been created.");
    expect(text(again.html)).not.toContain("bid was created");
    expect(again.html).not.toContain('name="intent" value="create"');
    expect((await sandbox().calls())["POST /bids/bids/"]).toBe(1);
  });

  test("BID-08 confirm bids bulk: a Ready file shows the bid sets its bids go into before they are created, and says when they join a bid set that already bids in their windows", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const first = (await upload(browser, [HEADER, row(1)].join("\n"))).headers.get("location")!;
    const ready = await browser.get(first);
    const preview = (html: string) => html.match(/<section aria-labelledby="preview-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(text(preview(ready.html))).toContain("What will be created");
    expect(text(preview(ready.html))).toMatch(/Leeds Sustain Peak BSE-001320 1 1 /);
    // Nothing is created before the confirmation.
    expect((await sandbox().calls())["POST /bids/bids/"]).toBeUndefined();
    const fileId = new URL(first, "http://app").searchParams.get("file")!;
    expect(text((await browser.post(first, { intent: "create", file: fileId })).html)).toContain("1 bid was created.");

    // A second file for the same asset and window joins the bid set the first one made or joined, beside its bid.
    await browser.get(PAGE);
    const second = await browser.get((await upload(browser, [HEADER, row(0.5)].join("\n"))).headers.get("location")!);
    const joined = preview(second.html);
    const ballot = joined.match(/data-ballot="(\d+)"/)?.[1];
    expect(ballot).toBeDefined();
    expect(text(joined)).toContain(`Added to your bid set ${ballot}`);
    expect(text(joined)).toContain("It already has a bid in 1 of these service windows (1): the file's bid is added beside it, not in its place.");
    // Once created, the confirm step is gone.
    const created = await browser.post(second.url.replace(/^https?:\/\/[^/]+/, ""), { intent: "create", file: new URL(second.url).searchParams.get("file")! });
    expect(preview(created.html)).toBe("");
  });

  test("FILE-01 BID-08 a file with a bad row shows the row, the column and the upstream's message", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const posted = await upload(browser, [HEADER, row(1), row(50)].join("\n"));
    const page = await browser.get(posted.headers.get("location")!);
    const shown = text(page.html);
    expect(shown).toContain("Status: Error");
    expect(shown).toMatch(/3 capacity_mw Ensure this value is less than or equal to 7\.9\./);
    expect(page.html).not.toContain('name="intent" value="create"');
  });

  test("BID-08 when a chunk is refused the failed rows come back in a retry form, and retrying them creates them", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const rows = Array.from({ length: 260 }, (_, position) => row(((position % 10) + 1) / 10));
    const location = (await upload(browser, [HEADER, ...rows].join("\n"))).headers.get("location")!;
    const fileId = new URL(location, "http://app").searchParams.get("file")!;
    await browser.get(location);
    await sandbox().fail({ path: "/bids/bids/", method: "POST", status: 400, times: 1 });
    const created = await browser.post(location, { intent: "create", file: fileId });
    const shown = text(created.html);
    expect(shown).toMatch(/(250|10) bids were created\./);
    expect(shown).toMatch(/(10|250) rows were not created\./);
    expect(shown).toContain("This bid was not saved. Please try again.");

    // The retry form carries every failed row; posting it as the browser would sends those rows alone.
    const fields = retryFormFields(created.html);
    const failedCount = Object.keys(fields).filter((name) => /^rows\[\d+\]\.row$/.test(name)).length;
    expect([10, 250]).toContain(failedCount);
    const retried = await browser.post(location, { ...fields, intent: "retry" });
    expect(text(retried.html)).toContain(`${failedCount} bids were created.`);
    expect(text(retried.html)).toContain("260 bids from this file have been created so far.");
  });

  test("BID-08 failed rows are retried once: posting the same retry form again is refused, and the page then offers no retry button", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const location = (await upload(browser, [HEADER, row(1), row(0.5)].join("\n"))).headers.get("location")!;
    const fileId = new URL(location, "http://app").searchParams.get("file")!;
    await browser.get(location);
    await sandbox().fail({ path: "/bids/bids/", method: "POST", status: 503, times: 1 });
    const created = await browser.post(location, { intent: "create", file: fileId });
    expect(text(created.html)).toContain("2 rows were not created.");
    const fields = retryFormFields(created.html);
    expect(Object.keys(fields).filter((name) => /^rows\[\d+\]\.row$/.test(name))).toHaveLength(2);

    const retried = await browser.post(location, { ...fields, intent: "retry" });
    expect(text(retried.html)).toContain("2 bids were created.");
    expect(retried.html).not.toContain('value="retry"');

    // The same retry form again (a reload of the post, or Back and submit): nothing more is created.
    const again = await browser.post(location, { ...fields, intent: "retry" });
    expect(text(again.html)).toContain("These rows have already been retried, so they were not sent again. Upload another file to create more bids.");
    expect(text(again.html)).not.toContain("bids were created");
    expect(again.html).not.toContain('value="retry"');
    expect(again.html).not.toContain('name="intent" value="create"');
    expect((await sandbox().calls())["POST /bids/bids/"]).toBe(2);
  });

  test("FILE-01 BID-08 CALL-08 an upload the service fails comes back to the upload page with the failure, its status and a word that the file must be chosen again; once it recovers the same file uploads", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const csv = [HEADER, row(1)].join("\n");

    await sandbox().fail({ path: "/files/", method: "POST", status: 503 });
    try {
      const failed = await upload(browser, csv);
      expect(failed.status).toBe(503);
      expect(new URL(failed.url).pathname).toBe(PAGE);
      expect(failed.html).toMatch(
        /<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><p>Your file was not uploaded\. Choose it again to upload it\.<\/p><\/div>/,
      );
      expect(text(failed.html)).not.toContain("Oh no!");
      // The upload form itself is back, above nothing watched.
      expect(failed.html).toMatch(/<input[^>]*name="file"[^>]*type="file"/);
      expect(failed.html).not.toContain("Status:");
    } finally {
      await sandbox().clearFaults();
    }

    const sent = await upload(browser, csv);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toMatch(/\?file=\d+&since=\d+$/);
  });

  test("BID-08 CALL-08 creating a Ready file's bids when the service times out comes back with the failure and the Create button; once it recovers the same post creates them", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const location = (await upload(browser, [HEADER, row(1)].join("\n"))).headers.get("location")!;
    const fileId = new URL(location, "http://app").searchParams.get("file")!;
    await browser.get(location);

    await sandbox().fail({ path: `/files/records/${fileId}/claim`, method: "POST", status: 504 });
    try {
      const failed = await browser.post(location, { intent: "create", file: fileId });
      expect(failed.status).toBe(504);
      expect(text(failed.html)).toContain("The marketplace service took too long to answer. Please try again in a moment.");
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(failed.html).toContain('name="intent" value="create"');
      expect(text(failed.html)).toContain("Create 1 bid");
    } finally {
      await sandbox().clearFaults();
    }

    const created = await browser.post(location, { intent: "create", file: fileId });
    expect(text(created.html)).toContain("1 bid was created.");
  });

  test("BID-08 CALL-08 retrying failed rows when the service fails comes back with the failure, its status and the same rows as sent in the retry form; once it recovers that form creates them", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const location = (await upload(browser, [HEADER, row(1), row(0.5), row(0.7)].join("\n"))).headers.get("location")!;
    const fileId = new URL(location, "http://app").searchParams.get("file")!;
    await browser.get(location);
    await sandbox().fail({ path: "/bids/bids/", method: "POST", status: 400, times: 1 });
    const created = await browser.post(location, { intent: "create", file: fileId });
    expect(text(created.html)).toContain("3 rows were not created.");
    // One row corrected in the form before retrying.
    const fields = { ...retryFormFields(created.html), "rows[1].capacity": "0.6" };

    await sandbox().fail({ path: `/files/records/${fileId}/retry`, method: "POST", status: 500 });
    try {
      const failed = await browser.post(location, { ...fields, intent: "retry" });
      expect(failed.status).toBe(502);
      expect(new URL(failed.url).pathname).toBe(PAGE);
      expect(failed.html).toMatch(/<p class="form-error" role="alert">The marketplace service sent an answer we could not read\. Please try again in a moment\.<\/p>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(text(failed.html)).toContain("3 rows were not created.");
      expect(text(failed.html)).toContain("Retry 3 rows");
      // The same rows, the correction and the unspent retry token, as they were sent.
      expect(retryFormFields(failed.html)).toEqual(fields);
    } finally {
      await sandbox().clearFaults();
    }
    expect((await sandbox().calls())["POST /bids/bids/"]).toBe(1);

    const retried = await browser.post(location, { ...retryFormFields(browser.last!.html), intent: "retry" });
    expect(retried.status).toBe(200);
    expect(text(retried.html)).toContain("3 bids were created.");
    expect(text(retried.html)).toContain("Every bid was created.");
    expect(retried.html).not.toContain('value="retry"');
  });
});
