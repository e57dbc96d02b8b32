import type { Page } from "@playwright/test";
import { cookiesDecided, expect, hydrated, test } from "./fixtures";

/** An open-market listing as typed on its steps, dated from the sandbox's today. */
async function openMarket(sandbox: { today: () => Promise<import("luxon").DateTime> }) {
  const today = await sandbox.today();
  const [start, end, closes] = [20, 50, 5].map((days) => today.plus({ days }).toISODate()!);
  return { title: "Battery turn-down, Wakefield", description: "Two batteries, weekdays.", capacity: "2.5", start, end, price: "14", closes };
}

type Listing = Awaited<ReturnType<typeof openMarket>>;

/** An open-market listing from the first step to Terms, each step at its own address. */
async function toTerms(page: Page, listing: Listing) {
  await page.getByLabel("Open market").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/exchange\/new-listing\/offer$/);
  await fillOffer(page, listing);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/exchange\/new-listing\/terms$/);
}

async function fillOffer(page: Page, listing: Listing) {
  await page.getByLabel("Title").fill(listing.title);
  await page.getByLabel("Description (optional)").fill(listing.description);
  await page.getByLabel("Capacity (MW)").fill(listing.capacity);
  await page.getByLabel("First day of delivery").fill(listing.start);
  await page.getByLabel("Last day of delivery").fill(listing.end);
}

async function expectOfferKept(page: Page, listing: Listing) {
  await expect(page).toHaveURL(/\/exchange\/new-listing\/offer$/);
  await expect(page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText("What is offered");
  await expect(page.getByLabel("Title")).toHaveValue(listing.title);
  await expect(page.getByLabel("Description (optional)")).toHaveValue(listing.description);
  await expect(page.getByLabel("Capacity (MW)")).toHaveValue(listing.capacity);
  await expect(page.getByLabel("First day of delivery")).toHaveValue(listing.start);
  await expect(page.getByLabel("Last day of delivery")).toHaveValue(listing.end);
}

async function fillTerms(page: Page, listing: Listing) {
  await page.getByLabel("Asked price (£ per MW per hour)").fill(listing.price);
  await page.getByLabel("Bidding closes on").fill(listing.closes);
  await page.getByLabel("at (HH:MM)").fill("17:00");
}

test.describe("the new listing's steps and the browser's Back button", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await cookiesDecided(page, baseURL!);
  });

  test("EXCH-01 with JavaScript, Back from the Terms step goes to What is offered with what was typed, Forward returns to Terms, and Continue goes on to publish", async ({ page, signIn, sandbox }) => {
    // Steps walked both ways and a publish: more steps than the other tests.
    test.slow();
    await signIn();
    const listing = await openMarket(sandbox);
    await page.goto("/exchange/new-listing");
    await expect(page).toHaveURL(/\/exchange\/new-listing\/type$/);
    await hydrated(page);
    // Set on this document only: still there after Back, the steps were changed without reloading the page.
    await page.evaluate(() => Object.assign(window, { stepsInOnePage: true }));
    await toTerms(page, listing);
    await expect(page.getByLabel("Asked price (£ per MW per hour)")).toBeVisible();

    await page.goBack();
    await expectOfferKept(page, listing);
    expect(await page.evaluate(() => (window as unknown as { stepsInOnePage?: boolean }).stepsInOnePage)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/exchange\/new-listing\/type$/);
    await expect(page.getByLabel("Open market")).toBeChecked();

    await page.goForward();
    await expectOfferKept(page, listing);
    await page.goForward();
    await expect(page).toHaveURL(/\/exchange\/new-listing\/terms$/);
    await fillTerms(page, listing);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/exchange\/new-listing\/review$/);
    // Back from the review: the terms as typed; Continue goes on again.
    await page.goBack();
    await expect(page).toHaveURL(/\/exchange\/new-listing\/terms$/);
    await expect(page.getByLabel("Asked price (£ per MW per hour)")).toHaveValue(listing.price);
    await expect(page.getByLabel("Bidding closes on")).toHaveValue(listing.closes);
    await expect(page.getByLabel("at (HH:MM)")).toHaveValue("17:00");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/exchange\/new-listing\/review$/);
    await page.getByRole("button", { name: "Publish listing" }).click();
    await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();
    await expect(page.getByText("Your listing has been published.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stepsInOnePage?: boolean }).stepsInOnePage)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("EXCH-01 Back from the Terms step shows What is offered with what was typed, never a page asking to send the form again, and Continue goes on to publish", async ({ page, signIn, sandbox }) => {
      test.slow();
      await signIn();
      const listing = await openMarket(sandbox);
      await page.goto("/exchange/new-listing");
      await toTerms(page, listing);

      const back = await page.goBack();
      expect(back?.request().method()).toBe("GET");
      await expectOfferKept(page, listing);
      await page.goBack();
      await expect(page).toHaveURL(/\/exchange\/new-listing\/type$/);
      await expect(page.getByLabel("Open market")).toBeChecked();
      await page.goForward();
      await expectOfferKept(page, listing);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/exchange\/new-listing\/terms$/);
      await fillTerms(page, listing);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Publish listing" }).click();
      await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();
    });
  });
});
