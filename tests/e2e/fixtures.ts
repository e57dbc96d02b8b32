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
  try {
    await expect(page).toHaveURL(/\/home$/);
  } catch (error) {
    // What the page said instead (a refused form, a throttle, an error page) is the useful part.
    const shown = (await page.locator("main").first().innerText().catch(() => "")).replace(/\s+/g, " ").slice(0, 400);
    throw new Error(`signing in as ${email} stayed on ${page.url()}; the page shows: ${shown}`, { cause: error });
  }
}

/**
 * Signs in as another user in the same browser, as a person sharing a computer would after
 * the first left: the open page is closed first (about:blank), so nothing it still does
 * (a live update, a revalidation) answers with cookies after the switch.
 */
export async function switchUser(page: Page, email?: string) {
  const origin = page.url().startsWith("http") ? new URL(page.url()).origin : `http://127.0.0.1:${MAIN.port}`;
  await page.goto("about:blank");
  await page.context().clearCookies();
  await cookiesDecided(page, origin);
  await signInThroughForm(page, email);
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
