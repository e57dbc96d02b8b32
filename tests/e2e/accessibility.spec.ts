import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const PUBLIC_PAGES = ["/", "/login", "/passwordreset", "/passwordreset/confirm/MQ/x", "/legal/basic-terms", "/legal/cookies", "/region", "/ssoresponse", "/no/such/page"];
const SIGNED_IN_PAGES = ["/home", "/explore", "/settings/account", "/settings/account?panel=password", "/unauthorised"];

async function violations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no violations for a visitor`, async ({ page, sandbox }) => {
      void sandbox;
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("signed-in pages have no violations", async ({ page, signIn }) => {
    await signIn();
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      expect(await violations(page), path).toEqual([]);
    }
  });
});
