import { cookiesDecided, expect, hydrated, test } from "./fixtures";

test.describe("competition creation with JavaScript", () => {
  test("OPS-01 OPS-02 an operator creates a competition step by step; errors show next to fields and nothing typed is lost", async ({ page, signIn, sandbox, baseURL }) => {
    // Dates an operator would type today, on the sandbox's clock: qualification in six weeks, service next winter.
    const today = await sandbox.today();
    const at = (days: number, time: string) => `${today.plus({ days }).toISODate()}T${time}`;
    const winterStart = today.plus({ years: 1 }).set({ month: 11, day: 1 });
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    await page.goto("/manage/systemoperator/201/competitions/new");
    const field = (name: string) => page.locator(`[name="competition_details.${name}"]`);
    await field("reference").fill("NPG-WINTER-10");
    await field("type").selectOption("availability_utilisation");
    await field("contact").fill("flex@northernpowergrid.example");
    await field("qualification_open").fill(at(42, "09:00"));
    await field("qualification_closed").fill(at(70, "17:00"));
    await field("open").fill(at(70, "17:00"));
    await field("closed").fill(at(200, "12:00"));
    await field("archive_on").fill(at(370, "00:00"));
    await field("need_type").selectOption("pre_fault");
    await field("need_direction").selectOption("deficit");
    await field("minimum_connection_voltage").selectOption("0.4");
    await field("maximum_connection_voltage").selectOption("33");
    await field("area_refs").fill("NPG-YS");
    await page.locator("form#competition-new").getByRole("button", { name: "Continue" }).click();
    // The name was left out: its error shows beside it and the reference stays.
    await expect(field("name")).toHaveAttribute("aria-invalid", "true");
    await expect(field("reference")).toHaveValue("NPG-WINTER-10");
    await field("name").fill("Ripon evening peak");
    await page.locator("form#competition-new").getByRole("button", { name: "Continue" }).click();

    const window0 = "service_need.service_periods[0].service_windows[0]";
    await page.locator('[name="service_need.service_periods[0].name"]').fill(`Winter ${winterStart.year}`);
    await page.locator('[name="service_need.service_periods[0].start"]').fill(winterStart.toISODate()!);
    await page.locator('[name="service_need.service_periods[0].end"]').fill(winterStart.plus({ months: 4 }).toISODate()!);
    await page.locator(`[name="${window0}.name"]`).fill("Evening peak");
    await page.locator(`[name="${window0}.start"]`).fill("16:00");
    await page.locator(`[name="${window0}.end"]`).fill("19:30");
    await page.locator(`[name="${window0}.capacity_required"]`).fill("2.5");
    await page.locator("form#competition-new").getByRole("button", { name: "Continue" }).click();

    await expect(page.getByText("Ripon evening peak").first()).toBeVisible();
    await page.locator("form#competition-new").getByRole("button", { name: "Submit competition" }).click();
    await expect(page).toHaveURL(/\/manage\/systemoperator\/201\/competitions$/);
    await expect(page.getByText("Ripon evening peak").first()).toBeVisible();
  });

  test("OPS-01 the browser's Back inside the wizard goes one step back with the draft kept; from the first step it asks before leaving", async ({ page, signIn, sandbox, baseURL }) => {
    const today = await sandbox.today();
    const at = (days: number, time: string) => `${today.plus({ days }).toISODate()}T${time}`;
    await cookiesDecided(page, baseURL!);
    await signIn("operator@example.com");
    // Reached as an operator does, from the list: the wizard and the list share one document's history.
    await page.goto("/manage/systemoperator/201/competitions");
    await hydrated(page);
    await page.getByRole("link", { name: "Create competition" }).click();
    await expect(page).toHaveURL(/\/competitions\/new$/);
    const field = (name: string) => page.locator(`[name="competition_details.${name}"]`);
    const values: [string, string][] = [
      ["name", "Selby morning peak"],
      ["reference", "NPG-SELBY-1"],
      ["contact", "flex@northernpowergrid.example"],
      ["qualification_open", at(42, "09:00")],
      ["qualification_closed", at(70, "17:00")],
      ["open", at(70, "17:00")],
      ["closed", at(200, "12:00")],
      ["archive_on", at(370, "00:00")],
      ["area_refs", "NPG-YS"],
    ];
    for (const [name, value] of values) await field(name).fill(value);
    await field("type").selectOption("availability_utilisation");
    await field("need_type").selectOption("pre_fault");
    await field("need_direction").selectOption("deficit");
    await field("minimum_connection_voltage").selectOption("0.4");
    await field("maximum_connection_voltage").selectOption("33");
    const onStep = (name: string) => expect(page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(name);
    await page.locator("form#competition-new").getByRole("button", { name: "Continue" }).click();
    await onStep("Service periods and windows");
    // The visible field: on the other steps the same name travels in a hidden one.
    const periodName = page.locator('input:not([type="hidden"])[name="service_need.service_periods[0].name"]');
    await periodName.fill("Spring");

    // Back from the second step: the first step again, everything entered still there.
    await page.goBack();
    await onStep("Competition details");
    await expect(field("name")).toHaveValue("Selby morning peak");
    await expect(page).toHaveURL(/\/competitions\/new$/);
    await page.locator("form#competition-new").getByRole("button", { name: "Continue" }).click();
    await onStep("Service periods and windows");
    await expect(periodName).toHaveValue("Spring");
    await page.goBack();
    await onStep("Competition details");
    await expect(field("reference")).toHaveValue("NPG-SELBY-1");

    // Back from the first step asks; Stay keeps the draft, Leave goes.
    await page.goBack();
    const dialog = page.getByRole("dialog", { name: "Leave this competition?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(dialog).toBeHidden();
    await expect(field("name")).toHaveValue("Selby morning peak");
    await page.goBack();
    await page.getByRole("dialog", { name: "Leave this competition?" }).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/manage\/systemoperator\/201\/competitions$/);
  });
});
