import { cookiesDecided, expect, hydrated, test } from "./fixtures";

test.describe("a listing's confirmations with JavaScript", () => {
  test.beforeEach(async ({ page, baseURL, sandbox }) => {
    await sandbox.reset();
    await cookiesDecided(page, baseURL!);
  });

  test("EXCH-02 UI-01 Withdraw listing opens a confirmation over the listing saying its live bid will be cancelled; Cancel closes it with focus back on Withdraw listing; confirming says it was withdrawn", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/exchange/browse?exchange_type=flexibility_obligation");
    await page.getByRole("link", { name: "Winter evening sustain obligation, Leeds" }).click();
    await expect(page.getByRole("heading", { name: "Winter evening sustain obligation, Leeds" })).toBeVisible();
    const view = page.url();
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    const opener = page.getByRole("link", { name: "Withdraw listing" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Withdraw this listing?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The live bid on it will be cancelled.");
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(view);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await opener.click();
    await dialog.getByRole("button", { name: "Withdraw listing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".kit-notification").filter({ hasText: "Your listing has been withdrawn." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Withdraw listing" })).toHaveCount(0);
  });

  test("EXCH-02 UI-01 Accept and Reject on the lister's bids ask in a confirmation over the bids; Cancel or Escape closes it without a reload with focus back on the button that opened it; confirming awards the listing", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/exchange/browse?mine=on");
    await page.getByRole("link", { name: "EV charging hub turn-down, York" }).click();
    await expect(page.getByRole("heading", { name: "EV charging hub turn-down, York" })).toBeVisible();
    const listing = page.url().match(/listings\/(\d+)\//)![1];
    await page.goto(`/exchange/listings/${listing}/decision-bids`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));

    const reject = page.getByRole("button", { name: "Reject: Tidewater Storage Ltd" });
    await reject.focus();
    await page.keyboard.press("Enter");
    const rejecting = page.getByRole("dialog", { name: "Reject this bid?" });
    await expect(rejecting).toContainText("Reject the bid of Tidewater Storage Ltd?");
    await rejecting.getByRole("link", { name: "Cancel" }).click();
    await expect(rejecting).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/exchange/listings/${listing}/decision-bids$`));
    await expect(reject).toBeFocused();

    const accept = page.getByRole("button", { name: "Accept: Tidewater Storage Ltd" });
    await accept.focus();
    await page.keyboard.press("Enter");
    const accepting = page.getByRole("dialog", { name: "Accept this bid?" });
    await expect(accepting).toContainText("Accept the bid of Tidewater Storage Ltd for 0.8 MW at £9.00 /MW/h?");
    await page.keyboard.press("Escape");
    await expect(accepting).toBeHidden();
    await expect(accept).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    await accept.click();
    await accepting.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Awarded to Tidewater Storage Ltd: 0.8 MW at £9.00 /MW/h.")).toBeVisible();
  });
});
