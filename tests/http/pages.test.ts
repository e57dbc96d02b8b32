import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

describe("platform pages without JavaScript", () => {
  test.each([
    ["/", "Local energy flexibility, traded in the open"],
    ["/login", "Sign in"],
    ["/login?next=%2Fsettings%2Faccount", "Forgotten your password?"],
    ["/passwordreset", "Reset your password"],
    ["/passwordreset/confirm/MQ/abc", "Choose a new password"],
    ["/passwordreset/newuser/NQ/welcome-alex-morgan", "Set your password"],
    ["/legal/basic-terms", "Terms of use"],
    ["/legal/serviceterms", "Service terms"],
    ["/legal/cookies", "p-cookie-consent"],
    ["/region", "Region and language"],
    ["/unauthorised", "Access to this content is restricted."],
    ["/ssoresponse", "No sign-in details arrived"],
  ])("ROUTE-01 %s renders for a visitor", async (path, expected) => {
    const page = await new NoJsBrowser().get(path);
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain(expected);
  });

  test("ROUTE-01 /legal opens the terms; /logout sends a visitor to the index", async () => {
    const browser = new NoJsBrowser();
    expect(new URL((await browser.get("/legal")).url).pathname).toBe("/legal/basic-terms");
    expect((await browser.get("/logout", false)).headers.get("location")).toBe("/");
  });

  test.each([
    ["/home", "Welcome back, Priya"],
    ["/explore", "Northern Powergrid Flexibility Services"],
    ["/settings/account", "Change password"],
    ["/settings", "Change password"],
    ["/unauthorised", "Access to this content is restricted."],
  ])("ROUTE-01 %s renders for a signed-in provider", async (path, expected) => {
    const browser = new NoJsBrowser();
    await browser.login();
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain(expected);
  });

  test("ROUTE-06 layouts: simple for login, top navigation for the landing page, side navigation plus main when signed in", async () => {
    const browser = new NoJsBrowser();
    expect((await browser.get("/login")).html).toContain('class="simple-layout"');
    expect((await browser.get("/")).html).toContain('class="topnav-layout"');
    await browser.login();
    const home = await browser.get("/home");
    expect(home.html).toContain('class="app-layout"');
    expect(home.html).toContain('class="side-nav side-nav--vertical"');
  });

  test("ROUTE-06 every layout's page carries the design tokens, the kit and the layout styles in its head, with no stylesheet to wait for", async () => {
    const browser = new NoJsBrowser();
    const pages = [await browser.get("/login"), await browser.get("/")];
    await browser.login();
    pages.push(await browser.get("/home"), await browser.get("/dashboard"));
    for (const page of pages) {
      const styles = /<style id="page-styles">([\s\S]*?)<\/style>/.exec(page.html)?.[1] ?? "";
      expect(styles, page.url).toContain("--color-primary:");
      expect(styles, page.url).toContain(".kit-visually-hidden{");
      expect(styles, page.url).toContain(".app-layout");
      expect(page.html, page.url).not.toMatch(/<link rel="stylesheet" href="\/build\/_assets\/(tokens|kit|app)-/);
      expect(page.headers.get("content-security-policy"), page.url).toContain("style-src 'self' 'unsafe-inline'");
    }
    // A page's own stylesheets stay linked: the map's only on the map.
    expect(pages[3].html).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/maplibre-gl-/);
    expect(pages[2].html).not.toContain("maplibre-gl-");
  });

  test("NAV-01 NAV-03 NAV-04 the provider's navigation and account menu", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const home = (await browser.get("/home")).html;
    const links = [...home.matchAll(/class="side-nav__link[^"]*"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(["/explore", "/dashboard", "/exchange/browse", "/manage/flexprovider/101/flexassets", "/operations/upcomingdispatches", "/settlement/overview", "/settings/account"]);
    expect(text(home)).toMatch(/Help .*Settings .*Sign out/);
    const plain = new NoJsBrowser();
    await plain.login("user@example.com");
    const plainHome = (await plain.get("/home")).html;
    expect(plainHome).not.toContain("/settings/account");
    expect(text(plainHome)).toContain("Sign out");
    expect(text(plainHome)).not.toContain("Help");
  });

  test("NAV-03 ROUTE-05 ROUTE-03 a plain user's Manage leads to the access-denied screen, as does a page the Flex API refuses them; a missing invoice is the not-found page", async () => {
    const plain = new NoJsBrowser();
    await plain.login("user@example.com");
    const home = (await plain.get("/home")).html;
    expect(home).toMatch(/class="side-nav__link[^"]*"[^>]*href="\/unauthorised"[^>]*>Manage</);
    // The start page offers only areas the user can open.
    expect(text(home)).not.toContain("Open Manage");
    expect(home).not.toMatch(/<main[\s\S]*href="\/unauthorised"[\s\S]*<\/main>/);
    expect(text(home)).toContain("Open Map");
    const manage = await plain.get("/unauthorised");
    expect(manage.status).toBe(200);
    expect(text(manage.html)).toContain("Access to this content is restricted.");
    const refused = await plain.get("/operations/upcomingdispatches");
    expect(refused.status).toBe(403);
    expect(text(refused.html)).toContain("Access to this content is restricted.");
    expect(text(refused.html)).not.toContain("Oh no!");
    const provider = new NoJsBrowser();
    await provider.login();
    const missing = await provider.get("/settlement/invoices/xyz");
    expect(missing.status).toBe(404);
    expect(text(missing.html)).toContain("Page not found");
    expect(text(missing.html)).toContain("This page could not be found");
    expect(missing.html).toMatch(/href="\/dashboard"[^>]*>Go to the dashboard</);
  });

  test("ROUTE-01 ROUTE-03 settings: a member of an organisation has its organisation and team tabs; a plain user, in none, is not offered them and finds them not found", async () => {
    const tabsOf = (html: string) => [...html.matchAll(/href="(\/settings\/[a-z]+)"/g)].map((match) => match[1]).filter((href, index, all) => all.indexOf(href) === index);
    const provider = new NoJsBrowser();
    await provider.login();
    expect(tabsOf((await provider.get("/settings/account")).html)).toEqual(["/settings/account", "/settings/organisation", "/settings/preferences", "/settings/team"]);
    const plain = new NoJsBrowser();
    await plain.login("user@example.com");
    const account = await plain.get("/settings/account");
    expect(account.status).toBe(200);
    expect(tabsOf(account.html)).toEqual(["/settings/account", "/settings/preferences"]);
    expect((await plain.get("/settings/organisation")).status).toBe(404);
    const team = await plain.get("/settings/team");
    expect(team.status).toBe(404);
    expect(text(team.html)).toContain("This page could not be found");
    expect(text(team.html)).not.toContain("Team members");
  });

  test("ROUTE-01 NAV-01 /manage opens where the side navigation's Manage link goes: a provider's assets, an operator's competitions", async () => {
    const visitor = new NoJsBrowser();
    expect((await visitor.get("/manage", false)).headers.get("location")).toBe("/login?next=%2Fmanage");
    const provider = new NoJsBrowser();
    await provider.login();
    const managed = await provider.get("/manage");
    expect(new URL(managed.url).pathname).toBe("/manage/flexprovider/101/flexassets");
    expect(managed.status).toBe(200);
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    expect(new URL((await operator.get("/manage")).url).pathname).toBe("/manage/systemoperator/201/competitions");
  });

  test("NAV-02 with gateway_full_tier a missing permission shows the upgrade marker and tooltip", async () => {
    await sandbox().setFeatures("provider@example.com", ["gateway_full_tier", "soft_release"]);
    await sandbox().setPermissions("provider@example.com", ["view-competitions"]);
    const browser = new NoJsBrowser();
    await browser.login();
    const home = (await browser.get("/home")).html;
    expect(home).toContain('href="/unauthorised?feature=operations"');
    expect(text(home)).toContain("Operations is not part of your plan. Upgrade to use it.");
  });

  test("ROUTE-05 a page the Flex API refuses to a signed-in user shows the access-restricted screen, and the tab says so too", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await sandbox().fail({ path: "contracts/contracts", status: 403 });
    const page = await browser.get("/manage/flexprovider/contracts");
    expect(page.status).toBe(403);
    expect(text(page.html)).toContain("Access restricted");
    expect(page.html).toMatch(/<title>Access restricted · Flexmarket<\/title>/);
    await sandbox().clearFaults();
  });

  test("ROUTE-05 the access-denied screen: plain, and with gateway_full_tier the plans and contact-us", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const plain = text((await browser.get("/unauthorised")).html);
    expect(plain).toContain("Access restricted");
    expect(plain).toContain("Contact your team admin");
    expect(plain).toContain("Contact support at support@flexmarket.example");
    await sandbox().setFeatures("provider@example.com", ["gateway_full_tier"]);
    const fresh = new NoJsBrowser();
    await fresh.login();
    const full = (await fresh.get("/unauthorised")).html;
    expect(text(full)).toContain("You need access");
    expect(text(full)).toMatch(/Free .*Basic .*Full .*Enterprise/);
    expect(full).toContain("Compare plans");
    expect(full).toMatch(/href="mailto:sales@flexmarket\.example\?subject=/);
  });

  test("ROUTE-03 an unknown page: status 404, the message, a way on and a way back", async () => {
    const visitor = new NoJsBrowser();
    await visitor.get("/legal/basic-terms");
    const missing = await visitor.request("/no/such/page", { headers: { Referer: `${visitor.last!.url}` } });
    expect(missing.status).toBe(404);
    expect(text(missing.html)).toContain("This page could not be found");
    expect(missing.html).toContain('class="simple-layout"');
    expect(missing.html).toMatch(/<a class="button button--primary"[^>]*href="\/"/);
    expect(missing.html).toContain('href="/legal/basic-terms"');
    const member = new NoJsBrowser();
    await member.login();
    const missingForMember = await member.get("/no/such/page");
    expect(missingForMember.html).toMatch(/href="\/dashboard"[^>]*>Go to the dashboard|Go to the dashboard/);
  });

  test("ROUTE-03 an area's opening address refused to a user who may not open it is the not-found page, not bare data", async () => {
    const plain = new NoJsBrowser();
    await plain.login("user@example.com");
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    for (const [browser, path] of [
      [plain, "/exchange"],
      [plain, "/manage/flexprovider/bids"],
      [operator, "/manage/flexprovider/bids"],
      [operator, "/manage/flexprovider/qualification"],
      [operator, "/manage/flexprovider/applications/1"],
    ] as const) {
      const page = await browser.get(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(text(page.html), path).toContain("This page could not be found");
    }
  });

  test("ROUTE-04 an upstream failure shows the generic error page with its status", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await sandbox().fail({ path: "/markets/", status: 500 });
    const page = await browser.get("/explore");
    expect(page.status).toBe(502);
    expect(text(page.html)).toContain("Oh no!");
    expect(text(page.html)).toContain("Something went wrong");
    expect(page.html).toMatch(/href="\/"[^>]*>Go to the home page/);
  });

  test("ROUTE-04 malformed upstream data gives a clear page, not a crash", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await sandbox().fail({ path: "/markets/", malformed: true });
    const page = await browser.get("/explore");
    expect(page.status).toBe(502);
    expect(text(page.html)).toContain("The marketplace service sent an answer we could not read.");
  });

  test("CALL-07 CALL-09 a template downloads with its name; a failed download comes back with 'File download error'", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const file = await browser.get("/files/templates/bids");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="flexmarket-bids-template.csv"');
    expect(file.html).toMatch(/^competition_id,/);
    await browser.get("/home");
    const failed = await browser.request("/files/templates/nonexistent", { headers: { Referer: `${browser.last!.url}` } });
    expect(new URL(failed.url).pathname).toBe("/home");
    expect(text(failed.html)).toContain("File download error");
    expect(text(failed.html)).toContain("Download failed. Please try again. If the error persists please contact support");
    expect(text(failed.html)).toContain("support@flexmarket.example");
  });

  test("I18N-01 texts follow Accept-Language for visitors and preferred_locale for users; no locale in the URL", async () => {
    const italian = await new NoJsBrowser().request("/login", { headers: { "Accept-Language": "it-IT,it;q=0.9" } });
    expect(italian.html).toContain('lang="it-IT"');
    expect(text(italian.html)).toContain("Accedi");
    const browser = new NoJsBrowser();
    await browser.login("max@example.com");
    const home = await browser.get("/home");
    expect(home.html).toContain('lang="it-IT"');
    expect(new URL(home.url).pathname).toBe("/home");
  });

  test("I18N-02 choosing a region sets its language with a plain form post", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/region");
    const saved = await browser.post("/region", { region: "PT" });
    expect(saved.html).toContain('lang="pt-PT"');
    expect(saved.html).toMatch(/value="PT"[^>]*checked|checked[^>]*value="PT"/);
  });
});
