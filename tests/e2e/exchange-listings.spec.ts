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
});
