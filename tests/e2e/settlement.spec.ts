import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { cookiesDecided, expect, hydrated, switchUser, test } from "./fixtures";

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("settlement with JavaScript", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await cookiesDecided(page, baseURL!);
  });

  test("SETT-01 SETT-02 upload readings with one bad row: the non-dismissible meter readings uploaded confirmation, the event leaves required, the chart shows delivery", async ({ page, signIn }) => {
    // A long journey: an upload, then eight pages each checked by axe.
    test.slow();
    await signIn();
    await page.goto("/settlement/required");
    // The template covers every event lacking actual data; those leave "required" once it is
    // uploaded, and an event lacking only baseline data stays. How many of each there are depends
    // on the hour the sandbox was seeded (an instruction it stops 40 hours earlier ran in part or not at all).
    const rows = page.locator("tr[data-event]");
    const before = await rows.count();
    const staying = await rows.filter({ hasNot: page.locator("td", { hasText: "Actual data" }) }).count();
    expect(before - staying).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    const template = await (await page.request.get("/settlement/upload/template.csv")).text();
    const [header, ...lines] = template.trim().split(/\r?\n/);
    const csv = [header, ...lines.map((line) => `${line}12`), "NO-SUCH-METER,2020-01-01T00:00:00Z,1"].join("\n");
    await page.getByRole("link", { name: "Upload meter readings" }).click();
    await expect(page).toHaveURL(/\/settlement\/upload$/);
    await hydrated(page);
    await page.getByLabel("Meter readings file (CSV or XLSX)").setInputFiles({ name: "readings.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Meter readings uploaded" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /close/i })).toHaveCount(0);
    await expect(page.locator(`tr[data-row="${lines.length + 2}"]`)).toContainText("Unknown meter NO-SUCH-METER.");
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/settlement\/required$/);
    await expect(rows).toHaveCount(staying);
    for (const path of ["/settlement/delivery-performance", "/settlement/overview", "/settlement/settlementreports", "/settlement/invoices"]) {
      await page.goto(path);
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto("/settlement/delivery-performance");
    await expect(page.getByRole("img", { name: /instructed, baseline, metered and delivered/ })).toBeVisible();
    await page.goto("/settlement/invoices");
    await page.locator("tr[data-invoice] a").last().click();
    await expect(page.getByRole("heading", { name: /^Invoice FM-/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("SETT-01 SETT-02 an availability window's invoice line opens the window: its half-hours, its one payment, no axe violations", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/settlement/invoices");
    const invoices = await page.locator("tr[data-invoice]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-invoice")));
    for (const id of invoices) {
      await page.goto(`/settlement/invoices/${id}`);
      if (await page.locator('tr[data-event-kind="availability_window"]').count()) break;
    }
    const line = page.locator('tr[data-event-kind="availability_window"]').first();
    const name = (await line.getByRole("link").first().textContent())!;
    expect(name).toMatch(/^Window .+, .+-C\d{4}$/);
    await hydrated(page);
    await line.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/settlement\/delivery-performance\?event=\d+#payment-availability$/);
    await expect(page.getByRole("heading", { name: /^Availability window .+ of contract / })).toBeVisible();
    await expect(page.locator("tr[data-status]").first()).toBeVisible();
    await expect(page.locator("#payment-availability")).toContainText("h available, in full");
    expect(await violations(page)).toEqual([]);
  });

  test("UI-01 SETT-01 Cancel in the dispute modal closes it without reloading the invoice and returns focus to the line's Dispute link", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/settlement/invoices");
    const id = await page.locator("tr[data-invoice]").first().getAttribute("data-invoice");
    await page.goto(`/settlement/invoices/${id}`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    const opener = page.getByRole("link", { name: /^Dispute event \d+, / }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Dispute event \d+, / });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/settlement/invoices/${id}$`));
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test("SETT-01 a provider disputes an invoice line in a modal over the invoice and the operator answers it in another", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/settlement/invoices");
    const invoices = await page.locator("tr[data-invoice]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-invoice")));
    for (const id of invoices) {
      await page.goto(`/settlement/invoices/${id}`);
      if (await page.locator('tr[data-line$="-utilisation"]').count()) break;
    }
    await hydrated(page);
    const line = page.locator('tr[data-line$="-utilisation"]').first();
    await line.getByRole("link", { name: /^Dispute event \d+, utilisation$/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Dispute event \d+, utilisation$/ });
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send dispute" }).click();
    await expect(dialog.getByText("This field may not be blank.")).toBeVisible();
    await dialog.getByLabel("What is wrong with this line").fill("The 17:00 readings were estimated.");
    await dialog.getByLabel("Evidence (optional)").setInputFiles({ name: "actual.csv", mimeType: "text/csv", buffer: Buffer.from("meter_id,period_end,value_kwh\n") });
    await dialog.getByRole("button", { name: "Send dispute" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dispute sent" })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(line.locator('[data-dispute-status="open"]')).toBeVisible();

    await switchUser(page, "operator@example.com");
    await page.goto("/settlement/disputes");
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    const open = page.locator('tr[data-dispute-status="open"]').first();
    await open.getByRole("link", { name: /^Answer dispute \d+$/ }).click();
    const answer = page.getByRole("dialog", { name: /^Answer dispute \d+$/ });
    await expect(answer).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await answer.getByLabel("Uphold, with an adjustment").check();
    await answer.getByLabel("Answer to the provider").fill("Agreed, the actual readings show more.");
    await answer.getByRole("button", { name: "Send answer" }).click();
    await expect(answer.getByText("Enter the adjustment an upheld dispute makes.")).toBeVisible();
    await answer.getByLabel(/^Adjustment/).fill("25.40");
    await answer.getByRole("button", { name: "Send answer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Answer sent" })).toBeVisible();
    await expect(page.locator('tr[data-dispute-status="upheld"]').first()).toContainText("Adjustment £25.40");
  });
});
