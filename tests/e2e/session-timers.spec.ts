import { expect, test } from "./fixtures";
import { BRISK } from "./playwright.config";

// This server is configured with a 3-second idle period and a half-second session check.
test.use({ baseURL: `http://127.0.0.1:${BRISK.port}` });

test.describe("the browser's session timers", () => {
  test("AUTH-12 with the flag, an idle user is signed out after the idle period and lands on the index", async ({ page, sandbox, signIn }) => {
    await sandbox.setFeatures("provider@example.com", ["idle_logout"]);
    await signIn();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByRole("status").filter({ hasText: "You were signed out after 15 minutes without activity." })).toBeVisible();
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
  });

  test("AUTH-12 activity keeps the user signed in; without the flag nobody is signed out for idling", async ({ page, sandbox, signIn }) => {
    await sandbox.setFeatures("provider@example.com", ["idle_logout"]);
    await signIn();
    for (let second = 0; second < 5; second++) {
      await page.mouse.move(100 + second * 10, 200);
      await page.waitForTimeout(800);
    }
    await expect(page).toHaveURL(/\/home$/);
    await sandbox.setFeatures("provider@example.com", []);
    await page.goto("/logout");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn();
    await page.waitForTimeout(4500);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("AUTH-06 with the flag, a token about to expire signs the user out and sends them to the index", async ({ page, sandbox, signIn }) => {
    await sandbox.setFeatures("provider@example.com", ["session_expiry_check"]);
    // Refresh keeps failing, so the page cannot extend the session: it must end at expiry.
    await sandbox.setTokenLifetime(14);
    await sandbox.fail({ path: "/auth/jwt/refresh/", status: 503 });
    await signIn();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole("status").filter({ hasText: "Your session has expired. Please sign in again." })).toBeVisible();
  });
});
