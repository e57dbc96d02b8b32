import type { Page } from "@playwright/test";
import { clickIn, closesInPlace } from "./dialog-close";
import { cookiesDecided, expect, hydrated, test } from "./fixtures";

const SUBMIT = "/manage/flexprovider/bids/submit";
const HISTORY = "/manage/flexprovider/bids/history";
// The generated market: competition 1 (Leeds Sustain Peak) is open, with 4 service windows
// and the provider's qualifying assets; competition 4 (Teesside Dynamic) is closed and
// holds the provider's bids; the provider's entry into competition 1 is confirmed.
const OPEN = { id: 1, name: "Leeds Sustain Peak" };
const CLOSED = { id: 4, name: "Teesside Dynamic" };
const PROVIDER_FEATURES = ["explore", "exchange", "soft_release", "meter_upload", "settlement_report", "session_expiry_check", "idle_logout", "entry_confirmation"];
const FAILED = "Sorry, there was a problem confirming this competition. Please try again.";

const activeTable = (page: Page) => page.getByRole("region", { name: "Active competitions", exact: true }).getByRole("table");
const inactiveTable = (page: Page) => page.getByRole("region", { name: "Inactive competitions", exact: true }).getByRole("table");
const competitionRow = (page: Page, table: ReturnType<typeof activeTable>, name: string) =>
  table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test.describe("bidding with JavaScript", () => {
  test.beforeEach(async ({ sandbox, signIn, page, baseURL }) => {
    await sandbox.setFeatures("provider@example.com", PROVIDER_FEATURES);
    await cookiesDecided(page, baseURL!);
    await signIn();
  });

  test("BID-01 manage bids lists the open competition as active and the closed one as inactive, each with its actions", async ({ page }) => {
    await page.goto(SUBMIT);
    await expect(page.getByRole("heading", { name: "Manage bids", level: 1 })).toBeVisible();
    const open = competitionRow(page, activeTable(page), OPEN.name);
    await expect(open).toHaveCount(1);
    await expect(open.getByRole("link", { name: "Submit a bid" })).toHaveAttribute("href", `${SUBMIT}?competition=${OPEN.id}`);
    await expect(open.getByRole("link", { name: /^Bid set \d+ \(\d+ bids?\)$/ }).first()).toHaveAttribute("href", /\/manage\/flexprovider\/bids\/edit\?ballot=\d+$/);
    await expect(competitionRow(page, activeTable(page), CLOSED.name)).toHaveCount(0);

    const closed = competitionRow(page, inactiveTable(page), CLOSED.name);
    await expect(closed).toHaveCount(1);
    await expect(closed.getByRole("cell", { name: "Bidding closed", exact: true })).toBeVisible();
    await expect(closed.getByRole("link", { name: "Confirm results" })).toHaveAttribute("href", `${SUBMIT}?competition=${CLOSED.id}&step=results`);
    await expect(closed.getByRole("link", { name: "Submit a bid" })).toHaveCount(0);

    await open.getByRole("link", { name: "Submit a bid" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}$`));
    await expect(page.getByRole("heading", { name: new RegExp(`^${OPEN.name}`), level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Select assets" })).toBeVisible();
  });

  test("BID-05 BID-03 the asset selection modal: qualifying assets preselected, toggle-all, a counting confirm button, disabled while no asset is ticked", async ({ page }) => {
    await page.goto(`${SUBMIT}?competition=${OPEN.id}`);
    const dialog = page.getByRole("dialog", { name: "Select assets" });
    const boxes = dialog.getByRole("group", { name: "Your assets" }).getByRole("checkbox");
    const enabled = dialog.getByRole("group", { name: "Your assets" }).locator('input[type="checkbox"]:not([disabled])');
    const disabled = dialog.getByRole("group", { name: "Your assets" }).locator('input[type="checkbox"][disabled]');
    await expect(enabled.first()).toBeVisible();
    const qualifying = await enabled.count();
    expect(qualifying).toBeGreaterThan(1);
    // Assets that do not qualify in competition 1 are listed but cannot be chosen.
    expect(await disabled.count()).toBeGreaterThan(0);
    expect(await boxes.count()).toBe(qualifying + (await disabled.count()));
    for (let index = 0; index < qualifying; index++) await expect(enabled.nth(index)).toBeChecked();
    await expect(dialog.getByRole("button", { name: `Confirm ${qualifying} assets` })).toBeVisible();

    await dialog.getByRole("button", { name: "Select all / none" }).click();
    for (let index = 0; index < qualifying; index++) await expect(enabled.nth(index)).not.toBeChecked();
    // Nothing to confirm with no asset ticked (without JavaScript the server refuses it instead).
    await expect(dialog.getByRole("button", { name: "Confirm 0 assets" })).toBeDisabled();
    await enabled.first().check();
    await expect(dialog.getByRole("button", { name: "Confirm 1 asset", exact: true })).toBeEnabled();
    await enabled.first().uncheck();
    await expect(dialog.getByRole("button", { name: "Confirm 0 assets" })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}$`));

    await dialog.getByRole("button", { name: "Select all / none" }).click();
    await expect(dialog.getByRole("button", { name: `Confirm ${qualifying} assets` })).toBeVisible();
    await dialog.getByRole("button", { name: "Select all / none" }).click();
    await enabled.nth(1).check();
    await expect(dialog.getByRole("button", { name: "Confirm 1 asset", exact: true })).toBeVisible();
    const chosen = await enabled.nth(1).getAttribute("value");
    await dialog.getByRole("button", { name: "Confirm 1 asset", exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}&step=bids&assets=${chosen}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByText("1 asset selected.")).toBeVisible();
  });

  test("BID-02 BID-04 BID-06 BID-07 BID-08 a missing field is named beside it with the typed values kept; multi-bid fills every window; the ballot is submitted and listed in the history", async ({ page }) => {
    await page.goto(`${SUBMIT}?competition=${OPEN.id}`);
    const assets = page.getByRole("dialog", { name: "Select assets" });
    await assets.getByRole("button", { name: "Select all / none" }).click();
    await assets.getByRole("group", { name: "Your assets" }).locator('input[type="checkbox"]:not([disabled])').first().check();
    await assets.getByRole("button", { name: "Confirm 1 asset", exact: true }).click();
    await expect(page).toHaveURL(/&step=bids&assets=/);

    // One blank bid per window to start with (BID-02).
    const windows = page.locator("section.bid-window");
    await expect(windows).toHaveCount(4);
    for (let index = 0; index < 4; index++) await expect(windows.nth(index).locator("fieldset.bid-row")).toHaveCount(1);
    const first = windows.nth(0);
    await first.getByLabel("Capacity (MW)").fill("0.001");
    await first.getByLabel("Availability price").fill("11");
    await first.getByLabel("Utilisation price").fill("220");
    await page.getByRole("button", { name: "Submit bids" }).click();

    const runtime = first.getByLabel("Max runtime");
    await expect(runtime).toHaveAttribute("aria-invalid", "true");
    await expect(runtime).toHaveAccessibleDescription(/This field is required$/);
    await expect(first.locator(".form-field").filter({ hasText: "Max runtime" }).locator(".kit-error")).toHaveText("This field is required");
    await expect(first.getByLabel("Capacity (MW)")).toHaveValue("0.001");
    await expect(first.getByLabel("Availability price")).toHaveValue("11");
    await expect(first.getByLabel("Utilisation price")).toHaveValue("220");
    await expect(first.getByLabel("Capacity (MW)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "Some bids need attention: see the messages next to the fields." })).toBeVisible();
    await expect(first.getByText("Bids need attention")).toBeVisible();
    await expect(page).toHaveURL(/&step=bids&assets=/);

    await page.getByRole("button", { name: "Bid in several windows" }).click();
    const multi = page.getByRole("dialog", { name: "Bid in several windows" });
    await expect(multi).toBeVisible();
    for (const label of ["Capacity (MW)", "Max runtime", "Availability (£ per MW per hour)", "Utilisation (£ per MW per hour)"]) {
      await expect(multi.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(multi.getByLabel("Service fee (per MW)")).toHaveCount(0);
    const windowBoxes = multi.getByRole("group", { name: "Service windows" }).getByRole("checkbox");
    await expect(windowBoxes).toHaveCount(4);
    await multi.getByLabel("Capacity (MW)").fill("0.002");
    await multi.getByRole("button", { name: "Apply to windows" }).click();
    await expect(multi.getByLabel("Max runtime")).toHaveAccessibleDescription(/This field is required$/);
    await expect(multi.getByLabel("Capacity (MW)")).not.toHaveAttribute("aria-invalid", "true");

    await multi.getByLabel("Capacity (MW)").fill("0.002");
    await multi.getByLabel("Max runtime").fill("0 01:30:00");
    await multi.getByLabel("Availability (£ per MW per hour)").fill("12");
    await multi.getByLabel("Utilisation (£ per MW per hour)").fill("230");
    await multi.getByRole("button", { name: "Apply to windows" }).click();
    await expect(multi).toBeHidden();
    for (let index = 0; index < 4; index++) {
      const window = windows.nth(index);
      await expect(window.getByLabel("Capacity (MW)")).toHaveValue("0.002");
      await expect(window.getByLabel("Max runtime")).toHaveValue("0 01:30:00");
      await expect(window.getByLabel("Availability price")).toHaveValue("12");
      await expect(window.getByLabel("Utilisation price")).toHaveValue("230");
    }

    await page.getByRole("button", { name: "Submit bids" }).click();
    const success = page.getByRole("dialog", { name: "Bids submitted" });
    await expect(success).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}&step=success&ballot=\\d+$`));
    const ballot = new URL(page.url()).searchParams.get("ballot")!;
    await expect(success.getByText("Your bids have been saved. You can change them while bidding is open.")).toBeVisible();
    await expect(success.getByRole("link", { name: "Add another bid" })).toHaveAttribute("href", `${SUBMIT}?competition=${OPEN.id}`);
    // Not dismissible: only its own buttons close it.
    await expect(success.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(success).toBeVisible();
    await success.getByRole("link", { name: "Finish bidding" }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBMIT}$`));
    await expect(competitionRow(page, activeTable(page), OPEN.name).getByRole("link", { name: `Bid set ${ballot} (4 bids)` })).toBeVisible();

    await page.goto(HISTORY);
    await expect(page.getByRole("heading", { name: "Bid history", level: 1 })).toBeVisible();
    const view = page.locator(`a[href="/flexprovider/competitions/${OPEN.id}/ballots/${ballot}"]`);
    await expect(view).toHaveText("View");
    const row = page.getByRole("row").filter({ has: view });
    await expect(row.getByRole("rowheader")).toHaveText(OPEN.name);
    await expect(row).toContainText("0.008 MW");
    await expect(row).toContainText("Awaiting decision");
  });

  test("UI-01 BID-08 Cancel in the delete confirmation closes it without reloading the bid set and returns focus to Delete bid set", async ({ page }) => {
    await page.goto(SUBMIT);
    const edit = await page.locator('a[href^="/manage/flexprovider/bids/edit?ballot="]').first().getAttribute("href");
    await page.goto(edit!);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Delete bids" });
    await closesInPlace(page, { opener: page.getByRole("link", { name: "Delete bid set" }), dialog, close: clickIn("Cancel"), url: new RegExp(`${edit!.replace(/[?]/g, "\\?")}$`) });
  });


  test("BID-07 add another bid opens the builder for the same competition again", async ({ page }) => {
    await page.goto(`${SUBMIT}?competition=${OPEN.id}`);
    const assets = page.getByRole("dialog", { name: "Select assets" });
    await assets.getByRole("button", { name: "Select all / none" }).click();
    await assets.getByRole("group", { name: "Your assets" }).locator('input[type="checkbox"]:not([disabled])').first().check();
    await assets.getByRole("button", { name: "Confirm 1 asset", exact: true }).click();
    await page.getByRole("button", { name: "Bid in several windows" }).click();
    const multi = page.getByRole("dialog", { name: "Bid in several windows" });
    await multi.getByLabel("Capacity (MW)").fill("0.001");
    await multi.getByLabel("Max runtime").fill("0 00:30:00");
    await multi.getByLabel("Availability (£ per MW per hour)").fill("5");
    await multi.getByLabel("Utilisation (£ per MW per hour)").fill("150");
    await multi.getByRole("button", { name: "Apply to windows" }).click();
    await page.getByRole("button", { name: "Submit bids" }).click();
    const success = page.getByRole("dialog", { name: "Bids submitted" });
    await success.getByRole("link", { name: "Add another bid" }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBMIT}\\?competition=${OPEN.id}$`));
    await expect(page.getByRole("dialog", { name: "Select assets" })).toBeVisible();
  });

  test("BID-09 the confirm-entry panel withdraws, then confirms the entry and shows entry confirmed", async ({ page }) => {
    await page.goto(SUBMIT);
    const row = competitionRow(page, activeTable(page), OPEN.name);
    // The generated market already holds the provider's confirmed entry into competition 1.
    await row.getByRole("link", { name: "Entry confirmed" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}&step=entry$`));
    const panel = page.getByRole("dialog", { name: `Confirm entry: ${OPEN.name}` });
    await expect(panel.getByRole("button", { name: "Confirm entry" })).toBeDisabled();
    await panel.getByRole("button", { name: "Withdraw" }).click();

    await expect(page).toHaveURL(new RegExp(`${SUBMIT}$`));
    await expect(page.locator(".kit-notification").filter({ hasText: "You have withdrawn from this competition." })).toBeVisible();
    await row.getByRole("link", { name: "Entry withdrawn" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}&step=entry$`));
    await expect(panel.getByRole("button", { name: "Withdraw" })).toBeDisabled();
    await panel.getByRole("button", { name: "Confirm entry" }).click();

    await expect(page).toHaveURL(new RegExp(`\\?competition=${OPEN.id}&step=entry-confirmed$`));
    const confirmed = page.getByRole("dialog", { name: "Entry confirmed" });
    await expect(confirmed.getByText(`Your entry into ${OPEN.name} is confirmed.`)).toBeVisible();
    await expect(confirmed.getByRole("link", { name: "Submit a bid" })).toHaveAttribute("href", `${SUBMIT}?competition=${OPEN.id}`);
    await page.goto(`${SUBMIT}?competition=${OPEN.id}&step=entry`);
    await expect(panel.getByRole("button", { name: "Confirm entry" })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Withdraw" })).toBeEnabled();
  });

  test("BID-10 confirming competition results needs the acknowledgement, then confirms them once", async ({ page, sandbox }) => {
    await page.goto(SUBMIT);
    await competitionRow(page, inactiveTable(page), CLOSED.name).getByRole("link", { name: "Confirm results" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?competition=${CLOSED.id}&step=results$`));
    const dialog = page.getByRole("dialog", { name: `Confirm results: ${CLOSED.name}` });
    await expect(dialog.getByText("Confirming the results cannot be undone.")).toBeVisible();
    const acknowledgement = dialog.getByLabel("I understand that confirming the results is irreversible.");
    await expect(acknowledgement).not.toBeChecked();

    await dialog.getByRole("button", { name: "Confirm results" }).click();
    await expect(acknowledgement).toHaveAccessibleDescription("Tick the box to acknowledge that confirming the results cannot be undone.");
    expect(Object.entries(await sandbox.calls()).filter(([key]) => key.includes("bulk_confirm"))).toEqual([]);

    await acknowledgement.check();
    await dialog.getByRole("button", { name: "Confirm results" }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBMIT}$`));
    await expect(page.locator(".kit-notification").filter({ hasText: "The competition results are confirmed." })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(Object.entries(await sandbox.calls()).filter(([key]) => key.includes("bulk_confirm"))).toEqual([["POST /flex/competitionconfirmations/bulk_confirm/", 1]]);
  });

  test("BID-10 a failed confirmation says exactly so in the modal and as a toast, and a retry succeeds", async ({ page, sandbox }) => {
    await page.goto(`${SUBMIT}?competition=${CLOSED.id}&step=results`);
    const dialog = page.getByRole("dialog", { name: `Confirm results: ${CLOSED.name}` });
    await sandbox.fail({ path: "competitionconfirmations/bulk_confirm", method: "POST", status: 500, times: 1 });
    await dialog.getByLabel("I understand that confirming the results is irreversible.").check();
    await dialog.getByRole("button", { name: "Confirm results" }).click();

    await expect(dialog.locator(".form-error")).toHaveText(FAILED);
    await expect(page.locator(".kit-notification--error .kit-notification__message")).toHaveText(FAILED);
    await expect(page).toHaveURL(new RegExp(`\\?competition=${CLOSED.id}&step=results$`));

    await dialog.getByLabel("I understand that confirming the results is irreversible.").check();
    await dialog.getByRole("button", { name: "Confirm results" }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBMIT}$`));
    await expect(page.locator(".kit-notification").filter({ hasText: "The competition results are confirmed." })).toBeVisible();
  });
});
