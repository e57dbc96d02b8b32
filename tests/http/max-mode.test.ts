import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl, startApp, type RunningApp } from "../support/server";
import { CookieJar } from "tough-cookie";

/** A tiny no-JavaScript client for an app instance of its own (not the shared one). */
function client(app: RunningApp) {
  const jar = new CookieJar();
  async function request(path: string, init: RequestInit = {}) {
    const url = new URL(path, app.url).toString();
    const headers = new Headers(init.headers);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set("Cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) await jar.setCookie(setCookie, url);
    return { response, html: await response.text() };
  }
  return {
    request,
    async login(email: string) {
      const page = await request("/login");
      const csrf = page.html.match(/name="csrf" value="([^"]+)"/)![1];
      return request("/login", {
        method: "POST",
        body: new URLSearchParams({ csrf, email, password: "flexdemo" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    },
  };
}

describe("the flex front end sends max users to the max front end", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ REDIRECT_MAX_USERS: "ON", MAX_FRONTEND_URL: "https://max.flexmarket.example" });
  });
  afterAll(() => app.stop());

  test("GUARD-05 with sx_max_org_redirects a max flexprovider is redirected on arrival", async () => {
    await sandboxControl(app.sandboxUrl).setFeatures("max@example.com", ["sx_max_org_redirects"]);
    const browser = client(app);
    await browser.login("max@example.com");
    const { response } = await browser.request("/home");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://max.flexmarket.example/ssoresponse");
  });

  test("GUARD-05 with sx_max_auth_with_flex the token goes along; providers that are not max stay", async () => {
    await sandboxControl(app.sandboxUrl).setFeatures("max@example.com", ["sx_max_org_redirects", "sx_max_auth_with_flex"]);
    const browser = client(app);
    await browser.login("max@example.com");
    const { response } = await browser.request("/home");
    expect(response.headers.get("location")).toMatch(/^https:\/\/max\.flexmarket\.example\/ssoresponse#token=eyJ/);
    await sandboxControl(app.sandboxUrl).setFeatures("provider@example.com", ["sx_max_org_redirects"]);
    const provider = client(app);
    await provider.login("provider@example.com");
    expect((await provider.request("/home")).response.status).toBe(200);
  });
});

describe("the max front end", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ APP_MODE: "max", FLEX_FRONTEND_URL: "https://app.flexmarket.example" });
  });
  afterAll(() => app.stop());

  test("GUARD-06 with mp_flex_org_redirects a user who is not max goes to the flex front end with the token in the fragment", async () => {
    await sandboxControl(app.sandboxUrl).setFeatures("provider@example.com", ["mp_flex_org_redirects"]);
    const browser = client(app);
    await browser.login("provider@example.com");
    const { response } = await browser.request("/home");
    expect(response.headers.get("location")).toMatch(/^https:\/\/app\.flexmarket\.example\/ssoresponse#token=eyJ/);
  });

  test("GUARD-06 with mk_max_to_regional_flex_redirect the site comes from the token's api_base_url", async () => {
    await sandboxControl(app.sandboxUrl).setFeatures("provider@example.com", ["mp_flex_org_redirects", "mk_max_to_regional_flex_redirect"]);
    const browser = client(app);
    await browser.login("provider@example.com");
    const { response } = await browser.request("/home");
    expect(response.headers.get("location")).toMatch(new RegExp(`^${app.sandboxUrl}/ssoresponse#token=eyJ`));
  });

  test("ROUTE-06 NAV-04 max users get the max layout (top header), without settings", async () => {
    await sandboxControl(app.sandboxUrl).setFeatures("max@example.com", ["mp_flex_org_redirects"]);
    const browser = client(app);
    await browser.login("max@example.com");
    const { response, html } = await browser.request("/home");
    expect(response.status).toBe(200);
    expect(html).toContain('class="max-layout"');
    expect(html).toContain('class="side-nav side-nav--horizontal"');
    expect(html).not.toContain("/settings/account");
  });
});
