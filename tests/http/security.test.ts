import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, appUrl, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

describe("security and operations", () => {
  test("every response carries the security headers, with a fresh CSP nonce per request used by the page's scripts", async () => {
    const first = await fetch(`${appUrl()}/login`);
    const second = await fetch(`${appUrl()}/login`);
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const html = await first.text();
    for (const match of html.matchAll(/<script[^>]*>/g)) expect(match[0]).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("same-origin");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("strict-transport-security")).toContain("max-age=31536000");
    const asset = await fetch(`${appUrl()}/favicon.svg`);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${appUrl()}/healthz`)).headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  test("ROUTE-07 MAP-09 pages under /embed/ may be framed by the configured partner origins only", async () => {
    const embed = await fetch(`${appUrl()}/embed/anything`);
    const csp = embed.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors https://partner.example");
    expect(embed.headers.get("x-frame-options")).toBeNull();
  });

  test("a form post without the anti-forgery token is refused", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/login");
    const refused = await browser.post("/login", { email: "provider@example.com", password: "flexdemo" }, { csrf: false });
    expect(refused.status).toBe(403);
    expect(text(refused.html)).toContain("This form has expired. Reload the page and try again.");
    expect(await browser.cookie("__flexmarket_session")).toBeUndefined();
  });

  test("a cross-site form post with a stolen cookie but no token is refused", async () => {
    const victim = new NoJsBrowser();
    await victim.login();
    const page = await victim.post("/logout", {}, { csrf: false, follow: false });
    expect(page.status).toBe(403);
    expect((await victim.get("/home")).status).toBe(200);
  });

  test("GUARD-08 open-redirect attempts through login's next stay on the site", async () => {
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)"]) {
      const browser = new NoJsBrowser();
      await browser.get("/login");
      const answer = await browser.post("/login", { email: "provider@example.com", password: "flexdemo", next }, { follow: false });
      expect(answer.headers.get("location"), next).toBe("/home");
    }
  });

  test("GUARD-01 next keeps the query with mk_requires_login_preserves_querystring, and only the path without it", async () => {
    const browser = new NoJsBrowser();
    expect((await browser.get("/settings/account?panel=password", false)).headers.get("location")).toBe("/login?next=%2Fsettings%2Faccount%3Fpanel%3Dpassword");
    await sandbox().setAnonymousFeatures([]);
    expect((await browser.get("/settings/account?panel=password", false)).headers.get("location")).toBe("/login?next=%2Fsettings%2Faccount");
  });

  test("GUARD-07 with mk_redirect_register_buttons_to_picloenergy the register buttons and routes lead to the external sign-up form", async () => {
    const before = await new NoJsBrowser().get("/");
    expect(before.html).toContain('href="/register"');
    await sandbox().setAnonymousFeatures(["mk_redirect_register_buttons_to_picloenergy"]);
    const browser = new NoJsBrowser();
    const page = await browser.get("/");
    expect(page.html).not.toContain('href="/register"');
    expect(page.html).toContain('href="https://picloenergy.com/sign-up"');
    for (const path of ["/register", "/register/confirm", "/register-new"]) {
      expect((await browser.get(path, false)).headers.get("location")).toBe("https://picloenergy.com/sign-up");
    }
  });

  test("GUARD-02 GUARD-03 a failed authorisation and the permissions navigation guard answer 404", async () => {
    await sandbox().setFeatures("provider@example.com", ["gateway_permissions_navigation_guard"]);
    const browser = new NoJsBrowser();
    await browser.login();
    expect((await browser.get("/explore")).status).toBe(404);
    expect((await browser.get("/roadmap")).status).toBe(404);
    expect((await browser.get("/analytics/reports")).status).toBe(404);
  });

  test("the health endpoint answers for load balancers and request logs are JSON lines", async () => {
    const health = await fetch(`${appUrl()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
  });
});
