import { PAGES } from "../support/pages";
import { axeViolations, sidewaysOverflow, translationKeysShown } from "./page-checks";
import { cookiesDecided, expect, hydrated, test } from "./fixtures";

const AREA = /flexassets|\/assets|qualification|availability/;

test.describe("assets with JavaScript", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await cookiesDecided(page, baseURL!);
  });

  test("MGMT-01 MGMT-02 QUAL-01 the provider's asset pages: no axe violations, no untranslated keys, no sideways scroll on a phone", async ({ page, signIn }) => {
    // Thirteen pages, one of them a table of every asset of the provider, each checked by axe.
    test.setTimeout(150_000);
    await signIn();
    await page.setViewportSize({ width: 320, height: 800 });
    for (const { path } of PAGES.filter((entry) => entry.role === "provider" && AREA.test(entry.path))) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
      expect(await translationKeysShown(page), path).toEqual([]);
      expect(await sidewaysOverflow(page, 320), path).toBeLessThanOrEqual(0);
    }
  });

  test("QUAL-01 QUAL-02 choosing a competition and assets moves through the steps with the progress shown", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/manage/flexprovider/qualification/overview");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Qualification steps" }).locator('[aria-current="step"]')).toHaveText("Competitions");
    await page.getByRole("button", { name: /^Put assets forward for / }).first().click();
    await expect(page).toHaveURL(/\/qualification\/assets\?competition=\d+$/);
    await expect(page.getByRole("navigation", { name: "Qualification steps" }).locator('[aria-current="step"]')).toHaveText("Choose assets");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator("#asset-error")).toContainText("Choose at least one asset.");
  });

  test("QUAL-01 MGMT-02 the browser's Back from the next step returns to a step as it was left: assets ticked, an unavailability's dates and reason typed", async ({ page, signIn }) => {
    await signIn();
    // Durham Peak Reduction, where some of the provider's assets can still be put forward: they are listed first.
    await page.goto("/manage/flexprovider/qualification/assets?competition=7");
    await hydrated(page);
    await expect(page.locator('input[name="asset"]').first()).toBeEnabled();
    const offered = page.locator('input[name="asset"]:not([disabled]):not(:checked)');
    const keys = [await offered.nth(0).getAttribute("value"), await offered.nth(1).getAttribute("value")];
    for (const key of keys) await page.locator(`input[name="asset"][value="${key}"]`).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).not.toHaveURL(/\/qualification\/assets/);
    await page.goBack();
    await expect(page).toHaveURL(/\/qualification\/assets\?/);
    for (const key of keys) await expect(page.locator(`input[type="checkbox"][name="asset"][value="${key}"]`)).toBeChecked();

    await page.goto("/manage/flexprovider/availability/change");
    await hydrated(page);
    const asset = page.locator(".availability-form select[name=\"asset\"]");
    const chosen = await asset.locator("option").nth(1).getAttribute("value");
    await asset.selectOption(chosen!);
    const fields = page.locator(".availability-form");
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await fields.locator('[name="from_date"]').fill(day);
    await fields.locator('[name="from_time"]').fill("08:00");
    await fields.locator('[name="to_date"]').fill(day);
    await fields.locator('[name="to_time"]').fill("12:30");
    await fields.locator('[name="reason"]').fill("Inverter maintenance");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/availability\/confirm\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/availability\/change\?/);
    await expect(fields.locator('[name="reason"]')).toHaveValue("Inverter maintenance");
    await expect(fields.locator('[name="to_time"]')).toHaveValue("12:30");
    await expect(asset).toHaveValue(chosen!);
  });

  test("MGMT-01 a CSV file adds its good rows and offers the failed rows for a retry", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/manage/flexprovider/101/flexassets");
    await hydrated(page);
    await page.getByRole("link", { name: "Add assets from a file" }).click();
    await expect(page).toHaveURL(/\/flexassets\/upload$/);
    const csv = "name,asset_category,voltage_level,latitude,longitude\nLock battery,storage,11,51.5,-0.12\nLock wind,wind,11,51.5,-0.12\n";
    await page.getByLabel("CSV or XLSX file").setInputFiles({ name: "assets.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload and add assets" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Assets added" })).toHaveText("Assets added: 1. Rows not added: 1.");
    await page.getByLabel("Category, row 3").fill("storage");
    await page.getByRole("button", { name: "Retry 1 row" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Assets added" })).toHaveText("Assets added: 1. Rows not added: 0.");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("MGMT-01 VAL-05 a refused new asset moves focus from Add asset to its first invalid field, and only once", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/manage/flexprovider/101/flexassets/new");
    await hydrated(page);
    const add = page.getByRole("button", { name: "Add asset" });
    await add.focus();
    await page.keyboard.press("Enter");
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page.locator("#asset [aria-invalid='true']").first()).toBeFocused();
    await page.getByLabel("Latitude").fill("52");
    await expect(page.getByLabel("Latitude")).toBeFocused();
  });

  test("QUAL-01 a refused asset choice moves focus from Continue to the first asset that can be chosen, with the message beside the list", async ({ page, signIn }) => {
    await signIn();
    // Durham Peak Reduction, where some of the provider's assets can still be put forward.
    await page.goto("/manage/flexprovider/qualification/assets?competition=7");
    await hydrated(page);
    const next = page.getByRole("button", { name: "Continue" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#asset-error")).toContainText("Choose at least one asset.");
    const first = page.locator('input[name="asset"]:not([disabled])').first();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toBeFocused();
    await expect(page.locator("fieldset")).toHaveAttribute("aria-describedby", "asset-error");
  });

  test("MGMT-02 a refused unavailability moves focus from Continue to its first invalid field", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/manage/flexprovider/availability/change");
    await hydrated(page);
    const form = page.locator(".availability-form");
    // The asset chosen and the reason given, the period itself left out.
    await form.locator('select[name="asset"]').selectOption({ index: 1 });
    await form.locator('[name="from_time"]').fill("9 o'clock");
    await form.locator('[name="reason"]').fill("Inverter maintenance");
    const next = page.getByRole("button", { name: "Continue" });
    await next.focus();
    await page.keyboard.press("Enter");
    const date = form.locator('[name="from_date"]');
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toBeFocused();
    await expect(page.locator("#unavailability-from_date-error")).toContainText("This field is required");
    await expect(page.locator("#unavailability-from_time-error")).toContainText("Enter a time as HH:MM.");
    await expect(form.locator('[name="from_time"]')).toHaveValue("9 o'clock");
    await expect(form.locator('select[name="asset"]')).not.toHaveAttribute("aria-invalid", "true");
  });

  test("QUAL-03 the operator's disqualify modal can be confirmed only once a reason is chosen", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    const base = "/manage/systemoperator/201/competitions/6/qualification";
    await page.goto(base);
    expect(await axeViolations(page)).toEqual([]);
    await hydrated(page);
    await page.getByRole("link", { name: /^Disqualify / }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Disqualify asset" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Reason").selectOption("capacity");
    await expect(confirm).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.click();
    await expect(page).toHaveURL(new RegExp(`${base}\\?decided=\\d+$`));
    await expect(page.getByRole("status")).toContainText("is now Disqualified.");
  });

  test("QUAL-03 the stacking rules matrix opens as a modal over the review and closes back to it", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    const base = "/manage/systemoperator/201/competitions/6/qualification";
    await page.goto(base);
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Stacking rules" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Stacking rules" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/stacking-rules$`));
    await expect(dialog.getByRole("row")).toHaveCount(11);
    await expect(dialog.getByRole("row", { name: /^Restore/ }).getByText("May stack")).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(opener).toBeFocused();
  });

  test("MGMT-01 removing an asset asks first in a modal over its page; cancelling keeps it", async ({ page, signIn }) => {
    await signIn();
    const asset = "/manage/flexprovider/101/flexassets/a4";
    await page.goto(asset);
    await hydrated(page);
    await page.getByRole("link", { name: "Remove", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The asset will be set inactive.");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`${asset}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("MGMT-01 UI-06 confirming the removal goes back to the register, which says the asset has been removed", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/manage/flexprovider/101/flexassets/a4");
    await hydrated(page);
    const name = (await page.getByRole("heading", { level: 2 }).first().innerText()).replace(/\s*\(.*\)$/, "");
    await page.getByRole("link", { name: "Remove", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove asset" }).click();
    await expect(page).toHaveURL(/\/manage\/flexprovider\/101\/flexassets$/);
    await expect(page.getByRole("status").filter({ hasText: "Asset removed" })).toContainText(`${name} is now inactive.`);
  });

  test("UI-01 MGMT-01 Cancel in the remove modal closes it as × does: no page reload, focus back on Remove", async ({ page, signIn }) => {
    await signIn();
    const asset = "/manage/flexprovider/101/flexassets/a4";
    await page.goto(asset);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    const remove = page.getByRole("link", { name: "Remove", exact: true });
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Remove / });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole("link", { name: "Cancel" });
    await cancel.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${asset}$`));
    await expect(remove).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});
