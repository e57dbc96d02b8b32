import { beforeEach, describe, expect, test } from "vitest";
import { DateTime } from "luxon";
import Papa from "papaparse";
import writeXlsxFile from "write-excel-file/node";
import { NoJsBrowser, sandbox, text } from "./browser";
import { invoiceTotals, overviewRow, pennies } from "./settlement-tables";

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
async function upload(browser: NoJsBrowser, csv: string | Blob, name = "readings.csv", fields: Record<string, string> = { intent: "upload" }) {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1];
  const form = new FormData();
  form.set("csrf", token ?? "");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", typeof csv === "string" ? new Blob([csv], { type: "text/csv" }) : csv, name);
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
    // No such month is a 404, never a server error.
    expect((await operator.get("/settlement/settlementreports/2099-13.csv")).status).toBe(404);
  });

  test("SETT-01 CALL-09 the CSV of a month with no settlement report comes back to the reports saying there is none for that month, as a failed download does", async () => {
    const operator = await signedIn("operator@example.com");
    for (const accept of ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "*/*"]) {
      const none = await operator.request("/settlement/settlementreports/2099-12.csv", { headers: { Accept: accept } }, false);
      expect(none.status, accept).toBe(302);
      expect(none.headers.get("location")).toBe("/settlement/settlementreports");
      const back = await operator.get("/settlement/settlementreports");
      expect(back.status).toBe(200);
      expect(text(back.html)).toContain("File download error");
      expect(text(back.html)).toContain("There is no settlement report for December 2099.");
      // Said once.
      expect(text((await operator.get("/settlement/settlementreports")).html)).not.toContain("December 2099");
    }
    // From a page that links to the reports, it goes back to that page, as the other downloads do.
    const from = await operator.get("/settlement/settlementreports");
    const referred = await operator.request("/settlement/settlementreports/2099-12.csv", { headers: { Referer: from.url } }, false);
    expect(referred.headers.get("location")).toBe("/settlement/settlementreports");
  });

  test("SETT-01 a month's settlement report CSV keeps each line's flex provider id and names the provider beside it, as the pages name providers", async () => {
    const operator = await signedIn("operator@example.com");
    const reports = await operator.get("/settlement/settlementreports");
    const months = [...reports.html.matchAll(/href="(\/settlement\/settlementreports\/\d{4}-\d{2}\.csv)"/g)].map((match) => match[1]);
    expect(months.length).toBeGreaterThan(0);
    // The names the operator's dispatch lists give the providers it dispatched.
    const listed = text((await operator.get("/operations/upcomingdispatches")).html);
    const named = new Map<string, string>();
    const downloads = await Promise.all(months.map((month) => operator.get(month)));
    for (const [index, download] of downloads.entries()) {
      const month = months[index];
      expect(download.headers.get("content-disposition")).toMatch(/attachment/);
      const { data, meta } = Papa.parse<Record<string, string>>(download.html.trim(), { header: true });
      expect(meta.fields?.slice(0, 4)).toEqual(["event", "flex_provider", "flex_provider_name", "competition"]);
      for (const row of data) {
        expect(row.flex_provider, month).toMatch(/^\d+$/);
        expect(row.flex_provider_name, month).not.toBe("");
        expect(row.flex_provider_name).not.toBe(row.flex_provider);
        // One name per provider, across the months.
        expect(named.get(row.flex_provider) ?? row.flex_provider_name).toBe(row.flex_provider_name);
        named.set(row.flex_provider, row.flex_provider_name);
      }
    }
    expect(named.size).toBeGreaterThan(1);
    // The demo provider is named as the dispatch lists name it.
    expect(named.get("101")).toBeDefined();
    expect(listed.includes(named.get("101")!), named.get("101")).toBe(true);

    // A provider's own report names the provider too.
    const provider = await signedIn();
    const own = (await provider.get("/settlement/settlementreports")).html.match(/href="(\/settlement\/settlementreports\/\d{4}-\d{2}\.csv)"/)![1];
    const rows = Papa.parse<Record<string, string>>((await provider.get(own)).html.trim(), { header: true }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => `${row.flex_provider} ${row.flex_provider_name}`))).toEqual(new Set([`101 ${named.get("101")}`]));
  });

  test("SETT-01 the overview shows this month and the last twelve by the calendar, a month without an invoice as such, while the invoices go further back", async () => {
    const browser = await signedIn();
    const clock = await sandbox().clock();
    const current = DateTime.fromISO(clock.now, { zone: "Europe/London" }).startOf("month");
    const expected = Array.from({ length: 13 }, (_, back) => current.minus({ months: back }).toFormat("yyyy-MM"));
    const overview = (await browser.get("/settlement/overview")).html;
    const rows = [...overview.matchAll(/<tr data-month="(\d{4}-\d{2})"( data-invoice="none")?>([\s\S]*?)<\/tr>/g)];
    const invoiced = [...(await browser.get("/settlement/invoices")).html.matchAll(/data-invoice="\d+-(\d{4}-\d{2})"/g)].map((match) => match[1]);
    expect(invoiced.some((month) => month < expected[12])).toBe(true);
    // Every one of the thirteen months, newest first, whether it has an invoice or not.
    expect(rows.map((row) => row[1])).toEqual(expected);
    expect(rows.filter((row) => !row[2]).map((row) => row[1])).toEqual(expected.filter((month) => invoiced.includes(month)));
    const without = rows.filter((row) => row[2]);
    expect(without.map((row) => row[1])).toEqual(expected.filter((month) => !invoiced.includes(month)));
    for (const row of without) expect(text(row[3])).toContain("No invoice");
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
    expect(page).toContain(`${filled.length} readings saved (0 replacing earlier readings), 1 row not saved.`);
    expect(answer.html).toMatch(new RegExp(`data-row="${filled.length + 2}"`));
    expect(page).toContain("The value is negative.");
    // Not dismissible: no close control in the dialog, only its own button.
    expect(answer.html).not.toMatch(/class="kit-close"/);
    const after = requiredEvents((await browser.get("/settlement/required")).html);
    expect(after.length).toBeLessThan(before.length);
  });

  test("SETT-02 a half-hour missing inside an event is reported as a gap apart from the rows not saved, which it is not", async () => {
    const browser = await signedIn();
    const [header, ...rows] = (await browser.get("/settlement/upload/template.csv")).html.trim().split(/\r?\n/);
    // Leave out a meter's second half-hour, so its event is still covered by the first.
    const hole = rows.findIndex((row, index) => rows.slice(0, index).some((earlier) => earlier.split(",")[0] === row.split(",")[0]));
    expect(hole).toBeGreaterThan(0);
    const kept = rows.filter((_row, index) => index !== hole).map((row) => `${row}10`);
    await browser.get("/settlement/upload");
    const answer = await upload(browser, [header, ...kept].join("\n"));
    const page = text(answer.html);
    expect(page).toContain(`${kept.length} readings saved (0 replacing earlier readings), 0 rows not saved.`);
    const caption = answer.html.match(/<table class="data-table row-errors"><caption>([^<]*)<\/caption>/)?.[1];
    expect(caption).toBe("1 half-hour of an event has no reading");
    expect(page).toContain(`No reading for the period ending ${rows[hole].split(",")[1]}`);
  });

  test("SETT-02 a period end written day first is refused as a date, beside its column, and the other rows are kept", async () => {
    const browser = await signedIn();
    const [header, ...rows] = (await browser.get("/settlement/upload/template.csv")).html.trim().split(/\r?\n/);
    const [meter, end] = rows[0].split(",");
    const dayFirst = DateTime.fromISO(end, { zone: "utc" }).toFormat("dd-MM-yyyy HH:mm");
    await browser.get("/settlement/upload");
    const answer = await upload(browser, [header, `${meter},${dayFirst},10`, ...rows.slice(1).map((row) => `${row}10`)].join("\n"));
    expect(text(answer.html)).toContain(`${rows.length - 1} readings saved (0 replacing earlier readings), 1 row not saved.`);
    expect(answer.html).toMatch(/data-row="2" data-field="period_end">[\s\S]*?The period end must be a UTC date and time such as 2026-11-26T16:30:00Z\./);
  });

  test("SETT-02 an XLSX file of 15-minute readings with one bad row goes through the stages, sums quarters into half-hours, reports the row, and a retry of just that row completes it", async () => {
    const browser = await signedIn();
    const [header, ...rows] = (await browser.get("/settlement/upload/template.csv")).html.trim().split(/\r?\n/);
    // Each half-hour of the template as two 15-minute readings of 5 kWh, ending 15 minutes before and at the period end.
    const quarters = rows.flatMap((row) => {
      const [meter, end] = row.split(",");
      return [[meter, new Date(Date.parse(end) - 15 * 60 * 1000), 5], [meter, new Date(Date.parse(end)), 5]] as [string, Date, number][];
    });
    const bad = quarters.length - 1;
    const cells = quarters.map(([meter, end, value], index) => [{ value: meter }, { value: end, type: Date, format: "yyyy-mm-dd hh:mm:ss" }, { value: index === bad ? "abc" : value }]);
    const sheet = [header.split(",").map((value) => ({ value })), ...cells];
    const buffer = await writeXlsxFile(sheet as never).toBuffer();
    await browser.get("/settlement/upload");
    const answer = await upload(browser, new Blob([new Uint8Array(buffer)]), "readings.xlsx");
    expect(answer.status).toBe(200);
    const page = text(answer.html);
    expect([...answer.html.matchAll(/data-stage="(\w+)" data-state="(\w+)"/g)].map((match) => `${match[1]}:${match[2]}`)).toEqual(["uploading:completed", "scanning:completed", "processing:completed"]);
    expect(page).toContain("Meter readings uploaded");
    // The last half-hour lost a quarter to the bad row: it is reported (the bad value and the gap it leaves) and neither of its rows is saved.
    expect(page).toContain(`${rows.length - 1} readings saved (0 replacing earlier readings), 2 rows not saved.`);
    expect(page).toContain(`${rows.length - 1} half-hours were summed from 15-minute readings.`);
    expect(page).toContain("The value is not a number.");
    // Two rows not saved (the bad one and the quarter it leaves alone) and the half-hour they leave empty.
    expect(answer.html).toContain("<caption>2 rows were not saved; 1 half-hour of an event has no reading</caption>");
    expect(answer.html).toMatch(new RegExp(`data-row="${bad + 2}"`));
    expect(page).toContain("Retry failed rows");
    const failed = decodeURIComponent(answer.html.match(/href="data:text\/csv;charset=utf-8,([^"]+)" download="failed-rows.csv"/)![1]).split("\n");
    expect(failed[0]).toBe("meter_id,period_end,value_kwh");
    expect(failed.length).toBeGreaterThan(1);
    // Correct the failed half-hour and upload just it as half-hourly data.
    const last = rows[rows.length - 1];
    const retry = await upload(browser, [header, `${last}10`].join("\n"), "fixed.csv", { intent: "retry", retry_of: "readings.xlsx" });
    expect(text(retry.html)).toContain("Retry of readings.xlsx: 1 reading saved, 0 rows still failing.");
    expect(text(retry.html)).toContain("Meter readings uploaded");
  });

  test("SETT-02 three bad rows, one of them with two faults, are three rows not saved, three rows to download, each once in the failed-rows file", async () => {
    const browser = await signedIn();
    const [header, ...rows] = (await browser.get("/settlement/upload/template.csv")).html.trim().split(/\r?\n/);
    const good = rows.map((row) => `${row}10`);
    const [meter, end] = rows[0].split(",");
    // Row A: an unknown meter and a value that is not a number (two faults); row B: an unknown meter; row C: the first row again.
    const bad = [`0000000000000,${end},abc`, `0000000000000,${end},5`, `${meter},${end},12`];
    await browser.get("/settlement/upload");
    const answer = await upload(browser, [header, ...good, ...bad].join("\n"));
    const page = text(answer.html);
    expect(page).toContain(`${good.length} readings saved (0 replacing earlier readings), 3 rows not saved.`);
    expect(page).toContain("Download the 3 rows that failed");
    const failed = decodeURIComponent(answer.html.match(/href="data:text\/csv;charset=utf-8,([^"]+)" download="failed-rows.csv"/)![1]).split("\n");
    expect(failed).toEqual(["meter_id,period_end,value_kwh", ...bad]);
  });

  test("SETT-02 with a same-day adjustment in the terms the page names the rule and what it still needs, and shows what the event pays under the other rules", async () => {
    const browser = await signedIn();
    const performance = await browser.get("/settlement/delivery-performance");
    const event = Number(performance.html.match(/data-event-id="(\d+)"/)![1]);
    const competition = Number(performance.html.match(/data-competition="(\d+)"/)![1]);
    // Settled under the plain historical rule, the comparison lists the other two.
    expect(performance.html).toContain('data-baseline-rule="historical"');
    const rules = (html: string) => [...html.matchAll(/<tr data-rule="([a-z_]+)"/g)].map((match) => match[1]);
    expect(rules(performance.html)).toEqual(["historical", "historical_adjusted", "nominated"]);
    expect(text(performance.html)).toContain("Historical, mid 8 of 10 (the competition's terms)");
    await sandbox().setSettlementTerms({ competition, baseline: "historical", same_day_adjustment: true });
    const adjusted = await browser.get(`/settlement/delivery-performance?event=${event}`);
    expect(adjusted.html).toContain('data-baseline-rule="historical_adjusted"');
    expect(text(adjusted.html)).toContain("with a same-day adjustment, which needs the readings of the 3 hours ending 1 hour before the event");
    expect(rules(adjusted.html)).toEqual(["historical_adjusted", "historical", "nominated"]);
    // The plain rule still has its data and its amount; the nominated one has none.
    const row = (html: string, rule: string) => text(html.slice(html.indexOf(`<tr data-rule="${rule}"`), html.indexOf("</tr>", html.indexOf(`<tr data-rule="${rule}"`))));
    expect(row(adjusted.html, "historical")).toMatch(/£[\d,.]+/);
    expect(row(adjusted.html, "nominated")).toContain("Not available: the data this rule needs is missing.");
  });

  test("SETT-02 a competition with a nominated baseline (rows not saved counted once each): the provider uploads its profile on the upload page's second form and the event is settled against it", async () => {
    const browser = await signedIn();
    const performance = await browser.get("/settlement/delivery-performance");
    const event = Number(performance.html.match(/data-event-id="(\d+)"/)![1]);
    const periods = [...performance.html.matchAll(/<tr data-period="([^"]+)"/g)].map((match) => match[1]);
    expect(periods.length).toBeGreaterThan(0);
    const competition = Number(performance.html.match(/data-competition="(\d+)"/)![1]);
    const meters = [...performance.html.matchAll(/data-meter="([^"]+)" data-kind="(import|export)"/g)].map((match) => ({ id: match[1], kind: match[2] }));
    expect(meters.length).toBeGreaterThan(0);
    const clock = await sandbox().clock();
    await sandbox().setSettlementTerms({ competition, baseline: "nominated", nomination_deadline: new Date(Date.parse(clock.now) + 3_600_000).toISOString() });
    const lacking = await browser.get(`/settlement/delivery-performance?event=${event}`);
    expect(lacking.html).toContain('data-baseline-rule="nominated"');
    expect(text(lacking.html)).toContain("Nominated by the provider");
    const page = await browser.get("/settlement/upload");
    expect(text(page.html)).toContain("Nominated baseline");
    const imports = meters.filter((meter) => meter.kind === "import").length;
    const csv = ["meter_id,period_end,kw", ...periods.flatMap((end) => meters.map((meter) => `${meter.id},${end},${meter.kind === "import" ? 4000 : 0}`))].join("\n");
    // A row with two faults (an unknown meter and a value that is not a number) is one row not saved.
    const twoFaults = await upload(browser, "meter_id,period_end,kw\n0000000000000,not-a-date,abc", "bad.csv", { intent: "nominate" });
    expect(text(twoFaults.html)).toContain("Nominated baseline: 0 half-hours saved (0 replacing earlier ones), 1 row not saved.");
    const answer = await upload(browser, csv, "nominated.csv", { intent: "nominate" });
    expect(answer.status).toBe(200);
    expect(text(answer.html)).toContain(`Nominated baseline: ${periods.length * meters.length} half-hours saved (0 replacing earlier ones), 0 rows not saved.`);
    expect(answer.html).toMatch(/data-stage="processing" data-state="completed"/);
    const settled = await browser.get(`/settlement/delivery-performance?event=${event}`);
    // Each import meter nominated 4,000 kW: the baseline of every half-hour is imports × 4000 × 0.5 ÷ 1000 MWh.
    const expected = ((imports * 4000 * 0.5) / 1000).toFixed(3);
    const baselines = [...settled.html.matchAll(/<tr data-period="[^"]+"[^>]*><th[^>]*>.*?<\/th><td>[^<]*<\/td><td>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(baselines).toHaveLength(periods.length);
    expect(new Set(baselines)).toEqual(new Set([expected]));
  });

  test("SETT-02 a nominated baseline given as a weekly template (day of week, UK time, kW) fills the event's half-hours", async () => {
    const browser = await signedIn();
    const performance = await browser.get("/settlement/delivery-performance");
    const event = Number(performance.html.match(/data-event-id="(\d+)"/)![1]);
    const competition = Number(performance.html.match(/data-competition="(\d+)"/)![1]);
    const periods = [...performance.html.matchAll(/<tr data-period="([^"]+)"/g)].map((match) => match[1]);
    const meters = [...performance.html.matchAll(/data-meter="([^"]+)" data-kind="(import|export)"/g)].map((match) => ({ id: match[1], kind: match[2] }));
    const clock = await sandbox().clock();
    await sandbox().setSettlementTerms({ competition, baseline: "nominated", nomination_deadline: new Date(Date.parse(clock.now) + 3_600_000).toISOString() });
    // One template row per meter for each weekday and UK start time the event's half-hours fall on.
    const slots = [...new Set(periods.map((end) => DateTime.fromISO(end, { zone: "Europe/London" }).minus({ minutes: 30 }).toFormat("c,HH:mm")))];
    const csv = ["meter_id,day_of_week,local_time,kw", ...slots.flatMap((slot) => meters.map((meter) => `${meter.id},${slot},${meter.kind === "import" ? 3000 : 0}`))].join("\n");
    const answer = await upload(browser, csv, "weekly.csv", { intent: "nominate" });
    expect(text(answer.html)).toContain(`Nominated baseline: ${periods.length * meters.length} half-hours saved (0 replacing earlier ones), 0 rows not saved.`);
    const settled = await browser.get(`/settlement/delivery-performance?event=${event}`);
    const imports = meters.filter((meter) => meter.kind === "import").length;
    const baselines = [...settled.html.matchAll(/<tr data-period="[^"]+"[^>]*><th[^>]*>.*?<\/th><td>[^<]*<\/td><td>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(new Set(baselines)).toEqual(new Set([((imports * 3000 * 0.5) / 1000).toFixed(3)]));
    // A day that is not a day is reported against its row.
    const bad = await upload(browser, ["meter_id,day_of_week,local_time,kw", `${meters[0].id},Funday,17:00,1`].join("\n"), "weekly.csv", { intent: "nominate" });
    expect(text(bad.html)).toContain("The day of the week must be 1 (Monday) to 7 (Sunday) or a day's name.");
  });

  test("SETT-01 a monthly settlement run freezes the invoice as version 1; readings after it leave it unchanged and the page says so; a re-run shows version 2 and what changed", async () => {
    const browser = await signedIn();
    const required = requiredEvents((await browser.get("/settlement/required")).html);
    const template = (await browser.get("/settlement/upload/template.csv")).html.trim().split(/\r?\n/);
    const list = await browser.get("/settlement/invoices");
    const ids = [...list.html.matchAll(/href="\/settlement\/invoices\/(\d+-(\d{4}-\d{2}))"/g)].map((match) => ({ id: match[1], month: match[2] }));
    expect(ids.length).toBeGreaterThan(0);
    expect(required.length).toBeGreaterThan(0);
    for (const { month } of ids) await sandbox().runSettlement(month);
    const before = await Promise.all(ids.map(async ({ id }) => (await browser.get(`/settlement/invoices/${id}`)).html));
    expect(before.every((html) => html.includes('data-run-version="1"'))).toBe(true);
    await browser.get("/settlement/upload");
    await upload(browser, [template[0], ...template.slice(1).map((row) => `${row}0`)].join("\n"));
    const after = await Promise.all(ids.map(async ({ id }) => (await browser.get(`/settlement/invoices/${id}`)).html));
    const totals = (html: string) => text(html).match(/Total[^0-9£€]*[£€][\d,.]+/g)?.join("|");
    expect(before.map(totals).every(Boolean)).toBe(true);
    expect(after.map(totals)).toEqual(before.map(totals));
    expect(after.some((html) => /data-readings-after-run="\d+"/.test(html) && text(html).includes("arrived after this run: this version is final and does not change"))).toBe(true);
    for (const { month } of ids) await sandbox().runSettlement(month);
    const rerun = await Promise.all(ids.map(async ({ id }) => (await browser.get(`/settlement/invoices/${id}`)).html));
    expect(rerun.every((html) => html.includes('data-run-version="2"'))).toBe(true);
    expect(rerun.some((html) => /data-change="\d+-(availability|utilisation)"/.test(html) && text(html).includes("Earlier versions kept: version 1"))).toBe(true);
  });

  test("SETT-01 SETT-02 under terms with an under-delivery penalty the event's page and its invoice show the charge, and the net drops by it; the overview's row shows it in a Penalty column and still adds up", async () => {
    const browser = await signedIn();
    const performance = await browser.get("/settlement/delivery-performance");
    const event = Number(performance.html.match(/data-event-id="(\d+)"/)![1]);
    const competition = Number(performance.html.match(/data-competition="(\d+)"/)![1]);
    expect(performance.html).not.toContain("data-penalty");
    const ids = [...(await browser.get("/settlement/invoices")).html.matchAll(/<tr data-invoice="([^"]+)">/g)].map((match) => match[1]);
    const invoiceOf = async () => {
      for (const id of ids) {
        const page = await browser.get(`/settlement/invoices/${id}`);
        if (page.html.includes(`data-line="${event}-availability"`)) return { id, html: page.html };
      }
      throw new Error(`no invoice holds event ${event}`);
    };
    const before = await invoiceOf();
    expect(before.html).not.toContain(`data-line="${event}-penalty"`);
    await sandbox().setSettlementTerms({ competition, baseline: "historical", under_delivery_penalty: 40 });
    const charged = await browser.get(`/settlement/delivery-performance?event=${event}`);
    expect(text(charged.html)).toMatch(/Penalty\s*-£[\d,.]+/);
    const after = await invoiceOf();
    expect(after.id).toBe(before.id);
    const line = after.html.slice(after.html.indexOf(`data-line="${event}-penalty"`), after.html.indexOf("</tr>", after.html.indexOf(`data-line="${event}-penalty"`)));
    expect(text(line)).toContain("Under-delivery penalty");
    expect(text(line)).toContain("MWh");
    // The amount is charged (negative), and the line can be disputed like any other.
    expect(text(line)).toMatch(/ -£[\d,.]+ Dispute\s*$/);
    // The overview's row of the month shows the charge in a Penalty column and still adds up to the invoice's net.
    const row = overviewRow(await browser.get("/settlement/overview"), after.id.slice(-7));
    const totals = invoiceTotals(await browser.get(`/settlement/invoices/${after.id}`));
    expect(pennies(row.Penalty)).toBeLessThan(0);
    const amounts = ["Availability", "Utilisation", "Service fee", "Penalty", "Dispute adjustments"].filter((heading) => heading in row);
    expect(amounts.reduce((sum, heading) => sum + pennies(row[heading]), 0)).toBe(pennies(row.Net));
    for (const heading of [...amounts, "Net"]) expect(row[heading], heading).toBe(totals[heading] ?? "£0.00");
  });

  test("SETT-01 SETT-02 an invoice line leads to its calculation: the event page shows each payment's inputs, and they multiply out to the line's amount", async () => {
    const browser = await signedIn();
    const list = await browser.get("/settlement/invoices");
    let invoice = list;
    for (const id of [...list.html.matchAll(/<tr data-invoice="([^"]+)">/g)].map((match) => match[1])) {
      invoice = await browser.get(`/settlement/invoices/${id}`);
      if (/data-line="\d+-utilisation"/.test(invoice.html)) break;
    }
    const row = (html: string, marker: string) => text(html.slice(html.indexOf(marker), html.indexOf("</tr>", html.indexOf(marker))));
    const pounds = (value: string) => Number(value.replace(/[£,]/g, ""));
    // An instruction's event: it has a utilisation line as well.
    const event = invoice.html.match(/data-line="(\d+)-utilisation"/)![1];
    const lineAmount = pounds(row(invoice.html, `data-line="${event}-availability"`).match(/(£[\d,.]+)\s*Dispute/)![1]);
    const href = invoice.html.match(new RegExp(`href="(/settlement/delivery-performance\\?event=${event}#payment-availability)"`))![1];
    const page = await browser.get(href.replace(/#.*$/, ""));
    expect(page.html).toContain('id="payment-availability"');
    const availability = row(page.html, 'data-payment="availability"');
    const [, mw, price, hours, scale] = availability.match(/([\d.]+) MW × (£[\d,.]+) per MW per hour × ([\d.]+) h × (\d+)%/)!;
    const amount = pounds(availability.match(/(£[\d,.]+)\s*$/)![1]);
    expect(amount).toBe(lineAmount);
    expect(amount).toBeCloseTo(Math.round(Number(mw) * pounds(price) * Number(hours) * (Number(scale) / 100) * 100) / 100, 2);
    const utilisation = row(page.html, 'data-payment="utilisation"');
    const [, mwh, rate, share] = utilisation.match(/([\d.]+) MWh credited × (£[\d,.]+) per MWh × ([\d.]+)%/)!;
    // The scale is shown rounded to 0.1 %, so the product agrees to within that rounding.
    expect(Math.abs(pounds(utilisation.match(/(£[\d,.]+)\s*$/)![1]) - Number(mwh) * pounds(rate) * (Number(share) / 100))).toBeLessThan(Number(mwh) * pounds(rate) * 0.0006 + 0.01);
  });

  test("SETT-01 SETT-02 an availability window's invoice line names its window and contract and leads to its half-hours and the payment they make", async () => {
    const browser = await signedIn();
    const list = await browser.get("/settlement/invoices");
    let invoice = list;
    for (const id of [...list.html.matchAll(/<tr data-invoice="([^"]+)">/g)].map((match) => match[1])) {
      invoice = await browser.get(`/settlement/invoices/${id}`);
      if (invoice.html.includes('data-event-kind="availability_window"')) break;
    }
    const start = invoice.html.indexOf('data-event-kind="availability_window"');
    expect(start).toBeGreaterThan(0);
    const line = invoice.html.slice(start, invoice.html.indexOf("</tr>", start));
    expect(text(line)).toMatch(/^.*Window [^,]+, [A-Z0-9-]+-C\d{4}/);
    expect(text(line)).toContain("Availability");
    const lineAmount = Number(text(line).match(/£([\d,.]+)\s*Dispute/)![1].replace(/,/g, ""));
    const href = line.match(/href="(\/settlement\/delivery-performance\?event=\d+)#payment-availability"/)![1];
    const page = await browser.get(href);
    expect(page.status).toBe(200);
    expect(text(page.html)).toMatch(/Availability window .+ of contract [A-Z0-9-]+-C\d{4}/);
    expect(text(page.html)).toContain("no meter data is needed");
    // One row per half-hour with its status, and the one payment they make.
    expect(page.html.match(/data-status="available"/g)!.length).toBeGreaterThan(0);
    const payment = text(page.html.slice(page.html.indexOf('data-payment="availability"'), page.html.indexOf("</tr>", page.html.indexOf('data-payment="availability"'))));
    const [, mw, price, hours] = payment.match(/([\d.]+) MW × £([\d,.]+) per MW per hour × ([\d.]+) h available, in full/)!;
    const amount = Number(payment.match(/£([\d,.]+)\s*$/)![1].replace(/,/g, ""));
    expect(amount).toBe(lineAmount);
    expect(amount).toBeCloseTo(Math.round(Number(mw) * Number(price.replace(/,/g, "")) * Number(hours) * 100) / 100, 2);
    // The instructions' list of the page does not offer windows.
    expect(page.html.match(/<option[^>]*>Event /g)?.length ?? 0).toBeGreaterThan(0);
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
    const event = invoice.html.match(/href="\/settlement\/delivery-performance\?event=(\d+)(?:#payment-[a-z_]+)?"/)?.[1];
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
    expect(csv.html.split(/\r?\n/)[0]).toBe("event,flex_provider,flex_provider_name,competition,start,end,kind,quantity,unit,rate,performance_factor,amount,currency");
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

  test("SETT-02 Upload pressed with no file chosen, as a browser sends it (an empty part with no file name), says so next to the readings file field", async () => {
    const browser = await signedIn();
    const page = await browser.get("/settlement/upload");
    const token = page.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const boundary = "----NoFileChosen";
    const part = (headers: string, value: string) => `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
    const body =
      part('Content-Disposition: form-data; name="csrf"', token) +
      part('Content-Disposition: form-data; name="intent"', "upload") +
      part('Content-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream', "") +
      `--${boundary}--\r\n`;
    const answer = await browser.request("/settlement/upload", { method: "POST", body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } });
    expect(answer.status).toBe(400);
    const field = answer.html.match(/<input id="readings-file"[^>]*>[\s\S]*?<\/div>/)?.[0] ?? "";
    expect(field).toMatch(/aria-invalid="true"/);
    expect(field).toMatch(/aria-describedby="[^"]*readings-file-error/);
    expect(text(field)).toContain("Choose a file to upload.");
    // The message is the readings field's alone: the nominated baseline form is untouched.
    expect(answer.html).not.toContain('id="nominated-file-error"');
  });
});
