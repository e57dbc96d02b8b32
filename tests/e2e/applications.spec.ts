import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PAGES } from "../support/pages";
import { cookiesDecided, expect, hydrated, signInThroughForm, switchUser, test } from "./fixtures";

const MARKET_ACCESS = "/manage/flexprovider/market-access";
const NEW_MARKET = "Secure Winter Programme";
const AREA = /\/(market-access|contracts|subscriptions|applications)(\/|$)/;

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const marketRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test.describe("applications and market access with JavaScript", () => {
  test.beforeEach(async ({ page, baseURL, sandbox }) => {
    void sandbox;
    await cookiesDecided(page, baseURL!);
  });

  test("MGMT-04 APP-01 APP-03 register interest in the modals, start the application, autosave a step and resume it", async ({ page, signIn }) => {
    await signIn();
    await page.goto(MARKET_ACCESS);
    await marketRow(page, NEW_MARKET).getByRole("link", { name: `Register interest in ${NEW_MARKET}` }).click();
    const registration = page.getByRole("dialog", { name: `Register interest in ${NEW_MARKET}` });
    await expect(registration.getByLabel("Contact name")).toHaveValue("Priya Shah");
    await registration.getByRole("button", { name: "Register interest" }).click();
    const thanks = page.getByRole("dialog", { name: "Thank you for your interest" });
    await expect(thanks).toBeVisible();
    await thanks.getByRole("button", { name: "Start application" }).click();

    await expect(page.getByRole("heading", { name: "Step 1 of 5: Contracting organisation" })).toBeVisible();
    const parent = page.getByLabel("Parent company (optional)", { exact: true });
    await parent.fill("Brightside Holdings Ltd");
    await expect(page.getByRole("status").filter({ hasText: /Last saved at \d\d:\d\d/ })).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await expect(page.getByLabel("Parent company (optional)", { exact: true })).toHaveValue("Brightside Holdings Ltd");

    await page.getByLabel("Registered name", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("This field may not be blank.")).toBeVisible();
    await page.getByLabel("Registered name", { exact: true }).fill("Brightside Energy Storage Ltd");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("heading", { name: "Step 2 of 5: Asset ownership" })).toBeVisible();
    await page.getByLabel("We operate the assets").check();
    await page.getByRole("button", { name: "Save and come back later" }).click();

    await expect(page).toHaveURL(MARKET_ACCESS);
    await marketRow(page, NEW_MARKET).getByRole("link", { name: `Continue your application for ${NEW_MARKET}` }).click();
    await page.getByRole("link", { name: /Asset ownership/ }).first().click();
    await expect(page.getByLabel("We operate the assets")).toBeChecked();
  });

  test("APP-03 VAL-05 saving a step with an emptied required answer moves focus from the button to that answer", async ({ page, signIn }) => {
    await signIn();
    await page.goto(MARKET_ACCESS);
    await marketRow(page, NEW_MARKET).getByRole("link", { name: `Register interest in ${NEW_MARKET}` }).click();
    await page.getByRole("dialog", { name: `Register interest in ${NEW_MARKET}` }).getByRole("button", { name: "Register interest" }).click();
    await page.getByRole("dialog", { name: "Thank you for your interest" }).getByRole("button", { name: "Start application" }).click();
    await expect(page.getByRole("heading", { name: "Step 1 of 5: Contracting organisation" })).toBeVisible();
    await hydrated(page);

    const registered = page.getByLabel("Registered name", { exact: true });
    await registered.fill("");
    const save = page.getByRole("button", { name: "Save and continue" });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("This field may not be blank.").first()).toBeVisible();
    await expect(page.locator("#application-step [aria-invalid='true']").first()).toBeFocused();
    await expect(registered).toHaveAttribute("aria-invalid", "true");
  });

  test("APP-01 APP-02 moving between steps from the keyboard puts focus on the new step's heading, not on the page", async ({ page, signIn }) => {
    await signIn();
    await page.goto(MARKET_ACCESS);
    await marketRow(page, "Mercato Flessibilità Locale").getByRole("button", { name: /^Start/ }).click();
    await expect(page.getByRole("heading", { name: "Step 1 of 4: Organisation profile" })).toBeVisible();
    await hydrated(page);

    const pressOn = async (name: string | RegExp) => {
      const control = page.getByRole("button", { name });
      await control.focus();
      await page.keyboard.press("Enter");
    };
    await pressOn("Save and continue");
    await expect(page.getByRole("heading", { name: "Step 2 of 4: Organisation status" })).toBeFocused();
    await pressOn("Save and continue");
    await expect(page.getByRole("heading", { name: "Step 3 of 4: Auditing and insurance" })).toBeFocused();
    await pressOn(/^Previous: /);
    await expect(page.getByRole("heading", { name: "Step 2 of 4: Organisation status" })).toBeFocused();
    // A step refused stays where it is, with focus on the answer to correct (not on the heading).
    await page.getByRole("radio", { name: "Yes" }).first().check();
    await pressOn("Save and continue");
    await expect(page.locator("#application-step [aria-invalid='true']").first()).toBeFocused();
  });

  test("APP-07 the operator approves a pending application through its confirmation", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto("/manage/systemoperator/201/applications?status=pending");
    await page.getByRole("link", { name: "Greenwatt Aggregation Ltd" }).first().click();
    await expect(page.getByRole("heading", { name: "Application from Greenwatt Aggregation Ltd" })).toBeVisible();
    await page.getByRole("link", { name: "Approve" }).click();
    const confirm = page.getByRole("dialog", { name: "Approve this application?" });
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(/Approved on .* by Tom Okafor/)).toBeVisible();
  });

  test("APP-07 VAL-02 the ask dialog's refusal of an empty question goes once a question is typed, and comes back if it is emptied", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto("/manage/systemoperator/201/applications?status=pending");
    await page.getByRole("link", { name: "Greenwatt Aggregation Ltd" }).first().click();
    await expect(page.getByRole("heading", { name: "Application from Greenwatt Aggregation Ltd" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("link", { name: "Ask about this answer" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Ask for more information" });
    const question = dialog.getByLabel("Your question");
    await dialog.getByRole("button", { name: "Send question" }).click();
    await expect(question).toHaveAttribute("aria-invalid", "true");
    await question.fill("Which insurer holds the policy?");
    await expect(question).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.locator(".kit-field--error")).toHaveCount(0);
    await question.fill("");
    await expect(question).toHaveAttribute("aria-invalid", "true");
  });

  test("APP-07 CALL-08 when the marketplace service fails, the reject dialog stays open with the reason typed and says so; the same reason rejects once it recovers", async ({ page, signIn, sandbox }) => {
    await signIn("operator@example.com");
    await page.goto("/manage/systemoperator/201/applications?status=pending");
    await page.getByRole("link", { name: "Greenwatt Aggregation Ltd" }).first().click();
    await expect(page.getByRole("heading", { name: "Application from Greenwatt Aggregation Ltd" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("link", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject this application?" });
    const reason = "Public liability cover of at least £5 million must be held before admission.";
    await dialog.getByLabel("Reason").fill(reason);

    await sandbox.fail({ path: "/./", method: "POST", status: 503 });
    await dialog.getByRole("button", { name: "Reject application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The marketplace service cannot be reached at the moment. Please try again in a moment.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Reason")).toHaveValue(reason);
    await expect(page.getByText("Oh no!")).toHaveCount(0);

    await sandbox.clearFaults();
    await dialog.getByRole("button", { name: "Reject application" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(reason)).toBeVisible();
  });

  test("MGMT-03 changing a subscription opens the saved confirmation", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/manage/flexprovider/subscriptions/1");
    await page.getByLabel("Name", { exact: true }).fill("Winter in the North East");
    await page.getByRole("button", { name: "Save changes" }).click();
    const saved = page.getByRole("dialog", { name: "Saved" });
    await expect(saved.getByText("Your subscription has been saved.")).toBeVisible();
    await page.goto("/manage/flexprovider/subscriptions");
    await expect(page.getByRole("link", { name: "Winter in the North East" })).toBeVisible();
  });

  test("APP-01 APP-07 MGMT-03 MGMT-04 the area's pages have no axe violations", async ({ page }) => {
    test.setTimeout(180_000);
    for (const role of ["provider", "operator"] as const) {
      await switchUser(page, `${role}@example.com`);
      for (const { path } of PAGES.filter((entry) => entry.role === role && AREA.test(entry.path))) {
        await page.goto(path);
        expect(await violations(page), path).toEqual([]);
      }
    }
  });

  // The app's frame itself is wider than 320 px on every page today (its side navigation does
  // not collapse), so this holds the area's pages to the width of the role's home page: none of
  // them adds sideways scrolling of its own.
  test("APP-01 MGMT-03 on a 320 px wide phone the area's pages are no wider than the app's frame", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const role of ["provider", "operator"] as const) {
      // Leave the last page first, so nothing it still has in flight sets a cookie after they are cleared.
      await page.goto("about:blank");
      await page.context().clearCookies();
      await cookiesDecided(page, baseURL!);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInThroughForm(page, `${role}@example.com`);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto("/home");
      const frame = await width();
      for (const { path } of PAGES.filter((entry) => entry.role === role && AREA.test(entry.path))) {
        await page.goto(path);
        expect(await width(), path).toBeLessThanOrEqual(frame);
      }
    }
  });
});
