import { cookiesDecided, expect, hydrated, signInThroughForm, switchUser, test } from "./fixtures";
import { axeViolations } from "./page-checks";

test.describe("the exchange with JavaScript", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await cookiesDecided(page, baseURL!);
  });

  test("EXCH-01 EXCH-02 a provider lists flexibility in four steps, a second provider bids on it, and a refused bid keeps what was typed", async ({ page, signIn, sandbox }) => {
    await signIn();
    await page.goto("/exchange/new-listing");
    await page.getByLabel("Open market").check();
    await page.getByRole("button", { name: "Continue" }).click();
    const today = await sandbox.today();
    await page.getByLabel("Title").fill("Battery turn-down, Wakefield");
    await page.getByLabel("Capacity (MW)").fill("3");
    await page.getByLabel("First day of delivery").fill(today.plus({ days: 20 }).toISODate()!);
    await page.getByLabel("Last day of delivery").fill(today.plus({ days: 50 }).toISODate()!);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Asked price (£ per MW per hour)").fill("14");
    await page.getByLabel("Bidding closes on").fill(today.plus({ days: 5 }).toISODate()!);
    await page.getByLabel("at (HH:MM)").fill("17:00");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Publish listing" }).click();
    await expect(page.getByRole("heading", { name: "Battery turn-down, Wakefield" })).toBeVisible();
    const listing = page.url().match(/listings\/(\d+)\/view/)![1];

    await switchUser(page, "provider2@example.com");
    await page.goto(`/exchange/listings/${listing}/submit-bid`);
    await page.getByLabel("Capacity (MW)").fill("4");
    await page.getByLabel("Price (£ per MW per hour)").fill("13");
    await page.getByRole("button", { name: "Place bid" }).click();
    await expect(page.getByText("Enter a capacity of at most 3 MW.")).toBeVisible();
    await expect(page.getByLabel("Price (£ per MW per hour)")).toHaveValue("13");
    await page.getByLabel("Capacity (MW)").fill("3");
    await page.getByRole("button", { name: "Place bid" }).click();
    await expect(page.getByText("Your live bid: 3 MW at £13.00 /MW/h.")).toBeVisible();
  });

  test("EXCH-01 EXCH-02 a provider lists its contract as an obligation, the second provider bids, and after the award the contract is the buyer's", async ({ page, signIn, sandbox }) => {
    // Two providers, the whole New listing form, a bid and an award: a long journey.
    test.slow();
    await sandbox.reset();
    try {
      await signIn();
      await page.goto("/exchange/browse?exchange_type=flexibility_obligation");
      await page.getByRole("link", { name: "Winter evening sustain obligation, Leeds" }).click();
      await page.getByRole("link", { name: "Withdraw listing" }).click();
      await page.getByRole("dialog", { name: "Withdraw this listing?" }).getByRole("button", { name: "Withdraw listing" }).click();
      await expect(page.getByText("Your listing has been withdrawn.")).toBeVisible();
      await page.goto("/exchange/new-listing");
      await page.getByLabel("Flexibility obligation").check();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Title").fill("Yorkshire obligation");
      const option = page.getByLabel("Contract").locator("option", { hasText: "Yorkshire Winter Sustain" });
      const reference = (await option.textContent())!.split(" ")[0];
      await page.getByLabel("Contract").selectOption((await option.getAttribute("value"))!);
      await page.getByRole("button", { name: "Continue" }).click();
      // Every service window stays ticked: the whole contract changes hands.
      await expect(page.getByRole("group", { name: `Which service windows of contract ${reference} do you offer?` })).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      const closes = (await sandbox.today()).plus({ days: 1 }).set({ hour: 6 });
      await page.getByLabel("Asked price (£ per MW per hour)").fill("20");
      await page.getByLabel("Bidding closes on").fill(closes.toISODate()!);
      await page.getByLabel("at (HH:MM)").fill("06:00");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Publish listing" }).click();
      await expect(page.getByRole("heading", { name: "Yorkshire obligation" })).toBeVisible();
      const listing = page.url().match(/listings\/(\d+)\/view/)![1];

      await switchUser(page, "provider2@example.com");
      await page.goto(`/exchange/listings/${listing}/submit-bid`);
      await page.getByLabel("Capacity (MW)").fill("1");
      await page.getByLabel("Price (£ per MW per hour)").fill("21");
      await page.getByRole("button", { name: "Place bid" }).click();
      await expect(page.getByText("Your live bid: 1 MW at £21.00 /MW/h.")).toBeVisible();

      await sandbox.setClock(closes.plus({ minutes: 1 }).toUTC().toISO()!);
      await switchUser(page);
      await page.goto(`/exchange/listings/${listing}/decision-bids`);
      await page.getByRole("button", { name: "Accept" }).click();
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByText("Awarded to Tidewater Storage Ltd: 1 MW at £21.00 /MW/h.")).toBeVisible();
      await page.goto("/manage/flexprovider/contracts");
      await expect(page.getByRole("link", { name: reference })).toHaveCount(0);

      await switchUser(page, "provider2@example.com");
      await page.goto("/manage/flexprovider/contracts");
      await expect(page.getByRole("link", { name: reference })).toBeVisible();
    } finally {
      await sandbox.reset();
    }
  });

  test("EXCH-02 the lister's open listing page shows a new best bid from another provider without a reload", async ({ page, browser, baseURL, signIn }) => {
    await signIn();
    await page.goto("/exchange/browse");
    await page.getByRole("link", { name: "Winter evening sustain obligation, Leeds" }).click();
    // Tidewater's seeded 2 MW bid offers no more than the capacity of the contract the obligation lists.
    await expect(page.getByRole("heading", { level: 2, name: "Winter evening sustain obligation, Leeds" })).toBeVisible();
    const listed = Number((await page.locator('dt:text-is("Capacity") + dd').first().textContent())!.replace(" MW", ""));
    await expect(page.getByText(`Best bid: ${Math.min(2, listed)} MW at £16.00 /MW/h from Tidewater Storage Ltd.`)).toBeVisible();
    await hydrated(page);
    // Anything a reload would bring: a new document would lose this mark.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const other = await browser.newContext({ baseURL });
    try {
      const bidder = await other.newPage();
      await cookiesDecided(bidder, baseURL!);
      await signInThroughForm(bidder, "provider2@example.com");
      await bidder.goto(page.url().replace(/\/view$/, "/submit-bid"));
      await bidder.getByLabel("Capacity (MW)").fill(String(Math.min(1.5, listed)));
      await bidder.getByLabel("Price (£ per MW per hour)").fill("17.5");
      await bidder.getByRole("button", { name: "Place bid" }).click();
      await expect(bidder.getByText(`Your live bid: ${Math.min(1.5, listed)} MW at £17.50 /MW/h.`)).toBeVisible();
    } finally {
      await other.close();
    }

    await expect(page.getByText(`Best bid: ${Math.min(1.5, listed)} MW at £17.50 /MW/h from Tidewater Storage Ltd.`)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The obligation's contract and competition are on the page, which stays free of axe violations.
    await expect(page.getByRole("heading", { name: "The obligation offered" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("EXCH-01 EXCH-02 a provider offers some service windows of its contract: all ticked at first, none refused next to the boxes; the listing, the decision and the outcome name the windows offered and moved", async ({ page, signIn, sandbox }) => {
    // Three sign-ins and an award: more steps than the other tests.
    test.slow();
    await sandbox.reset();
    try {
      await signIn();
      await page.goto("/exchange/browse?exchange_type=flexibility_obligation");
      await page.getByRole("link", { name: "Winter evening sustain obligation, Leeds" }).click();
      await page.getByRole("link", { name: "Withdraw listing" }).click();
      await page.getByRole("dialog", { name: "Withdraw this listing?" }).getByRole("button", { name: "Withdraw listing" }).click();
      await expect(page.getByText("Your listing has been withdrawn.")).toBeVisible();
      await page.goto("/exchange/new-listing");
      await page.getByLabel("Flexibility obligation").check();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Title").fill("Yorkshire morning window");
      const option = page.getByLabel("Contract").locator("option", { hasText: "Yorkshire Winter Sustain" });
      const reference = (await option.textContent())!.split(" ")[0];
      await page.getByLabel("Contract").selectOption((await option.getAttribute("value"))!);
      await page.getByRole("button", { name: "Continue" }).click();

      const windows = page.getByRole("group", { name: `Which service windows of contract ${reference} do you offer?` });
      const boxes = windows.getByRole("checkbox");
      await expect(boxes.first()).toBeChecked();
      const count = await boxes.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) await expect(boxes.nth(index)).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);

      for (let index = 0; index < count; index++) await boxes.nth(index).uncheck();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Tick at least one service window.")).toBeVisible();
      await expect(boxes.first()).not.toBeChecked();
      expect(await axeViolations(page)).toEqual([]);

      const last = boxes.nth(count - 1);
      const label = (await page.locator(`label[for="${await last.getAttribute("id")}"]`).textContent())!;
      await last.check();
      await page.getByRole("button", { name: "Continue" }).click();
      const closes = (await sandbox.today()).plus({ days: 1 });
      await page.getByLabel("Asked price (£ per MW per hour)").fill("20");
      await page.getByLabel("Bidding closes on").fill(closes.toISODate()!);
      await page.getByLabel("at (HH:MM)").fill("06:00");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText(label)).toBeVisible();
      await page.getByRole("button", { name: "Publish listing" }).click();
      await expect(page.getByRole("heading", { name: "Yorkshire morning window" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Service windows offered" })).toBeVisible();
      await expect(page.getByText("Only these service windows of the contract; the lister keeps the others.")).toBeVisible();
      await expect(page.getByRole("list", { name: "Service windows offered" }).getByRole("listitem")).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      const listing = page.url().match(/listings\/(\d+)\/view/)![1];
      // The window offered carries the capacity the clearing accepted: bid no more than that.
      const bid = Math.min(1, Number((await page.locator('dt:text-is("Capacity") + dd').first().textContent())!.replace(" MW", "")));

      await switchUser(page, "provider2@example.com");
      await page.goto(`/exchange/listings/${listing}/submit-bid`);
      await page.getByLabel("Capacity (MW)").fill(String(bid));
      await page.getByLabel("Price (£ per MW per hour)").fill("21");
      await page.getByRole("button", { name: "Place bid" }).click();
      await expect(page.getByText(`Your live bid: ${bid} MW at £21.00 /MW/h.`)).toBeVisible();

      await sandbox.setClock(closes.set({ hour: 6, minute: 1 }).toUTC().toISO()!);
      await switchUser(page);
      await page.goto(`/exchange/listings/${listing}/decision-bids`);
      await expect(page.getByRole("heading", { name: "Service windows offered" })).toBeVisible();
      await page.getByRole("button", { name: "Accept" }).click();
      await expect(page.getByText(`you keep contract ${reference} with the other windows`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByText(`as contract ${reference}-T${listing}`)).toBeVisible();
      await expect(page.getByRole("list", { name: "Service windows moved" }).getByRole("listitem")).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await sandbox.reset();
    }
  });
});
