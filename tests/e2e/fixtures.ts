import { test as base, expect, type Page } from "@playwright/test";
import { sandboxControl } from "../support/server";
import { BRISK, MAIN } from "./playwright.config";

type Fixtures = {
  sandbox: ReturnType<typeof sandboxControl>;
  signIn: (email?: string, password?: string) => Promise<void>;
};

/** Signs in through the real login form, as a user would. */
export async function signInThroughForm(page: Page, email = "provider@example.com", password = "flexdemo") {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Records a cookie choice (essential only) before the page is opened, as an earlier visit
 * would have, so the banner is not over the page under test. The cookie is what the
 * consent action writes: the choice as base64 JSON.
 */
export async function cookiesDecided(page: Page, baseURL: string) {
  const value = Buffer.from(JSON.stringify({ essential: true, statistics: false, marketing: false })).toString("base64");
  await page.context().addCookies([{ name: "p-cookie-consent", value, url: baseURL }]);
}

export const test = base.extend<Fixtures>({
  sandbox: async ({ baseURL }, use) => {
    const sandboxPort = baseURL?.includes(String(BRISK.port)) ? BRISK.sandboxPort : MAIN.sandboxPort;
    const control = sandboxControl(`http://127.0.0.1:${sandboxPort}`);
    await control.reset();
    await use(control);
  },
  signIn: async ({ page, sandbox }, use) => {
    void sandbox;
    await use((email, password) => signInThroughForm(page, email, password));
  },
});

export { expect };

/** Waits until the page has hydrated: what is typed before that may be redrawn by React. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
}
