import type { Locator, Page } from "@playwright/test";
import { clickIn, closesInPlace } from "./dialog-close";
import { cookiesDecided, expect, hydrated, test } from "./fixtures";

test.describe("preferences with JavaScript", () => {
  test("I18N-01 AUTH-03 saving another language redraws the page's texts in it without a full reload, and back again", async ({ page, signIn, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn("provider@example.com");
    await page.goto("/settings/preferences");
    await hydrated(page);
    // A full reload would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByLabel("Language and region").selectOption("it-IT");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByRole("heading", { name: "Preferenze", level: 2 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salva le preferenze" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "it-IT");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The notification, in the new language too, sits over the form's foot until closed.
    await page.getByRole("button", { name: "Chiudi notifica" }).click();
    await page.getByLabel("Lingua e regione").selectOption("en-GB");
    await page.getByRole("button", { name: "Salva le preferenze" }).click();
    await expect(page.getByRole("button", { name: "Save preferences" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe("the team's dialogs with JavaScript", () => {
  const team = async (page: Page) => {
    await page.goto("/settings/team");
    await hydrated(page);
  };

  test("UI-01 SET-01 the roles dialog's × closes it without reloading the team and returns focus to the member's Change roles link", async ({ page, signIn }) => {
    await signIn();
    await team(page);
    const dialog = page.getByRole("dialog", { name: "Roles of new.member@example.com" });
    await closesInPlace(page, { opener: page.getByRole("link", { name: "Change roles of new.member@example.com" }), dialog, close: clickIn("Close dialog"), url: /\/settings\/team$/ });
  });

  test("UI-01 SET-01 the deactivate confirmation's Cancel closes it without reloading the team and returns focus to the member's Deactivate link", async ({ page, signIn }) => {
    await signIn();
    await team(page);
    const dialog = page.getByRole("dialog", { name: "Deactivate this member?" });
    await closesInPlace(page, { opener: page.getByRole("link", { name: "Deactivate new.member@example.com" }), dialog, close: clickIn("Cancel"), url: /\/settings\/team$/ });
  });

  test("UI-01 SET-01 Escape closes the deactivate confirmation as its Cancel does, without reloading the team and with focus back on the member's Deactivate link", async ({ page, signIn }) => {
    await signIn();
    await team(page);
    const dialog = page.getByRole("dialog", { name: "Deactivate this member?" });
    const escape = async (open: Locator) => {
      // A confirmation has no ×: Escape is its Cancel.
      await expect(open.getByRole("link", { name: "Close dialog" })).toHaveCount(0);
      await page.keyboard.press("Escape");
    };
    await closesInPlace(page, { opener: page.getByRole("link", { name: "Deactivate new.member@example.com" }), dialog, close: escape, url: /\/settings\/team$/ });
  });
});
