import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text, type Page } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

type Fault = { path: string; status?: number; malformed?: boolean };

const NOTICE_TITLE = "File download error";
const NOTICE = "Download failed. Please try again. If the error persists please contact support";

async function signedIn(email: string) {
  const browser = new NoJsBrowser();
  await browser.login(email);
  return browser;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The links of a page that carry `download`, leaving out files made in the page itself (`data:`). */
const downloadAttributes = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]).filter((tag) => /\sdownload(=|\s|>)/.test(tag) && !/href="data:/.test(tag));

/** The address of the first link matching `href` on the page (a regular expression with one group), as the browser would follow it. */
function linkOn(page: Page, href: RegExp) {
  const found = page.html.match(href)?.[1];
  expect(found, `a link like ${href} on ${page.url}`).toBeDefined();
  return found!.replace(/&amp;/g, "&");
}

/**
 * What a browser without JavaScript gets from a download link on `page`: the file as an
 * attachment, and with `fault` on the upstream call once, a 302 back to the page, which then
 * shows the file download error. No link on the page carries `download`, which would have the
 * browser save that redirect's page as the file.
 */
async function downloadsOrComesBack(browser: NoJsBrowser, page: Page, href: string, fault: Fault, fileName: RegExp, message = NOTICE) {
  expect(downloadAttributes(page.html)).toEqual([]);
  const headers = { Referer: page.url };
  const file = await browser.request(href, { headers }, false);
  expect(file.status, href).toBe(200);
  expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"/\\]+"/);
  expect(file.headers.get("content-disposition")).toMatch(fileName);

  await sandbox().fail({ status: 500, ...fault, method: "GET", times: 1 });
  const failed = await browser.request(href, { headers }, false);
  expect(failed.status, href).toBe(302);
  expect(failed.headers.get("location")).toBe(pathOf(page.url));
  const back = await browser.get(failed.headers.get("location")!);
  expect(back.status).toBe(200);
  expect(text(back.html)).toContain(NOTICE_TITLE);
  expect(text(back.html)).toContain(message);
  // Shown once: the page again no longer says so.
  expect(text((await browser.get(page.url)).html)).not.toContain(NOTICE_TITLE);
}

