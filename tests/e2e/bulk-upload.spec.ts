import { cookiesDecided, expect, test } from "./fixtures";

const PAGE = "/manage/flexprovider/bids/bulk-upload";
const HEADER = "competition_id,service_window_id,asset_refs,capacity_mw,max_runtime,availability_price,utilisation_price,service_fee";
// The generated market: Brightside's BSE-001320 qualifies in the open competition 1, whose window 1 needs 7.9 MW.
const row = (capacity: number) => `1,1,BSE-001320,${capacity},0 02:00:00,10,250.5,`;
const PROVIDER_FEATURES = ["explore", "exchange", "soft_release", "meter_upload", "settlement_report", "session_expiry_check", "idle_logout", "i18n_friendly_files"];
const bidsFile = (rows: string[]) => ({ name: "bids.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, ...rows].join("\n")) });

test.describe("bulk bid upload with JavaScript", () => {
  test.beforeEach(async ({ sandbox, signIn, page, baseURL }) => {
    await sandbox.setFeatures("provider@example.com", PROVIDER_FEATURES);
    await cookiesDecided(page, baseURL!);
    await signIn();
  });

  test("FILE-01 FILE-02 BID-08 an upload with one bad row shows the stages, then Error with that row's column and message", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("link", { name: "Download the bids template" })).toHaveAttribute("href", "/files/templates/bids");
    await page.getByLabel("Bids file (CSV or XLSX)").setInputFiles(bidsFile([row(1), row(50)]));
    await page.getByRole("button", { name: "Upload file" }).click();
    await expect(page).toHaveURL(/\?file=\d+&since=\d+$/);
    const stages = page.getByRole("list", { name: "File progress" });
    await expect(stages.getByRole("listitem")).toHaveCount(3);
    await expect(stages.locator('[data-stage="processing"]')).toHaveAttribute("data-state", "completed");
    await expect(page.locator(".file-panel__status")).toHaveText("Error");
    const errors = page.getByRole("table", { name: "Errors in the file" });
    await expect(errors.getByRole("row", { name: /3 capacity_mw Ensure this value is less than or equal to 7\.9\./ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Create/ })).toHaveCount(0);
  });

  test("FILE-01 the page polls a file that is still Uploaded until it is Ready, without reloading", async ({ page, sandbox }) => {
    await page.goto(PAGE);
    // Every read says Uploaded for a while, then the real record (Ready) answers.
    const stillUploaded = { path: "/files/records/", method: "GET", status: 200, times: 3, body: { id: 1, type: "bids", name: "bids.csv", status: "u" } };
    await sandbox.fail(stillUploaded);
    await page.getByLabel("Bids file (CSV or XLSX)").setInputFiles(bidsFile([row(1)]));
    await page.getByRole("button", { name: "Upload file" }).click();
    await expect(page.locator(".file-panel__status")).toHaveText("Uploaded");
    await expect(page.locator('[data-stage="scanning"]')).toHaveAttribute("data-state", "active");
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await expect(page.locator(".file-panel__status")).toHaveText("Ready", { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Create 1 bid" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test("BID-08 a create with one failing chunk keeps the other chunk's bids, lists the failed rows, and retrying them alone creates them", async ({ page, sandbox }) => {
    await page.goto(PAGE);
    const rows = Array.from({ length: 260 }, (_, position) => row(((position % 10) + 1) / 10));
    await page.getByLabel("Bids file (CSV or XLSX)").setInputFiles(bidsFile(rows));
    await page.getByRole("button", { name: "Upload file" }).click();
    const create = page.getByRole("button", { name: "Create 260 bids" });
    await expect(create).toBeVisible();
    await sandbox.fail({ path: "/bids/bids/", method: "POST", status: 400, times: 1 });
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await create.click();
    const summary = page.locator(".bulk-result").first().getByRole("status");
    await expect(summary).toContainText(/(250|10) bids were created\./);
    await expect(summary).toContainText(/(10|250) rows were not created\./);
    const failed = Number((await summary.textContent())!.match(/(\d+) rows were not created/)![1]);
    await expect(page.getByRole("table", { name: "Rows not created" }).getByRole("row").filter({ hasText: "This bid was not saved. Please try again." })).toHaveCount(failed);
    await expect(page.getByRole("table", { name: "Rows to retry" }).locator("tbody tr")).toHaveCount(failed);
    expect((await sandbox.calls())["POST /bids/bids/"]).toBe(2);

    await page.getByRole("button", { name: `Retry ${failed} rows` }).click();
    await expect(page.getByText(`${failed} bids were created.`)).toBeVisible();
    await expect(page.getByText("260 bids from this file have been created so far.")).toBeVisible();
    await expect(page.getByText("Every bid was created.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test("BID-08 CALL-08 a retry the service fails keeps the rows to retry with the correction typed and says so; once it recovers the same button creates them", async ({ page, sandbox }) => {
    await page.goto(PAGE);
    await page.getByLabel("Bids file (CSV or XLSX)").setInputFiles(bidsFile([row(1), row(0.5)]));
    await page.getByRole("button", { name: "Upload file" }).click();
    const create = page.getByRole("button", { name: "Create 2 bids" });
    await expect(create).toBeVisible();
    const fileId = new URL(page.url()).searchParams.get("file");
    await sandbox.fail({ path: "/bids/bids/", method: "POST", status: 400, times: 1 });
    await create.click();
    const retryRows = page.getByRole("table", { name: "Rows to retry" }).locator("tbody tr");
    await expect(retryRows).toHaveCount(2);
    await page.getByLabel("Capacity (MW), row 3").fill("0.6");

    await sandbox.fail({ path: `/files/records/${fileId}/retry`, method: "POST", status: 503 });
    await page.getByRole("button", { name: "Retry 2 rows" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The marketplace service cannot be reached at the moment. Please try again in a moment." })).toBeVisible();
    await expect(retryRows).toHaveCount(2);
    await expect(page.getByLabel("Capacity (MW), row 3")).toHaveValue("0.6");
    await sandbox.clearFaults();

    await page.getByRole("button", { name: "Retry 2 rows" }).click();
    await expect(page.getByText("2 bids were created.")).toBeVisible();
    await expect(page.getByText("Every bid was created.")).toBeVisible();
  });
});
