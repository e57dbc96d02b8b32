import { cookiesDecided, expect, hydrated, test } from "./fixtures";
import { expectVisibleFocus, press, tabTo, type } from "./keyboard";

// Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys; never the mouse.
// Every key press is followed by a check that the focused element shows a clear focus ring.

test.describe("keyboard-only journeys", () => {
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("BID-02 BID-05 BID-08 UI-01 a provider submits a bid with the keyboard alone, through the menu button and full-screen modals", async ({ page, signIn, baseURL }) => {
      await cookiesDecided(page, baseURL!);
      await signIn();
      await page.goto("/manage/flexprovider/bids/submit");
      // Keys pressed before hydration would scroll the page instead of reaching the app.
      await hydrated(page);

      // The navigation's menu button: Enter opens it, the arrows move through it, Escape closes it.
      const menu = page.getByRole("button", { name: "Menu" });
      await tabTo(page, menu);
      await press(page, "Enter");
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      const navigation = page.getByRole("navigation", { name: "Main" });
      await press(page, "ArrowDown");
      await expect(navigation.getByRole("link").first()).toBeFocused();
      await press(page, "ArrowDown");
      await expect(navigation.getByRole("link").nth(1)).toBeFocused();
      await press(page, "End");
      await expect(navigation.getByRole("link").last()).toBeFocused();
      await press(page, "ArrowUp");
      await expect(navigation.getByRole("link").nth(-2)).toBeFocused();
      await press(page, "Escape");
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeFocused();
      await expect(navigation.getByRole("link").first()).toBeHidden();

      const active = page.getByRole("region", { name: "Active competitions" }).first();
      await tabTo(page, active.getByRole("link", { name: "Submit a bid" }).first());
      await press(page, "Enter");
      const assets = page.getByRole("dialog", { name: "Select assets" });
      await expect(assets).toBeVisible();
      expect((await assets.boundingBox())!.width).toBe(390);

      await tabTo(page, assets.getByRole("button", { name: "Select all / none" }));
      await press(page, "Space");
      await expect(assets.getByRole("button", { name: "Confirm 0 assets" })).toBeVisible();
      const firstQualifying = assets.locator('input[type="checkbox"]:not([disabled])').first();
      await tabTo(page, firstQualifying);
      await press(page, "Space");
      await expect(firstQualifying).toBeChecked();
      await tabTo(page, assets.getByRole("button", { name: "Confirm 1 asset", exact: true }));
      await press(page, "Enter");
      await expect(page).toHaveURL(/&step=bids&assets=/);
      await expect(assets).toBeHidden();

      // A bid typed in the first service window only: the others need theirs, and focus goes to the message.
      const first = page.locator("section.bid-window").first();
      await tabTo(page, first.getByLabel("Capacity (MW)"));
      await type(page, "0.001");
      await tabTo(page, page.getByRole("button", { name: "Submit bids" }));
      await press(page, "Enter");
      await expect(page.getByRole("alert").filter({ hasText: "Some bids need attention" })).toBeFocused();

      // A dismissible modal closes on Escape and gives focus back to what opened it.
      const several = page.getByRole("button", { name: "Bid in several windows" });
      await tabTo(page, several);
      await press(page, "Enter");
      const multi = page.getByRole("dialog", { name: "Bid in several windows" });
      await expect(multi).toBeVisible();
      await press(page, "Escape");
      await expect(multi).toBeHidden();
      await expect(several).toBeFocused();

      // Open again: one offer for every window.
      await press(page, "Enter");
      await expect(multi).toBeVisible();
      expect((await multi.boundingBox())!.width).toBe(390);
      for (const [label, value] of [
        ["Capacity (MW)", "0.002"],
        ["Max runtime", "0 01:30:00"],
        ["Availability (£ per MW per hour)", "12"],
        ["Utilisation (£ per MW per hour)", "230"],
      ]) {
        await tabTo(page, multi.getByLabel(label, { exact: true }));
        await type(page, value);
      }
      await tabTo(page, multi.getByRole("button", { name: "Apply to windows" }));
      await press(page, "Enter");
      await expect(multi).toBeHidden();
      await expect(page.locator("section.bid-window").last().getByLabel("Capacity (MW)")).toHaveValue("0.002");

      await tabTo(page, page.getByRole("button", { name: "Submit bids" }));
      await press(page, "Enter");
      const success = page.getByRole("dialog", { name: "Bids submitted" });
      await expect(success).toBeVisible();
      await expect(page).toHaveURL(/&step=success&ballot=\d+$/);
      const ballot = new URL(page.url()).searchParams.get("ballot")!;
      // Not dismissible: Escape leaves it open.
      await press(page, "Escape");
      await expect(success).toBeVisible();
      await tabTo(page, success.getByRole("link", { name: "Finish bidding" }));
      await press(page, "Enter", { loadsDocument: true });
      await expect(page).toHaveURL(/\/manage\/flexprovider\/bids\/submit$/);
      await expect(page.getByRole("link", { name: `Bid set ${ballot} (4 bids)` })).toBeVisible();
    });

    test("AUTH-01 ROUTE-06 after signing in, focus is on the page's main region and the top bar (logo, Menu) is still on screen", async ({ page, baseURL }) => {
      await cookiesDecided(page, baseURL!);
      await page.goto("/login");
      await hydrated(page);
      await page.getByLabel("Email address").fill("provider@example.com");
      await page.getByLabel("Password", { exact: true }).fill("flexdemo");
      await page.getByLabel("Password", { exact: true }).press("Enter");
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator("main")).toBeFocused();
      // Focusing the main region used to scroll the page past the top bar.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("button", { name: "Menu" })).toBeInViewport();
    });
  });

  test("OPS-01 CLEAR-01 DEC-01 UI-01 an operator runs market clearing with the keyboard alone, from the side navigation to the confirmation", async ({ page, signIn, sandbox, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    await page.goto("/home");
    await hydrated(page);

    // The side navigation: Tab into it, then the arrow keys to Manage.
    const navigation = page.getByRole("navigation", { name: "Main" });
    await tabTo(page, navigation.getByRole("link").first());
    const manage = navigation.getByRole("link", { name: "Manage" });
    for (let step = 0; step < 8 && !(await manage.evaluate((element) => element === document.activeElement)); step++) await press(page, "ArrowDown");
    await expect(manage).toBeFocused();
    await press(page, "Enter");
    await expect(page).toHaveURL(/\/manage\/systemoperator\/201\/competitions$/);

    await tabTo(page, page.getByRole("link", { name: "Teesside Dynamic" }));
    await press(page, "Enter");
    await expect(page).toHaveURL(/\?competition=4#competition-title$/);
    await expect(page.getByRole("heading", { name: "Bid summary per service window" })).toBeVisible();
    // The page moved to the competition and focus with it, to its name: Tab goes on from there.
    await expect(page.getByRole("heading", { name: "Teesside Dynamic", level: 2 })).toBeFocused();
    await expectVisibleFocus(page, "choosing a competition");
    await tabTo(page, page.getByRole("link", { name: "Run market clearing" }));
    await press(page, "Enter");
    const dialog = page.getByRole("dialog", { name: "Market clearing" });
    await expect(dialog).toBeVisible();
    // Not dismissible: Escape leaves it open.
    await press(page, "Escape");
    await expect(dialog).toBeVisible();

    const rates = dialog.getByLabel("Max utilisation rate");
    const count = await rates.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      await tabTo(page, rates.nth(index));
      await type(page, "500");
    }
    await tabTo(page, dialog.getByRole("button", { name: "Add", exact: true }));
    await press(page, "Space");
    await expect(dialog.getByRole("table", { name: "Bid decisions" })).toBeVisible();

    await tabTo(page, dialog.getByRole("button", { name: "Confirm" }));
    await press(page, "Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Market clearing confirmed" })).toBeVisible();
    expect((await sandbox.calls())["POST /bids/decisions/"]).toBe(1);
  });
});