describe("downloads without JavaScript", () => {
  test("DISP-01 CALL-09 UI-06 each dispatch list's CSV downloads as an attachment, and a failed one (server error or unreadable answer) comes back to the list with its filters and the file download error", async () => {
    const browser = await signedIn("provider@example.com");
    for (const list of ["upcomingdispatches", "pastdispatches"]) {
      const page = await browser.get(`/operations/${list}?status=stop`);
      const href = linkOn(page, new RegExp(`href="(/operations/${list}\\.csv[^"]*)"`));
      expect(href).toContain("status=stop");
      await downloadsOrComesBack(browser, page, href, { path: "dispatch/instructions/" }, /filename="(upcoming|past)-dispatches\.csv"/);
      await downloadsOrComesBack(browser, page, href, { path: "dispatch/instructions/", malformed: true }, /\.csv"/);
    }
  });

  test("DISP-01 CALL-09 a failed dispatch CSV opened with no page to go back to goes to its list with the same filters", async () => {
    const browser = await signedIn("provider@example.com");
    await sandbox().fail({ path: "dispatch/instructions/", method: "GET", status: 500, times: 1 });
    const failed = await browser.get("/operations/pastdispatches.csv?status=stop&sort=-start", false);
    expect(failed.status).toBe(302);
    expect(failed.headers.get("location")).toBe("/operations/pastdispatches?status=stop&sort=-start");
  });

  test("SETT-01 CALL-09 a month's settlement report, an invoice, an event's delivery figures and the meter readings template download as attachments, or come back with the file download error", async () => {
    const operator = await signedIn("operator@example.com");
    const reports = await operator.get("/settlement/settlementreports");
    const month = linkOn(reports, /href="(\/settlement\/settlementreports\/\d{4}-\d{2}\.csv)"/);
    await downloadsOrComesBack(operator, reports, month, { path: "/settlement\\/reports\\/\\d{4}-\\d{2}\\/$/" }, /filename="settlement-report-\d{4}-\d{2}\.csv"/);

    const provider = await signedIn("provider@example.com");
    const invoices = await provider.get("/settlement/invoices");
    const invoice = await provider.get(linkOn(invoices, /href="(\/settlement\/invoices\/\d+-\d{4}-\d{2})"/));
    await downloadsOrComesBack(provider, invoice, linkOn(invoice, /href="(\/settlement\/invoices\/[^"]+\/download)"/), { path: "/settlement\\/invoices\\/[^/]+\\/$/" }, /\.csv"/);

    const performance = await provider.get("/settlement/delivery-performance");
    const figures = linkOn(performance, /href="(\/settlement\/delivery-performance\.csv\?event=\d+)"/);
    await downloadsOrComesBack(provider, performance, figures, { path: "/settlement\\/events\\/\\d+\\/$/" }, /filename="delivery-performance-event-\d+\.csv"/);

    for (const from of ["/settlement/upload", "/settlement/required"]) {
      const page = await provider.get(from);
      await downloadsOrComesBack(provider, page, linkOn(page, /href="(\/settlement\/upload\/template\.csv)"/), { path: "/settlement\\/events\\/$/" }, /filename="meter-readings-template\.csv"/);
    }
  });

  test("ROUTE-01 CALL-09 an analytics report's CSV downloads as an attachment or comes back with the file download error; filters that cannot be used come back saying which and why", async () => {
    const operator = await signedIn("operator@example.com");
    const page = await operator.get("/analytics/reports");
    const href = linkOn(page, /href="(\/analytics\/reports\/csv\/participation[^"]*)"/);
    await downloadsOrComesBack(operator, page, href, { path: "/analytics\\/participation\\/$/" }, /filename="participation-report\.csv"/);

    const year = (await sandbox().today()).year;
    const refused = await operator.request(`/analytics/reports/csv/participation?from=${year}-12-01&to=${year}-01-01`, { headers: { Referer: page.url } }, false);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/analytics/reports");
    const back = text((await operator.get("/analytics/reports")).html);
    expect(back).toContain(NOTICE_TITLE);
    expect(back).toContain("Competitions opening until: The end of the period must not be before its start.");
    // Opened with no page to go back to, it goes to the reports with those filters, said beside their fields.
    const alone = await operator.get(`/analytics/reports/csv/participation?from=${year}-02-30`, false);
    expect(alone.headers.get("location")).toBe(`/analytics/reports?from=${year}-02-30`);
  });

  test("APP-07 CALL-09 an application's attachment downloads under its name, or comes back to the review with the file download error", async () => {
    const operator = await signedIn("operator@example.com");
    const review = await operator.get("/manage/systemoperator/201/applications/137");
    expect(text(review.html)).toContain("Download audit-report.pdf");
    const href = linkOn(review, /href="([^"]+\/attachment\?key=[^"]+)"/);
    await downloadsOrComesBack(operator, review, href, { path: "operator/attachments" }, /filename="audit-report\.pdf"/);
  });

  test("FILE-01 CALL-07 CALL-09 MGMT-03 the bids template and a contract's document download as attachments, or come back with the file download error", async () => {
    const provider = await signedIn("provider@example.com");
    const upload = await provider.get("/manage/flexprovider/bids/bulk-upload");
    await downloadsOrComesBack(provider, upload, linkOn(upload, /href="(\/files\/templates\/bids)"/), { path: "templates/bids/" }, /filename="flexmarket-bids-template\.csv"/);

    const contracts = await provider.get("/manage/flexprovider/contracts");
    const contract = await provider.get(linkOn(contracts, /href="(\/manage\/flexprovider\/contracts\/\d+)"/));
    await downloadsOrComesBack(provider, contract, linkOn(contract, /href="([^"]+\/documents\/\d+)"/), { path: "/contracts\\/\\d+\\/documents\\/\\d+\\/$/" }, /filename="[^"]+"/);
  });
});
