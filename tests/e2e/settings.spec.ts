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
