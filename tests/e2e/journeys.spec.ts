import { expect, hydrated, test } from "./fixtures";

test.describe("journeys with JavaScript", () => {
  test("AUTH-01 GUARD-01 a protected page asks for login and comes back to it, query kept", async ({ page, sandbox }) => {
    void sandbox;
    await page.goto("/settings/account?panel=password");
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Faccount%3Fpanel%3Dpassword$/);
    await page.getByLabel("Email address").fill("provider@example.com");
    await page.getByLabel("Password", { exact: true }).fill("flexdemo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/settings\/account\?panel=password$/);
    await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
  });

  test("UI-02 a side panel taller than the window scrolls inside itself, so its button can always be reached", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await signIn();
    await page.goto("/settings/account?panel=password");
    const panel = page.getByRole("dialog", { name: "Change password" });
    await panel.getByRole("button", { name: "Change password" }).click();
    const body = page.locator(".kit-side-panel__body");
    // The panel stays within the window; its body holds the overflow and scrolls.
    expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(480);
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await page.mouse.move(1100, 300);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(panel.getByRole("button", { name: "Change password" })).toBeInViewport();
  });

  test("AUTH-01 a wrong password shows the upstream's message and keeps the e-mail", async ({ page, sandbox }) => {
    void sandbox;
    await page.goto("/login");
    await page.getByLabel("Email address").fill("provider@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-it");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("No active account found with the given credentials");
    await expect(page.getByLabel("Email address")).toHaveValue("provider@example.com");
  });

  test("AUTH-01 VAL-05 a refused sign-in moves focus off Sign in: to the error summary for a wrong password, else to the first invalid field", async ({ page, sandbox }) => {
    void sandbox;
    await page.goto("/login");
    await hydrated(page);
    const signInButton = page.getByRole("button", { name: "Sign in" });
    await signInButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email address")).toBeFocused();

    await page.getByLabel("Email address").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-it");
    await signInButton.focus();
    await page.keyboard.press("Enter");
    const summary = page.getByRole("alert").filter({ hasText: "No active account found with the given credentials" });
    await expect(summary).toBeFocused();
    // Once per answer: typing again re-renders the form without taking focus back to the summary.
    await page.getByLabel("Password", { exact: true }).fill("still-not-it");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  });

  test("VAL-05 an empty field says 'This field may not be blank.' next to it before anything reaches the upstream", async ({ page, sandbox }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    const errorId = (await page.getByLabel("Email address").getAttribute("aria-describedby"))!.split(" ")[0];
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/This field may not be blank\./);
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect((await sandbox.calls())["POST /auth/jwt/create/"]).toBeUndefined();
  });

  test("NAV-04 AUTH-07 UI-01 UI-06 signing out from the account menu: a confirmation that clicking away does not close, then a notice at the bottom centre", async ({ page, signIn }) => {
    await signIn();
    await page.locator(".account-menu__summary").click();
    const menu = page.locator(".account-menu__list");
    await expect(menu.getByRole("link", { name: /Help/ })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
    const signOut = menu.getByRole("button", { name: "Sign out" });
    await signOut.click();
    const dialog = page.getByRole("dialog", { name: "Sign out?" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await expect(dialog).toBeHidden();
    await expect(signOut).toBeFocused();
    await signOut.click();
    await page.getByRole("dialog", { name: "Sign out?" }).getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole("status").filter({ hasText: "You have signed out of Flexmarket." });
    await expect(notice).toBeVisible();
    const box = (await notice.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
  });

  test("CONSENT-01 accepting cookies with JavaScript saves in the background, without leaving the page", async ({ page, sandbox, context }) => {
    void sandbox;
    await page.goto("/legal/serviceterms");
    const banner = page.getByRole("region", { name: "Cookies on Flexmarket" });
    await banner.getByRole("button", { name: "Accept all cookies" }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/legal\/serviceterms$/);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "p-cookie-consent")).toBe(true);
    const consent = (await context.cookies()).find((cookie) => cookie.name === "p-cookie-consent")!;
    expect(JSON.parse(Buffer.from(decodeURIComponent(consent.value), "base64").toString())).toEqual({ essential: true, statistics: true, marketing: true });
    expect(consent.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookies on Flexmarket" })).toHaveCount(0);
  });

  test("CONSENT-01 UI-01 customise opens a dialog; Escape closes it and focus returns to Customise; saving keeps the choice", async ({ page, context, sandbox }) => {
    void sandbox;
    await page.goto("/");
    const customise = page.getByRole("button", { name: "Customise" });
    await customise.click();
    const dialog = page.getByRole("dialog", { name: "Choose your cookies" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Essential cookies are always on");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(customise).toBeFocused();
    await customise.click();
    await dialog.getByRole("group", { name: "Statistics cookies" }).getByText("Yes").click();
    await dialog.getByRole("button", { name: "Save my choices" }).click();
    await expect(page.getByRole("region", { name: "Cookies on Flexmarket" })).toBeHidden();
    const saved = async () => {
      const consent = (await context.cookies()).find((cookie) => cookie.name === "p-cookie-consent");
      return consent && JSON.parse(Buffer.from(decodeURIComponent(consent.value), "base64").toString());
    };
    await expect.poll(saved).toEqual({ essential: true, statistics: true, marketing: false });
  });

  test("ANALYTICS-01 each route sends one page view to the configured collector, with tokens masked", async ({ page, sandbox, signIn }) => {
    await signIn();
    await page.goto("/ssoresponse?error=denied&id_token=secret-value");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(async () => (await sandbox.analyticsEvents()).map((event) => event.url)).toEqual(
      expect.arrayContaining(["/home", "/ssoresponse?error=denied&id_token=[masked]"]),
    );
    const events = await sandbox.analyticsEvents();
    expect(JSON.stringify(events)).not.toContain("secret-value");
    expect(events.every((event) => event.type === "pageview" && event.recording === false)).toBe(true);
  });
});
