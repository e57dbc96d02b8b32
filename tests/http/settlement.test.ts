import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const PAGES = ["overview", "required", "upload", "delivery-performance", "settlementreports", "invoices"];
const requiredEvents = (html: string) => [...html.matchAll(/<tr data-event="(\d+)">/g)].map((match) => Number(match[1]));

async function signedIn(email = "provider@example.com") {
  const browser = new NoJsBrowser();
  await browser.login(email);
  return browser;
}

/** Posts the readings file as multipart, with the anti-forgery token of the page last shown. */
async function upload(browser: NoJsBrowser, csv: string) {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1];
  const form = new FormData();
  form.set("csrf", token ?? "");
  form.set("intent", "upload");
  form.set("file", new Blob([csv], { type: "text/csv" }), "readings.csv");
  return browser.request("/settlement/upload", { method: "POST", body: form });
}

describe("settlement without JavaScript", () => {
  test("SETT-01 ROUTE-01 the Settlement link leads to the overview, /settlement redirects there, and all six provider pages answer", async () => {
    const browser = await signedIn();
    expect((await browser.get("/home")).html).toContain('href="/settlement/overview"');
    expect((await browser.get("/settlement")).url).toMatch(/\/settlement\/overview$/);
    for (const tab of PAGES) {
      const page = await browser.get(`/settlement/${tab}`);
      expect(page.status, tab).toBe(200);
      expect(page.html.match(/<a[^>]*kit-tabs__link--current[^>]*>/)?.[0]).toContain(`href="/settlement/${tab}"`);
    }
    const operator = await signedIn("operator@example.com");
    const reports = await operator.get("/settlement");
    expect(reports.url).toMatch(/\/settlement\/settlementreports$/);
    expect(reports.html).toMatch(/<tr data-month="\d{4}-\d{2}">/);
  });

  test("SETT-02 uploading readings with one bad row reports that row, keeps the rest, shows the meter readings uploaded confirmation and the event leaves required", async () => {
    const browser = await signedIn();
    const before = requiredEvents((await browser.get("/settlement/required")).html);
    expect(before.length).toBeGreaterThan(0);
    const template = await browser.get("/settlement/upload/template.csv");
    expect(template.headers.get("content-type")).toContain("text/csv");
    const [header, ...rows] = template.html.trim().split(/\r?\n/);
    expect(header).toBe("meter_id,period_end,value_kwh");
    const filled = rows.map((row) => `${row}10`);
    await browser.get("/settlement/upload");
    const answer = await upload(browser, [header, ...filled, `${filled[0].split(",")[0]},${filled[0].split(",")[1]},-5`].join("\n"));
    expect(answer.status).toBe(200);
    const page = text(answer.html);
    expect(page).toContain("Meter readings uploaded");
    expect(page).toContain(`${filled.length} readings saved (0 replacing earlier readings), 1 rows not saved.`);
    expect(answer.html).toMatch(new RegExp(`data-row="${filled.length + 2}"`));
    expect(page).toContain("The value is negative.");
    // Not dismissible: no close control in the dialog, only its own button.
    expect(answer.html).not.toMatch(/class="kit-close"/);
    const after = requiredEvents((await browser.get("/settlement/required")).html);
    expect(after.length).toBeLessThan(before.length);
  });

  test("SETT-01 an invoice lists lines traced to their events with VAT, and a line leads to the event's half-hours", async () => {
    const browser = await signedIn();
    const list = await browser.get("/settlement/invoices");
    const ids = [...list.html.matchAll(/<tr data-invoice="([^"]+)">/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    let invoice = await browser.get(`/settlement/invoices/${ids[ids.length - 1]}`);
    for (const id of ids) {
      invoice = await browser.get(`/settlement/invoices/${id}`);
      if (/data-line="/.test(invoice.html)) break;
    }
    expect(invoice.status).toBe(200);
    expect(text(invoice.html)).toMatch(/VAT \(20%\)/);
    const download = invoice.html.match(/href="(\/settlement\/invoices\/[^"]+\/download)"/)?.[1];
    const invoiceCsv = (await browser.get(download!)).html.trim().split(/\r?\n/);
    expect(invoiceCsv[0]).toMatch(/^invoice,event,competition,/);
    expect(invoiceCsv.at(-1)).toMatch(/,total,/);
    const event = invoice.html.match(/href="\/settlement\/delivery-performance\?event=(\d+)"/)?.[1];
    expect(event).toBeDefined();
    const performance = await browser.get(`/settlement/delivery-performance?event=${event}`);
    expect(performance.html).toContain("<svg");
    const periods = (performance.html.match(/<tr data-period=/g) ?? []).length;
    expect(periods).toBeGreaterThan(0);
    const halfHours = (await browser.get(`/settlement/delivery-performance.csv?event=${event}`)).html.trim().split(/\r?\n/);
    expect(halfHours[0]).toBe("event,start,end,instructed_mwh,baseline_mwh,metered_mwh,delivered_mwh,credited_mwh");
    expect(halfHours).toHaveLength(periods + 1);
    const reports = await browser.get("/settlement/settlementreports");
    const csvHref = reports.html.match(/href="(\/settlement\/settlementreports\/\d{4}-\d{2}\.csv)"/)?.[1];
    const csv = await browser.get(csvHref!);
    expect(csv.html.split(/\r?\n/)[0]).toBe("event,flex_provider,competition,start,end,kind,quantity,unit,rate,performance_factor,amount,currency");
  });

  test("SETT-01 an unknown invoice and a failing upstream give a clear message inside the settlement tabs, and an upload without a file asks for one", async () => {
    const browser = await signedIn();
    const missing = await browser.get("/settlement/invoices/101-1999-01");
    expect(missing.status).toBe(404);
    expect(text(missing.html)).toContain("This settlement page could not be loaded.");
    expect(missing.html).toContain('href="/settlement/required"');
    await sandbox().fail({ path: "settlement/events/", status: 500 });
    const failing = await browser.get("/settlement/required");
    expect(failing.status).toBeGreaterThanOrEqual(500);
    expect(text(failing.html)).toContain("This settlement page could not be loaded.");
    await sandbox().clearFaults();
    await browser.get("/settlement/upload");
    const empty = await upload(browser, "");
    expect(empty.status).toBe(400);
    expect(text(empty.html)).toContain("Choose a file to upload.");
    expect(text(empty.html)).not.toContain("Meter readings uploaded");
  });
});
