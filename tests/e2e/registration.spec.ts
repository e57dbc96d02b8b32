import { cookiesDecided, expect, hydrated, test } from "./fixtures";

const PASSWORD = "Tidal-Range-2031";

test.describe("registration and the team with JavaScript", () => {
  // The country offered first follows the browser's language: a British browser.
  test.use({ locale: "en-GB" });

  test.beforeEach(async ({ page, baseURL }) => {
    await cookiesDecided(page, baseURL!);
  });

  test("REG-01 REG-02 a visitor registers a company stage by stage, a refused stage keeps what was typed, and the e-mailed link confirms the address", async ({ page, sandbox }) => {
    await page.goto("/register");
    await hydrated(page);
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Okoro");
    await page.getByLabel("Work e-mail address").fill("provider@example.com");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("user with this email address already exists.")).toBeVisible();
    await expect(page.getByText("You must accept the terms to register.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Maya");

    const email = "maya.okoro@estuary-flex.example";
    await page.getByLabel("Work e-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("I accept the terms of use").check();
    await page.getByRole("button", { name: "Save and continue" }).click();

    await expect(page.getByLabel("Country")).toHaveValue("GB");
    await expect(page.locator('optgroup[label="Frequently chosen"] option')).toHaveText([/United Kingdom/, /Italy/, /United States/]);
    await page.getByLabel("Company name").fill("Estuary Flex Ltd");
    await page.getByLabel("Company e-mail address").fill("hello@estuary-flex.example");
    await page.getByLabel("Company registration number").fill("12345678");
    await page.getByLabel("I accept the service terms on behalf of the company").check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText(`Maya Okoro (${email})`)).toBeVisible();
    await page.getByRole("button", { name: "Submit registration" }).click();
    await expect(page.getByText(`We have sent a link to ${email}`)).toBeVisible();

    const mail = (await sandbox.outbox()).find((entry) => entry.to === email);
    await page.goto(mail!.link);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByText("Your e-mail address is confirmed. You can now sign in.")).toBeVisible();
  });

  test("SET-01 a team admin invites a colleague and resends a pending invitation", async ({ page, signIn, sandbox }) => {
    await signIn();
    await page.goto("/settings/team");
    await hydrated(page);
    await page.getByLabel("E-mail address").fill("lena.hart@brightside.example");
    await page.getByLabel("First name (optional)").fill("Lena");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("Choose at least one role.")).toBeVisible();
    await expect(page.getByLabel("First name (optional)")).toHaveValue("Lena");
    await page.getByRole("region", { name: "Invite a colleague" }).getByLabel("Operations").check();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("Invitation sent to lena.hart@brightside.example")).toBeVisible();
    await expect(page.getByRole("cell", { name: "lena.hart@brightside.example", exact: true })).toBeVisible();
    const sent = (await sandbox.outbox()).length;
    await page.getByRole("button", { name: "Resend invite to new.member@example.com" }).click();
    await expect(page.getByText("Invitation sent again to new.member@example.com")).toBeVisible();
    expect((await sandbox.outbox()).length).toBe(sent + 1);
  });
});
