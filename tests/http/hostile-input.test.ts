import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from "vitest";
import { freePort, sandboxControl, startApp, type RunningApp } from "../support/server";
import { NoJsBrowser, appUrl, sandbox, text } from "./browser";

const SECRET = { SESSION_SECRET: "a-long-enough-secret-for-the-test-server-0123456789" };

describe("requests refused before anything reads them", () => {
  beforeEach(async () => {
    await sandbox().reset();
  });

  test("AUTH-01 a form post whose Origin is another site is refused with 403 and the error page, not a 500", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/login");
    const answer = await browser.request("/login", {
      method: "POST",
      body: new URLSearchParams({ email: "provider@example.com", password: "flexdemo" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
    expect(text(answer.html)).toContain("This form has expired. Reload the page and try again.");
    expect(await browser.cookie("__flexmarket_session")).toBeUndefined();
  });

  test("AUTH-01 the same post from the site's own origin still signs in", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/login");
    const token = browser.last!.html.match(/name="csrf" value="([^"]+)"/)![1];
    const answer = await browser.request(
      "/login",
      {
        method: "POST",
        body: new URLSearchParams({ csrf: token, email: "provider@example.com", password: "flexdemo" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: appUrl() },
      },
      false,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/home");
  });

  test("a form body over 1 MB is refused with 413 and a message, before the app reads it; the client still sending reads the answer, never a reset", async () => {
    const body = `email=provider%40example.com&password=${"x".repeat(2 * 1024 * 1024)}`;
    // Closing at once made about a third of such posts fail with EPIPE: each of these must get its answer.
    for (let attempt = 0; attempt < 25; attempt++) {
      const answer = await fetch(`${appUrl()}/login`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(answer.status).toBe(413);
      expect(text(await answer.text())).toContain("What was sent is larger than this page accepts.");
    }
  });

  test("an address over 8 KB is refused with 414", async () => {
    const answer = await fetch(`${appUrl()}/login?next=${"a".repeat(9000)}`);
    expect(answer.status).toBe(414);
    expect(text(await answer.text())).toContain("The address of this page is too long.");
  });

  test("a body of unknown length (chunked) is refused with 411", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=a%40b.c&password=x"));
        controller.close();
      },
    });
    const answer = await fetch(`${appUrl()}/login`, { method: "POST", body: stream, duplex: "half", headers: { "Content-Type": "application/x-www-form-urlencoded" } } as RequestInit);
    expect(answer.status).toBe(411);
  });

  test("AUTH-05 a session cookie copied before signing out opens no signed-in page afterwards, not even one drawn from the session alone", async () => {
    const user = new NoJsBrowser();
    await user.login();
    const copied = await user.jar.getCookieString(appUrl());
    const withCopy = (path: string) => fetch(`${appUrl()}${path}`, { headers: { Cookie: copied }, redirect: "manual" });
    expect((await withCopy("/settings/account")).status).toBe(200);
    await user.get("/logout");
    await user.post("/logout", {});
    for (const path of ["/settings/account", "/home", "/manage/flexprovider/bids/history"]) {
      const answer = await withCopy(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toMatch(/^\/(login\?next=|$)/);
    }
  });

  test("AUTH-01 the sandbox throttles wrong passwords per account as a DRF upstream does: 429 with Retry-After", async () => {
    const create = (password: string) =>
      fetch(`${inject("sandboxUrl")}/api/auth/jwt/create/`, { method: "POST", body: JSON.stringify({ email: "operator@example.com", password }), headers: { "Content-Type": "application/json" } });
    for (let attempt = 0; attempt < 5; attempt++) expect((await create("wrong")).status).toBe(401);
    const throttled = await create("flexdemo");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await throttled.json()).detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
  });
});

describe("sign-in throttling and an unreachable upstream (their own servers)", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  test("AUTH-01 five wrong passwords for one account, then the right one: refused with 429, Retry-After, a clear message and the e-mail kept; allowed again 15 minutes later", async () => {
    const browser = new NoJsBrowser(app.url);
    for (let attempt = 0; attempt < 5; attempt++) {
      await browser.get("/login");
      const wrong = await browser.post("/login", { email: "provider@example.com", password: `wrong-${attempt}` });
      expect(wrong.status).toBe(200);
      expect(text(wrong.html)).toContain("No active account found with the given credentials");
    }
    await browser.get("/login");
    const refused = await browser.post("/login", { email: "provider@example.com", password: "flexdemo" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(text(refused.html)).toContain("Too many sign-in attempts. Wait 15 minutes, then try again, or reset your password.");
    expect(refused.html).toContain('value="provider@example.com"');
    expect(await browser.cookie("__flexmarket_session")).toBeUndefined();

    await sandboxControl(app.sandboxUrl).advanceClock(15 * 60 + 1);
    await browser.get("/login");
    const allowed = await browser.post("/login", { email: "provider@example.com", password: "flexdemo" }, { follow: false });
    expect(allowed.status).toBe(302);
  });

  test("AUTH-01 one client address trying many accounts is throttled too", async () => {
    // Its own server: the address count must start from nothing.
    const fresh = await startApp();
    try {
      const browser = new NoJsBrowser(fresh.url);
      for (let attempt = 0; attempt < 20; attempt++) {
        await browser.get("/login");
        expect((await browser.post("/login", { email: `guess-${attempt}@example.com`, password: "123456" })).status).toBe(200);
      }
      await browser.get("/login");
      const refused = await browser.post("/login", { email: "operator@example.com", password: "flexdemo" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await fresh.stop();
    }
  });

  test("AUTH-01 with the upstream unreachable, signing in shows the form again with the e-mail kept and says the service is unavailable", async () => {
    const closed = await freePort();
    const offline = await startApp({ ...SECRET, API_BASE_URL: `http://127.0.0.1:${closed}/api/`, COOKIE_SECURE: "false" });
    try {
      const browser = new NoJsBrowser(offline.url);
      await browser.get("/login");
      const answer = await browser.post("/login", { email: "provider@example.com", password: "flexdemo" });
      expect(answer.status).toBe(503);
      expect(text(answer.html)).toContain("Signing in is not available just now. Try again in a few minutes.");
      expect(answer.html).toContain('value="provider@example.com"');
      expect(answer.html).not.toContain("Oh no!");
    } finally {
      await offline.stop();
    }
  });

  test("the built server started without NODE_ENV runs with production defaults: a Secure session cookie and HSTS", async () => {
    const bare = await startApp({ NODE_ENV: "" });
    try {
      const browser = new NoJsBrowser(bare.url);
      const login = await browser.get("/login");
      expect(login.headers.get("strict-transport-security")).toContain("max-age=31536000");
      await browser.request("/login", { method: "POST", body: new URLSearchParams({ csrf: login.html.match(/name="csrf" value="([^"]+)"/)![1], email: "provider@example.com", password: "flexdemo" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } }, false);
      expect((await browser.cookie("__flexmarket_session"))?.secure).toBe(true);
    } finally {
      await bare.stop();
    }
  });
});
