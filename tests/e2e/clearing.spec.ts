import { clickIn, closesInPlace } from "./dialog-close";
import { cookiesDecided, expect, hydrated, test } from "./fixtures";

const LIST = "/manage/systemoperator/201/competitions";

test.describe("market clearing with JavaScript", () => {
  test("OPS-01 CLEAR-01 CLEAR-03 CLEAR-06 DEC-01 the clearing modal stays open through its steps, checks names on blur and confirms", async ({ page, signIn, sandbox, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    await page.goto(LIST);
    await expect(page.getByRole("heading", { name: "Bidding closed" })).toBeVisible();
    await page.getByRole("link", { name: "Teesside Dynamic" }).click();
    await expect(page).toHaveURL(/\?competition=4#competition-title$/);
    await expect(page.getByRole("heading", { name: "Bid summary per service window" })).toBeVisible();
    await page.getByRole("link", { name: "Run market clearing" }).click();

    const dialog = page.getByRole("dialog", { name: "Market clearing" });
    await expect(dialog).toBeVisible();
    // Not dismissible: Escape and a click on the backdrop leave it open.
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);

    const rates = dialog.getByLabel("Max utilisation rate");
    const count = await rates.count();
    expect(count).toBe(3);
    for (let index = 0; index < count; index++) await rates.nth(index).fill("500");

    const excluded = dialog.getByLabel("Excluded grid supply points").first();
    await excluded.fill("Atlantis");
    await excluded.blur();
    await expect(dialog.getByText("Enter grid supply point names from the list, separated by commas. Not in the list: Atlantis.")).toBeVisible();
    expect((await sandbox.calls())["POST /bids/market-clearing/bid-decision-set/"]).toBeUndefined();
    await excluded.fill("");

    await sandbox.setLatency(800);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByTestId("clearing-spinner")).toBeVisible();
    await expect(dialog.getByRole("table", { name: "Bid decisions" })).toBeVisible();
    await expect(dialog.getByTestId("clearing-spinner")).toBeHidden();
    await sandbox.setLatency(0);
    // The modal updated in place: the page did not navigate.
    await expect(page).toHaveURL(/clearing=1/);
    await expect(page).not.toHaveURL(/index/);

    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Max utilisation rate").first()).toBeVisible();
    await expect(dialog.getByText("No demand intervals yet.")).toBeVisible();
    // The rates sent stay in the form: Add again needs no retyping.
    for (let index = 0; index < count; index++) await expect(dialog.getByLabel("Max utilisation rate").nth(index)).toHaveValue("500");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("table", { name: "Bid decisions" })).toBeVisible();

    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\?competition=4$/);
    await expect(page.getByRole("status").filter({ hasText: "Market clearing confirmed" })).toBeVisible();
    await expect(page.locator('[data-outcome="accepted"]').first()).toBeVisible();
    expect((await sandbox.calls())["POST /bids/decisions/"]).toBe(1);
  });

  test("OPS-01 choosing a competition in the list scrolls the page to it and moves focus to its name, below a list longer than the window", async ({ page, signIn, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    await page.goto(LIST);
    await hydrated(page);
    const heading = page.getByRole("heading", { name: "Teesside Dynamic", level: 2 });
    await page.getByRole("link", { name: "Teesside Dynamic" }).click();
    await expect(page).toHaveURL(/\?competition=4#competition-title$/);
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    // The competition starts below the list: without the move the page would have stayed at its top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("CLEAR-01 CLEAR-05 DEC-01 a day-ahead competition takes one demand interval, shows results per interval and confirms", async ({ page, signIn, sandbox, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    await page.goto(LIST);
    await page.getByRole("link", { name: "Humber Day Ahead Flexibility" }).click();
    await page.getByRole("link", { name: "Run market clearing" }).click();
    const dialog = page.getByRole("dialog", { name: "Market clearing" });
    await expect(dialog.getByTestId("clearing-modal")).toHaveAttribute("data-step", "add-demand-interval");

    // Tomorrow 17:00–18:00, inside the 12:00–18:00 block.
    const day = (await sandbox.today()).plus({ days: 1 });
    const tomorrow = day.toISODate()!;
    await dialog.getByLabel("Start date").fill(tomorrow);
    await dialog.getByLabel("Start time").fill("17:00");
    await dialog.getByLabel("End time").fill("18:00");
    await dialog.getByLabel("Max utilisation rate").fill("1000");
    await dialog.getByLabel("Required capacity").fill("2.5");
    await dialog.getByRole("button", { name: "Add" }).click();

    const perInterval = dialog.getByRole("table", { name: "Per demand interval" });
    await expect(perInterval).toContainText(`${day.toFormat("d LLL yyyy", { locale: "en-GB" })} 17:00`);
    await expect(perInterval.getByRole("row").nth(1)).toContainText(/2\.5 MW\s*2\.5 MW/);
    await expect(page).toHaveURL(/clearing=1/);

    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Market clearing confirmed" })).toBeVisible();
    expect((await sandbox.calls())["POST /bids/decisions/"]).toBe(1);
  });

  test("CLEAR-02 a failed decision request stops the spinner and leaves the form as it was, with no message", async ({ page, signIn, sandbox }) => {
    await signIn("operator@example.com");
    await page.goto(`${LIST}?competition=4&clearing=1`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Market clearing" });
    const rates = dialog.getByLabel("Max utilisation rate");
    for (let index = 0; index < (await rates.count()); index++) await rates.nth(index).fill("500");
    await sandbox.fail({ path: "bid-decision-set", method: "POST", status: 500 });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByTestId("clearing-spinner")).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
    await expect(dialog.getByText("No demand intervals yet.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(rates.first()).toHaveValue("500");
  });

  test("DEC-01 a row's Reject and Approve buttons post the table's one decision form without reloading the page", async ({ page, signIn, sandbox }) => {
    await signIn("operator@example.com");
    await page.goto(`${LIST}?competition=4`);
    await hydrated(page);
    const rows = page.getByTestId("operator-bids").locator("tbody tr");
    const [first, second] = [await rows.nth(0).getAttribute("data-bid-id"), await rows.nth(1).getAttribute("data-bid-id")];
    // A full reload would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("button", { name: `Reject bid ${second}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bid rejected" })).toBeVisible();
    await expect(page.locator(`[data-bid-id="${second}"] [data-outcome]`)).toHaveAttribute("data-outcome", "rejected");
    await page.getByRole("button", { name: `Approve bid ${first}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bid approved" })).toBeVisible();
    await expect(page.locator(`[data-bid-id="${first}"] [data-outcome]`)).toHaveAttribute("data-outcome", "accepted");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The address names the row last decided, which stays in view.
    await expect(page).toHaveURL(new RegExp(`\\?competition=4#bid-${first}$`));
    await expect(page.locator(`#bid-${first}`)).toBeInViewport();
    expect((await sandbox.calls())["POST /bids/decisions/"]).toBe(2);
  });

  test("CLEAR-06 auto bid decisioning asks first in a modal that clicking away does not close", async ({ page, signIn, sandbox }) => {
    await signIn("operator@example.com");
    await page.goto(`${LIST}?competition=4`);
    await page.getByRole("link", { name: "Auto bid decisioning" }).click();
    const dialog = page.getByRole("dialog", { name: "Auto bid decisioning" });
    await expect(dialog).toContainText("overwrites the decisions on this page");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Run auto decisioning" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Auto decisioning complete" })).toBeVisible();
    expect((await sandbox.calls())["POST /bids/market-clearing/auto-decisions/"]).toBe(1);
  });
  test("UI-01 CLEAR-06 Cancel in the auto decisioning warning closes it without reloading the page and returns focus to Auto bid decisioning", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto(`${LIST}?competition=4`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Auto bid decisioning" });
    await closesInPlace(page, { opener: page.getByRole("link", { name: "Auto bid decisioning" }), dialog, close: clickIn("Cancel"), url: /\?competition=4$/ });
  });


  test("UI-01 CLEAR-01 Cancel in the clearing modal closes it without reloading the page and returns focus to Run market clearing", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto(`${LIST}?competition=4`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Market clearing" });
    const opener = page.getByRole("link", { name: "Run market clearing" });
    await closesInPlace(page, { opener, dialog, drawn: dialog.getByLabel("Max utilisation rate").first(), close: clickIn("Cancel"), url: /\?competition=4$/ });
  });

});
