import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

const sessionCookie = (browser: NoJsBrowser) => browser.cookie("__flexmarket_session");

beforeEach(async () => {
  await sandbox().reset();
});

describe("login, protected pages, refresh and logout without JavaScript", () => {
  test("AUTH-01 GUARD-01 a protected page asks for login, the login form signs in and returns to it", async () => {
    const browser = new NoJsBrowser();
    const first = await browser.get("/settings/account", false);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/login?next=%2Fsettings%2Faccount");
    await browser.get(first.headers.get("location")!);
    const signedIn = await browser.post("/login?next=%2Fsettings%2Faccount", { email: "provider@example.com", password: "flexdemo", next: "/settings/account" });
    expect(signedIn.url).toMatch(/\/settings\/account$/);
    expect(text(signedIn.html)).toContain("provider@example.com");
    const cookie = await sessionCookie(browser);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("lax");
    expect(cookie?.secure).toBe(true);
    // The token never reaches the page itself.
    expect(signedIn.html).not.toMatch(/eyJhbGciOi/);
  });

  test("AUTH-01 wrong credentials re-render the form with the upstream's message and the e-mail kept", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/login");
    const page = await browser.post("/login", { email: "provider@example.com", password: "nope" });
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain("No active account found with the given credentials");
    expect(page.html).toContain('value="provider@example.com"');
    expect(page.html).not.toContain('value="nope"');
  });

  test("AUTH-04 a nested page refreshes a near-expiry token once and sets the new cookie; data requests and posts carry it too", async () => {
    await sandbox().setTokenLifetime(20 * 60);
    const browser = new NoJsBrowser();
    await browser.login();
    const before = (await sessionCookie(browser))!.value;
    await sandbox().clearCalls();
    const page = await browser.get("/settings/account");
    expect(page.status).toBe(200);
    const calls = await sandbox().calls();
    expect(calls["POST /auth/jwt/refresh/"]).toBe(1);
    const afterDocument = (await sessionCookie(browser))!.value;
    expect(afterDocument).not.toBe(before);

    // The freshly issued token is again within 20 minutes of expiry: a client-side data request refreshes it.
    const data = await browser.get("/settings/account.data?_routes=routes%2Fsettings.account");
    expect(data.status).toBe(200);
    expect(data.headers.getSetCookie().some((cookie) => cookie.startsWith("__flexmarket_session="))).toBe(true);

    await browser.get("/region");
    const posted = await browser.post("/region", { region: "GB" }, { follow: false });
    expect(posted.status).toBe(302);
    expect(posted.headers.getSetCookie().some((cookie) => cookie.startsWith("__flexmarket_session="))).toBe(true);
  });

  test("AUTH-04 a token with plenty of time left is not refreshed and the cookie is not rewritten", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/home");
    await sandbox().clearCalls();
    const page = await browser.get("/home");
    expect((await sandbox().calls())["POST /auth/jwt/refresh/"]).toBeUndefined();
    expect(page.headers.getSetCookie().filter((cookie) => cookie.startsWith("__flexmarket_session="))).toEqual([]);
  });

  test("AUTH-05 a refresh refused with 'Refresh has expired.' ends the session and returns to /", async () => {
    // The refresh lifetime counts from the whole second of sign-in, so 3 s leaves at least 2 s for
    // the sign-in's own redirect (which refreshes too) and has surely ended 3.1 s later.
    await sandbox().setTokenLifetime(20 * 60, 3);
    const browser = new NoJsBrowser();
    await browser.login();
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const page = await browser.get("/home", false);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/");
    expect((await browser.get("/home", false)).headers.get("location")).toBe("/login?next=%2Fhome");
  });

  test("AUTH-02 without JavaScript the server enforces expiry: an expired token is cleared on the next request", async () => {
    await sandbox().setTokenLifetime(2);
    const browser = new NoJsBrowser();
    await browser.login();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const page = await browser.get("/home", false);
    expect(page.headers.get("location")).toBe("/login?next=%2Fhome");
  });

  test("AUTH-08 a 401 from the upstream mid-session returns the user to / signed out", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await sandbox().fail({ path: "/markets/", status: 401 });
    const page = await browser.get("/explore", false);
    expect(page.headers.get("location")).toBe("/");
    await sandbox().clearFaults();
    expect((await browser.get("/explore", false)).headers.get("location")).toBe("/login?next=%2Fexplore");
  });

  test("AUTH-07 logout is a form post: the session ends, a message says so, and protected pages ask for login again", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const confirm = await browser.get("/logout");
    expect(text(confirm.html)).toContain("Do you want to sign out of Flexmarket?");
    const landing = await browser.post("/logout", {});
    expect(new URL(landing.url).pathname).toBe("/");
    expect(text(landing.html)).toContain("You have signed out of Flexmarket.");
    expect((await browser.get("/home", false)).headers.get("location")).toBe("/login?next=%2Fhome");
    expect((await sandbox().calls())["POST /auth/jwt/logout/"]).toBe(1);
  });

  test("AUTH-10 password reset without JavaScript: request, e-mailed link, new password, sign in", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/passwordreset");
    const sent = await browser.post("/passwordreset", { email: "provider@example.com" });
    expect(text(sent.html)).toContain("If there is an account for provider@example.com");
    const [mail] = await sandbox().outbox();
    await browser.get(mail.link);
    const done = await browser.post(mail.link, { new_password: "Meadow-lark-42", re_new_password: "Meadow-lark-42" });
    expect(new URL(done.url).pathname).toBe("/login");
    expect(text(done.html)).toContain("Your new password is saved.");
    const home = await browser.post("/login", { email: "provider@example.com", password: "Meadow-lark-42" });
    expect(new URL(home.url).pathname).toBe("/home");
  });

  test("AUTH-10 changing the password in the side panel works as a plain form post; a missing second-factor code is explained", async () => {
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const panel = await browser.get("/settings/account?panel=password");
    expect(panel.html).toContain('role="dialog"');
    const refused = await browser.post("/settings/account?panel=password", { current_password: "flexdemo", new_password: "Grid-balance-77", re_new_password: "Grid-balance-77" });
    // The Flex API's "This field is required." on a code the label calls optional: the app says why it is needed.
    expect(refused.html).toMatch(/id="change-password-mfa_code-error"[^>]*><span[^>]*>[^<]*<!-- --> <\/span>Your account uses two-factor authentication: enter the 6-digit code from your authenticator app.<\/p>/);
    const done = await browser.post("/settings/account?panel=password", { current_password: "flexdemo", new_password: "Grid-balance-77", re_new_password: "Grid-balance-77", mfa_code: "246810" });
    expect(new URL(done.url).pathname + new URL(done.url).search).toBe("/settings/account");
    expect(text(done.html)).toContain("Your password has been changed.");
  });
});
