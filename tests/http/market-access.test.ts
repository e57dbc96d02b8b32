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

  test("MGMT-03 APP-01 CALL-08 Start application comes back to the market list naming the market and the service's failure; once it recovers the same post starts it", async () => {
    const browser = await provider();
    const market = "Mercato Flessibilità Locale";
    const row = (await browser.get(`${BASE}/market-access`)).html.split("<tr").find((candidate) => candidate.includes(market)) ?? "";
    const id = row.match(/name="market" value="(\d+)"/)?.[1];
    expect(id).toBeDefined();

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await browser.post(`${BASE}/market-access`, { intent: "start", market: id! });
      expect(failed.status).toBe(503);
      expect(path(failed.url)).toBe(`${BASE}/market-access`);
      expect(failed.html).toMatch(
        /<div class="form-error" role="alert"[^>]*><p>Your application for Mercato Flessibilità Locale could not be started\.<\/p><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/,
      );
      expect(text(failed.html)).not.toContain("Oh no!");
      // The list is shown as before, with the same market still offering Start application.
      expect(text(failed.html)).toMatch(/Mercato Flessibilità Locale .* Interest registered Start application/);
    } finally {
      await sandbox().clearFaults();
    }

    // An answer the app cannot read while it looks for a draft is a 502, on the same page.
    await sandbox().fail({ path: "/./", method: "GET", malformed: true, times: 1 });
    const unreadable = await browser.post(`${BASE}/market-access`, { intent: "start", market: id! });
    expect(unreadable.status).toBe(502);
    expect(text(unreadable.html)).toContain("The marketplace service sent an answer we could not read. Please try again in a moment.");
    expect(text(unreadable.html)).toMatch(/Mercato Flessibilità Locale .* Interest registered Start application/);

    const started = await browser.post(`${BASE}/market-access`, { intent: "start", market: id! });
    expect(path(started.url)).toMatch(/^\/manage\/flexprovider\/applications\/\d+\/profile$/);
  });

  test("MGMT-03 APP-04 APP-02 a new application starts from the earlier submissions: every status question and the introduction carry over, the winding-up question too", async () => {
    const browser = await provider();
    // What the provider answered on its approved application on the organisation form, as its print shows.
    const earlierRow = (await browser.get(`${BASE}/market-access`)).html.split("<tr").find((candidate) => candidate.includes("Electricity North West Flexibility")) ?? "";
    const earlier = text((await browser.get(`${earlierRow.match(/href="(\/manage\/flexprovider\/applications\/\d+)"/)?.[1]}/print`)).html);
    const introduction = earlier.match(/Introduce your organisation (.+?) Website /)?.[1];
    expect(introduction).toBeTruthy();
    expect(earlier).toContain("Is the organisation being wound up? No");

    const row = (await browser.get(`${BASE}/market-access`)).html.split("<tr").find((candidate) => candidate.includes("Mercato Flessibilità Locale")) ?? "";
    const started = await browser.post(`${BASE}/market-access`, { intent: "start", market: row.match(/name="market" value="(\d+)"/)?.[1] ?? "" });
    expect(path(started.url)).toMatch(/^\/manage\/flexprovider\/applications\/\d+\/profile$/);
    expect(started.html.match(/<textarea[^>]*name="org_introduction"[^>]*>([^<]*)<\/textarea>/)?.[1]).toBe(introduction);

    const status = await browser.get(path(started.url).replace(/profile$/, "status"));
    const answers = Object.fromEntries(formEntries(status.html, "application-step"));
    const questions = ["in_receivership", "in_administration", "in_liquidation", "in_debt", "in_winding_up", "is_bankrupt", "has_convictions", "has_terminated_contracts"];
    expect(Object.fromEntries(questions.map((key) => [key, answers[key]]))).toEqual(Object.fromEntries(questions.map((key) => [key, "false"])));
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
