import { cookiesDecided, expect, test } from "./fixtures";

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
});
