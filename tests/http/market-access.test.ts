import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";
import { formEntries, withValues } from "./form";

beforeEach(async () => {
  await sandbox().reset();
});

const BASE = "/manage/flexprovider";
const path = (url: string) => new URL(url).pathname;

async function provider(email = "provider@example.com") {
  const browser = new NoJsBrowser();
  await browser.login(email);
  return browser;
}

describe("market access, contracts and subscriptions without JavaScript", () => {
  test("MGMT-03 market access lists each market with the provider's standing and next step", async () => {
    const browser = await provider();
    const page = text((await browser.get(`${BASE}/market-access`)).html);
    expect(page).toMatch(/Secure Winter Programme .* Not registered Register interest/);
    expect(page).toMatch(/Mercato Flessibilità Locale .* Interest registered Start application/);
    expect(page).toMatch(/Northern Powergrid Flexibility Services .* Approved View application/);
  });

  test("MGMT-03 a 403 on the markets shows the access-denied state and an empty list", async () => {
    await sandbox().setPermissions("provider@example.com", ["view-manage-ui", "manage-bids"]);
    const browser = await provider();
    const page = await browser.get(`${BASE}/market-access`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('role="alert"');
    expect(page.html).not.toContain("<table");
  });

  test("MGMT-03 contracts list and a contract page with its documents", async () => {
    const browser = await provider();
    const list = await browser.get(`${BASE}/contracts`);
    const href = list.html.match(/href="(\/manage\/flexprovider\/contracts\/\d+)"/)?.[1];
    expect(href).toBeDefined();
    const reference = text(list.html.split(`href="${href}"`)[1] ?? "").trim().split(" ")[0].replace(/^>/, "");
    const contract = await browser.get(href!);
    expect(contract.status).toBe(200);
    expect(text(contract.html)).toContain(`Contract ${reference}`);
    const document = contract.html.match(/href="([^"]+\/documents\/\d+)"/)?.[1];
    const file = await browser.get(document!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain(reference);
  });

  test("MGMT-03 changing a subscription shows the saved confirmation and keeps the change; a blank name is refused", async () => {
    const browser = await provider();
    const edit = await browser.get(`${BASE}/subscriptions/1`);
    const entries = formEntries(edit.html, "subscription-form");
    const blank = await browser.post(`${BASE}/subscriptions/1`, Object.fromEntries(withValues(entries, { name: "" })));
    expect(text(blank.html)).toContain("This field may not be blank.");
    const body = new URLSearchParams(withValues(entries, { name: "Winter in the North East", frequency: "weekly" }));
    const saved = await browser.request(`${BASE}/subscriptions/1`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(path(saved.url)).toBe(`${BASE}/subscriptions/1/saved`);
    expect(text(saved.html)).toContain("Your subscription has been saved.");
    expect(text((await browser.get(`${BASE}/subscriptions`)).html)).toMatch(/Winter in the North East .* Weekly summary/);
  });

  test("MGMT-03 milestones open only behind their flag, and take evidence through the file pipeline", async () => {
    const browser = await provider();
    expect((await browser.get(`${BASE}/milestones`)).status).toBe(404);
    await sandbox().setFeatures("provider@example.com", ["milestones"]);
    const flagged = await provider();
    const page = await flagged.get(`${BASE}/milestones`);
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain("Milestones");

    // Evidence for the first milestone still open: without a file it is refused, with one it is sent.
    const milestone = page.html.match(/name="milestone" value="(\d+)"/)?.[1];
    expect(milestone).toBeDefined();
    const token = page.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const post = (file?: File) => {
      const form = new FormData();
      form.set("csrf", token);
      form.set("intent", "evidence");
      form.set("milestone", milestone!);
      form.set("note", "Commissioning certificate");
      if (file) form.set("file", file);
      return flagged.request(`${BASE}/milestones`, { method: "POST", body: form });
    };
    const refused = await post();
    expect(text(refused.html)).toContain("Choose a file to upload.");
    expect(refused.html).toContain('value="Commissioning certificate"');
    const sent = await post(new File(["%PDF-1.4 evidence"], "commissioning.pdf", { type: "application/pdf" }));
    expect(text(sent.html)).toContain("Evidence uploaded");
    expect(text(sent.html)).toMatch(/Sent commissioning\.pdf on/);
  });

  test("MGMT-03 an upstream failure shows a clear error page, not a blank one", async () => {
    const browser = await provider();
    await sandbox().fail({ path: "contracts/contracts", status: 500 });
    const page = await browser.get(`${BASE}/contracts`);
    expect(page.status).toBe(502);
    expect(text(page.html)).toContain("Something went wrong");
    expect(text(page.html)).toContain("A server error occurred.");
    await sandbox().clearFaults();
    expect((await browser.get(`${BASE}/contracts`)).status).toBe(200);
  });
});
