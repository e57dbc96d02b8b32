import { expect, test } from "./fixtures";

test.describe("side panel and forms with JavaScript", () => {
  test("UI-02 the side panel: 400px wide, focus moves in, Tab stays inside, Escape closes, focus returns, page scroll locked meanwhile", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/settings/account");
    const opener = page.getByRole("link", { name: "Change password" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Change password" });
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(400);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("UI-02 a click on the backdrop closes the panel", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/settings/account");
    await page.getByRole("link", { name: "Change password" }).click();
    const panel = page.getByRole("dialog", { name: "Change password" });
    await expect(panel).toBeVisible();
    await page.mouse.click(20, 300);
    await expect(panel).toBeHidden();
  });

  test("AUTH-11 AUTH-10 the new password gets live advice; the server's answer lands next to its field and nothing typed is lost", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto("/settings/account?panel=password");
    const panel = page.getByRole("dialog", { name: "Change password" });
    await panel.getByLabel("Current password").fill("flexdemo");
    await panel.getByLabel("New password", { exact: true }).fill("short");
    await expect(panel.getByText("too weak")).toBeVisible();
    await panel.getByLabel("New password", { exact: true }).fill("Grid-balance-77");
    await panel.getByLabel("Confirm the new password").fill("Grid-balance-7");
    await expect(panel.getByText("The two passwords do not match.").first()).toBeVisible();
    await panel.getByLabel("Confirm the new password").fill("Grid-balance-77");
    await expect(panel.getByText("strong")).toBeVisible();
    await panel.getByLabel("Authentication code (optional)").fill("111111");
    await panel.getByRole("button", { name: "Change password" }).click();
    await expect(panel.getByText("Invalid code.")).toBeVisible();
    await expect(panel.getByLabel("Authentication code (optional)")).toHaveValue("111111");
    await panel.getByLabel("Current password").fill("flexdemo");
    await panel.getByLabel("New password", { exact: true }).fill("Grid-balance-77");
    await panel.getByLabel("Confirm the new password").fill("Grid-balance-77");
    await panel.getByLabel("Authentication code (optional)").fill("246810");
    await panel.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test("AUTH-11 AUTH-10 passwords that differ, sent anyway, are said not to match once, beside the confirmation", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto("/settings/account?panel=password");
    const panel = page.getByRole("dialog", { name: "Change password" });
    await panel.getByLabel("Current password").fill("flexdemo");
    await panel.getByLabel("New password", { exact: true }).fill("Grid-balance-77");
    await panel.getByLabel("Confirm the new password").fill("Grid-balance-7");
    await expect(panel.getByText("The two passwords do not match.")).toHaveCount(1);
    await panel.getByRole("button", { name: "Change password" }).click();
    await expect(panel.getByLabel("Confirm the new password")).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText("The two passwords do not match.")).toHaveCount(1);
  });

  test("NAV-02 with full tier a missing permission shows the upgrade marker, its tooltip, and leads to the plans", async ({ page, sandbox, signIn }) => {
    await sandbox.setFeatures("provider@example.com", ["gateway_full_tier", "soft_release"]);
    await sandbox.setPermissions("provider@example.com", ["view-competitions"]);
    await signIn();
    const operations = page.getByRole("link", { name: /Operations/ });
    await operations.hover();
    await expect(page.getByRole("tooltip", { name: "Operations is not part of your plan. Upgrade to use it." })).toBeVisible();
    await operations.click();
    await expect(page.getByRole("heading", { name: "You need access" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Flexmarket plans" })).toBeVisible();
  });
});
