import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { cookiesDecided, expect, signInThroughForm, switchUser, test } from "./fixtures";
import { chartsDrawn } from "./page-checks";

const UPCOMING = "/operations/upcomingdispatches";

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** A marker on the window once the app has hydrated: it survives client-side navigation and is gone after a full reload. */
async function markPage(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

test.describe("dispatch with JavaScript", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await cookiesDecided(page, baseURL!);
  });

  test("DISP-02 a provider accepts two instructions in one kit modal without a reload and cannot answer them again", async ({ page, signIn }) => {
    await signIn();
    await expect(page.getByRole("link", { name: "Operations" }).first()).toHaveAttribute("href", UPCOMING);
    await page.goto(UPCOMING);
    await markPage(page);
    const boxes = page.getByRole("checkbox", { name: /^Select DI-/ });
    const before = await boxes.count();
    expect(before).toBeGreaterThan(1);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole("button", { name: "Accept selected" }).click();
    const dialog = page.getByRole("dialog", { name: "Accept 2 dispatch instructions?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Dispatch instructions once accepted or rejected cannot be changed.");
    await dialog.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(page.getByText("Instructions accepted")).toBeVisible();
    await expect(boxes).toHaveCount(before - 2);
    expect(await stillSamePage(page)).toBe(true);
  });

  test("DISP-03 an operator stops an instruction from the modal that says it cannot be recovered", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    await page.goto(UPCOMING);
    await markPage(page);
    const scheduled = page.getByRole("row").filter({ hasText: "Scheduled" }).first();
    const reference = (await scheduled.getByRole("rowheader").textContent())!;
    await scheduled.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Issue stop instructions" }).click();
    const dialog = page.getByRole("dialog", { name: "Stop 1 dispatch instruction?" });
    await expect(dialog).toContainText("Stop instructions cannot be recovered");
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Issue stop instructions" }).click();
    await expect(page.getByText("Stop instructions issued")).toBeVisible();
    // A stop before the start leaves the instruction in Upcoming, now marked Stop.
    await expect(page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) })).toContainText("Stop");
    expect(await stillSamePage(page)).toBe(true);
  });

  test("DISP-03 an operator creates instructions in the kit modal after seeing the total volume and estimated cost", async ({ page, signIn, sandbox }) => {
    await signIn("operator@example.com");
    await page.goto(UPCOMING);
    await markPage(page);
    await page.getByRole("link", { name: "Create dispatch instructions" }).click();
    const choose = page.getByRole("dialog", { name: "Create dispatch instructions" });
    const option = choose.locator("option", { hasText: "Yorkshire Winter Sustain" });
    await choose.locator('select[name="competition"]').selectOption((await option.getAttribute("value"))!);
    // The first service period's morning window.
    await choose.getByRole("checkbox", { name: /^Yorkshire Winter Sustain: Morning peak/ }).first().check();
    const confirm = page.getByRole("dialog", { name: "Confirm dispatch instructions" });
    // The first day from tomorrow on which the window serves accepted bids, found as a user would.
    const today = await sandbox.today();
    for (let day = 1; day <= 40 && !(await confirm.isVisible()); day++) {
      const date = today.plus({ days: day }).toISODate()!;
      await choose.locator('input[name="date"]').fill(date);
      await choose.getByRole("button", { name: "Show total volume and cost" }).click();
      await page.waitForURL((url) => url.searchParams.get("date") === date);
      // A day the seeded instructions already take is refused beside the windows: try the next.
      await expect(confirm.or(choose.getByRole("alert")).or(choose.locator("#create-windows-error"))).toBeVisible();
    }
    await expect(confirm.getByTestId("total-volume")).toHaveText(/^[\d.,]+ MWh$/);
    await expect(confirm.getByTestId("total-cost")).toHaveText(/^£[\d.,]+$/);
    const count = Number(await confirm.locator("dd").first().textContent());
    const awaiting = await page.getByRole("row").filter({ hasText: "Awaiting response" }).count();
    await confirm.getByRole("button", { name: /^Send \d+ instructions?$/ }).click();
    await expect(page.getByText("Dispatch instructions sent")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Awaiting response" })).toHaveCount(awaiting + count);
    expect(await stillSamePage(page)).toBe(true);
  });

  test("DISP-03 the create dialog lists only the chosen competition's service windows, following the list as it changes, with the day kept and no step to go through", async ({ page, signIn, sandbox }) => {
    await signIn("operator@example.com");
    await page.goto(UPCOMING);
    await markPage(page);
    await page.getByRole("link", { name: "Create dispatch instructions" }).click();
    const choose = page.getByRole("dialog", { name: "Create dispatch instructions" });
    const competition = choose.getByRole("combobox", { name: "Competition" });
    await expect(competition).toBeVisible();
    // The step a browser without JavaScript goes through is not needed: the windows are there at once.
    await expect(choose.getByRole("button", { name: "Show its service windows" })).toHaveCount(0);
    await expect(choose.getByRole("group", { name: "Service windows" })).toBeVisible();
    const day = (await sandbox.today()).plus({ days: 2 }).toISODate()!;
    await choose.getByLabel("Day", { exact: true }).fill(day);
    const options = await competition.locator("option").evaluateAll((list) => list.map((option) => ({ value: (option as HTMLOptionElement).value, name: option.textContent!.replace(/ \([^)]*\)$/, "") })));
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      await competition.selectOption(option.value);
      const labels = await choose.locator('input[name="window"]').evaluateAll((inputs) => inputs.map((input) => input.closest("label")!.textContent!));
      expect(labels.length, option.name).toBeGreaterThan(0);
      for (const label of labels) expect(label.startsWith(`${option.name}: `), `${label} under ${option.name}`).toBe(true);
    }
    await expect(choose.getByLabel("Day", { exact: true })).toHaveValue(day);
    // A competition's single bids go when another competition is chosen, and come back with it.
    const yorkshire = options.find(({ name }) => name === "Yorkshire Winter Sustain")!.value;
    const single = choose.getByRole("group", { name: "Single accepted bids" });
    await competition.selectOption(yorkshire);
    for (let ahead = 1; ahead <= 40 && !(await single.getByRole("checkbox").count()); ahead++) {
      const date = (await sandbox.today()).plus({ days: ahead }).toISODate()!;
      await choose.getByLabel("Day", { exact: true }).fill(date);
      await choose.getByRole("button", { name: "Choose single bids" }).click();
      await page.waitForURL((url) => url.searchParams.get("date") === date && url.searchParams.get("step") === "bids");
      await expect(single).toBeVisible();
    }
    await expect(single.getByRole("checkbox").first()).toBeVisible();
    await competition.selectOption(options.find(({ value }) => value !== yorkshire)!.value);
    await expect(single).toHaveCount(0);
    await competition.selectOption(yorkshire);
    await expect(single.getByRole("checkbox").first()).toBeVisible();
    // Ticked, then another competition chosen: the tick goes with its competition's windows, and is not sent.
    await competition.selectOption(options[0].value);
    await choose.locator('input[name="window"]').first().check();
    await competition.selectOption(options[1].value);
    await expect(choose.locator('input[name="window"]:checked')).toHaveCount(0);
    await choose.locator('input[name="window"]').first().check();
    await choose.getByRole("button", { name: "Show total volume and cost" }).click();
    await page.waitForURL((url) => url.searchParams.get("competition") === options[1].value && url.searchParams.has("window"));
    expect(new URL(page.url()).searchParams.getAll("window")).toHaveLength(1);
    await expect(page.getByText("Tick only service windows of the chosen competition.")).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
  });

  test("UI-01 DISP-02 DISP-03 the create, stop, answer and auto-accept dialogs close by × and by Cancel without reloading the list, with focus back on what opened them", async ({ page, signIn }) => {
    /** Opens a dialog from `opener` with the keyboard, closes it with `close` and checks the list was not loaded again. */
    async function closesInPlace(opener: ReturnType<Page["getByRole"]>, name: string | RegExp, close: "×" | string) {
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      const control = close === "×" ? dialog.getByRole("link", { name: "Close dialog" }) : dialog.getByRole("link", { name: close, exact: true });
      // Without JavaScript the control is still a link to the list under the dialog.
      await expect(control).toHaveAttribute("href", UPCOMING);
      await control.click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${UPCOMING}$`));
      await expect(opener).toBeFocused();
      expect(await stillSamePage(page), `${name} closed by ${close}`).toBe(true);
    }

    await signIn("operator@example.com");
    await page.goto(UPCOMING);
    await markPage(page);
    const create = page.getByRole("link", { name: "Create dispatch instructions" });
    await closesInPlace(create, "Create dispatch instructions", "×");
    await closesInPlace(create, "Create dispatch instructions", "Cancel");
    await page.getByRole("row").filter({ hasText: "Scheduled" }).first().getByRole("checkbox").check();
    await closesInPlace(page.getByRole("button", { name: "Issue stop instructions" }), "Stop 1 dispatch instruction?", "Cancel");

    await switchUser(page);
    await page.goto(UPCOMING);
    await markPage(page);
    await page.getByRole("checkbox", { name: /^Select DI-/ }).first().check();
    await closesInPlace(page.getByRole("button", { name: "Accept selected" }), "Accept 1 dispatch instruction?", "Cancel");
    const rules = page.getByRole("link", { name: "Auto-accept rules" });
    await closesInPlace(rules, "Auto-accept rules", "×");
    await closesInPlace(rules, "Auto-accept rules", "Close");
  });

  test("DISP-01 ROUTE-06 on a desktop the dispatch schedule's chart is drawn at its full size or larger, labels included, with nothing to scroll", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/operations/dispatchschedule");
    const [chart] = await chartsDrawn(page);
    expect(chart).toMatchObject({ label: "Dispatch timeline for the next seven days", tabIndex: 0, scrolls: false });
    expect(chart.fontPx).toBeGreaterThanOrEqual(12);
  });

  test("DISP-01 CALL-09 UI-06 Download as CSV on past dispatches is a plain browser navigation: with the upstream failing it shows the file download error and saves nothing; otherwise it saves a .csv file", async ({ page, signIn, sandbox }) => {
    await signIn();
    await page.goto("/operations/pastdispatches");
    await markPage(page);
    const csvRequests: { navigation: boolean; url: string }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("pastdispatches.csv")) csvRequests.push({ navigation: request.isNavigationRequest(), url: request.url() });
    });
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    const link = page.getByRole("link", { name: "Download as CSV" });
    await expect(link).not.toHaveAttribute("download");

    await sandbox.fail({ path: "dispatch/instructions/", method: "GET", status: 500, times: 1 });
    await link.click();
    const notice = page.getByRole("alert").filter({ hasText: "File download error" });
    await expect(notice).toContainText("Download failed. Please try again. If the error persists please contact support");
    await expect(page).toHaveURL(/\/operations\/pastdispatches$/);
    // The browser itself went to the file and came back: no data request of Remix's, a fresh page.
    expect(csvRequests).toEqual([{ navigation: true, url: expect.not.stringContaining("_data") }]);
    expect(await stillSamePage(page)).toBe(false);
    expect(downloads).toEqual([]);

    await markPage(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^past-dispatches\.csv$/);
    expect(downloads).toEqual(["past-dispatches.csv"]);
    // The page stays as it was, with no notification.
    expect(await stillSamePage(page)).toBe(true);
    await expect(page.getByRole("alert").filter({ hasText: "File download error" })).toHaveCount(0);
  });

  test("DISP-01 every operations page and confirmation has no axe violations for either role", async ({ page, sandbox }) => {
    // Two sign-ins and an axe check of every operations page and confirmation: a long walk.
    test.slow();
    void sandbox;
    const modals: Record<string, string[]> = {
      "provider@example.com": [`${UPCOMING}/auto-accept`, `${UPCOMING}/respond?instruction=8&response=accepted`],
      "operator@example.com": [`${UPCOMING}/create`, `${UPCOMING}/stop?instruction=4`],
    };
    for (const email of ["provider@example.com", "operator@example.com"]) {
      await switchUser(page, email);
      for (const path of [UPCOMING, "/operations/pastdispatches", "/operations/dispatchschedule", ...modals[email]]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await violations(page), `${email} ${path}`).toEqual([]);
      }
    }
  });
});

test.describe("creating dispatch instructions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("DISP-03 the competition is chosen first, then only its service windows are offered; Enter in the Day asks for the preview, and Change competition keeps the day", async ({ page, signIn, sandbox, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    await page.goto(`${UPCOMING}/create`);
    const choose = page.getByRole("dialog", { name: "Create dispatch instructions" });
    await expect(choose).toContainText("Choose the competition first: its service windows are shown next.");
    await expect(choose.getByRole("checkbox")).toHaveCount(0);
    const competition = choose.getByRole("combobox", { name: "Competition" });
    const yorkshire = (await competition.locator("option", { hasText: "Yorkshire Winter Sustain" }).getAttribute("value"))!;
    await competition.selectOption(yorkshire);
    // The first day ahead the morning peak's bids are free (a bid has one instruction at a time, and the seeded ones come first).
    const windows = await (await page.request.get(`${UPCOMING}/create?competition=${yorkshire}&step=windows`)).text();
    const morning = windows.match(/name="window" value="(\d+)"[^>]*\/?>Yorkshire Winter Sustain: Morning peak/)![1];
    let tomorrow = "";
    for (let ahead = 1; ahead <= 40 && !tomorrow; ahead++) {
      const date = (await sandbox.today()).plus({ days: ahead }).toISODate()!;
      if ((await (await page.request.get(`${UPCOMING}/create?competition=${yorkshire}&date=${date}&window=${morning}`)).text()).includes("Total accepted volume")) tomorrow = date;
    }
    await choose.getByLabel("Day", { exact: true }).fill(tomorrow);
    await choose.getByRole("button", { name: "Show its service windows" }).click();

    await expect(choose).toContainText(/Competition: Yorkshire Winter Sustain \(/);
    await expect(competition).toHaveCount(0);
    await expect(choose.getByLabel("Day", { exact: true })).toHaveValue(tomorrow);
    const labels = await choose.getByRole("group", { name: "Service windows" }).locator("label").allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label.startsWith("Yorkshire Winter Sustain: "), label).toBe(true);

    // Enter in the Day field sends the form's first button: the preview, not "Change competition".
    await choose.locator(`input[name="window"][value="${morning}"]`).check();
    await choose.getByLabel("Day", { exact: true }).press("Enter");
    await expect(page.getByRole("dialog", { name: "Confirm dispatch instructions" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("step")).toBe("preview");

    await page.goBack();
    await choose.getByRole("button", { name: "Change competition" }).click();
    await expect(competition).toHaveValue(yorkshire);
    await expect(choose.getByLabel("Day", { exact: true })).toHaveValue(tomorrow);
    await expect(choose.getByRole("checkbox")).toHaveCount(0);
  });
});

test.describe("live instructions", () => {
  test("DISP-01 a stop issued by the operator in another browser reaches the provider's open page within seconds, without a reload", async ({ page, signIn, browser, baseURL }) => {
    await cookiesDecided(page, baseURL!);
    await signIn();
    await page.goto(UPCOMING);
    await markPage(page);
    const scheduled = page.getByRole("row").filter({ hasText: "Scheduled" }).first();
    const reference = (await scheduled.getByRole("rowheader").textContent())!;
    const id = Number(reference.replace("DI-", ""));

    const operatorContext = await browser.newContext({ baseURL });
    const operator = await operatorContext.newPage();
    await cookiesDecided(operator, baseURL!);
    await signInThroughForm(operator, "operator@example.com");
    await operator.goto(`${UPCOMING}/stop?instruction=${id}`);
    await operator.getByRole("dialog").getByRole("button", { name: "Issue stop instructions" }).click();
    await expect(operator.getByText("Stop instructions issued")).toBeVisible();
    await operatorContext.close();

    await expect(page.getByText("Dispatch instructions have changed: the list is up to date.")).toBeVisible({ timeout: 10_000 });
    // A stop before the start leaves the instruction in Upcoming, now marked Stop.
    await expect(page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) })).toContainText("Stop");
    expect(await stillSamePage(page)).toBe(true);
  });
});
