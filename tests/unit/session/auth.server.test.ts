import { describe, expect, test } from "vitest";
import { callCount, sandbox, useSandbox } from "../../support/sandbox";
import { get, jarWithToken, sandboxToken, setFeatures, settle } from "../../support/requests";
import { createTestContext } from "../../support/context";
import { http, HttpResponse } from "msw";
import { getAuth, getSession } from "~/session/auth.server";
import { endSignIn } from "~/session/revoked.server";
import { decodeToken } from "~/session/token";
import { store } from "~mocks/store";

useSandbox();

describe("session and token refresh", () => {
  test("AUTH-04 a token within 30 minutes of expiry is refreshed once per request, however many loaders ask", async () => {
    const oldToken = await sandboxToken("provider@example.com", 20 * 60);
    const jar = await jarWithToken(oldToken);
    const context = createTestContext();
    const request = get("/settings/account", jar);
    const results = await Promise.all([getAuth(request, context), getAuth(request, context), getAuth(request, context)]);
    expect(callCount("POST /auth/jwt/refresh/")).toBe(1);
    expect(results[0].token).not.toBe(oldToken);
    expect(results.every((auth) => auth.token === results[0].token)).toBe(true);
    expect(decodeToken(results[0].token)!.exp).toBeGreaterThan(decodeToken(oldToken)!.exp);
    // The refreshed token reaches the cookie once.
    expect(context.setCookies.filter((cookie) => cookie.startsWith("__flexmarket_session="))).toHaveLength(1);
  });

  test("AUTH-04 a token with more than 30 minutes left is not refreshed and the cookie is not rewritten", async () => {
    const token = await sandboxToken("provider@example.com", 3600);
    const jar = await jarWithToken(token);
    const first = createTestContext();
    await getAuth(get("/home", jar), first);
    jar.take(first.setCookies);
    store.calls.clear();
    const second = createTestContext();
    const auth = await getAuth(get("/home", jar), second);
    expect(auth.token).toBe(token);
    expect(callCount("POST /auth/jwt/refresh/")).toBe(0);
    expect(second.setCookies).toEqual([]);
  });

  test("AUTH-04 a refresh answer without a token logs the user out", async () => {
    sandbox.use(http.post("*/api/auth/jwt/refresh/", () => HttpResponse.json({})));
    const jar = await jarWithToken(await sandboxToken("provider@example.com", 60));
    const context = createTestContext();
    const auth = await getAuth(get("/home", jar), context);
    expect(auth.loggedIn).toBe(false);
    expect((await getSession(get("/home", jar), context)).get("token")).toBeUndefined();
  });

  test.each(["Refresh has expired.", "Signature has expired."])("AUTH-05 refresh failure '%s' clears the session and returns the user to /", async (text) => {
    sandbox.use(http.post("*/api/auth/jwt/refresh/", () => HttpResponse.json({ detail: text }, { status: 401 })));
    const jar = await jarWithToken(await sandboxToken("provider@example.com", 60));
    const context = createTestContext();
    const { thrown } = await settle(() => getAuth(get("/home", jar), context));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/");
    const cleared = context.setCookies.find((cookie) => cookie.startsWith("__flexmarket_session="))!;
    jar.take([cleared]);
    expect((await getAuth(get("/", jar), createTestContext())).loggedIn).toBe(false);
  });

  test("AUTH-05 the sandbox refuses a refresh past refresh_exp with 'Refresh has expired.'", async () => {
    const jar = await jarWithToken(await sandboxToken("provider@example.com", 60, -1));
    const { thrown } = await settle(() => getAuth(get("/home", jar), createTestContext()));
    expect((thrown as Response).headers.get("Location")).toBe("/");
  });

  test("AUTH-04 a passing upstream fault during refresh keeps the still-valid token", async () => {
    sandbox.use(http.post("*/api/auth/jwt/refresh/", () => HttpResponse.json({ detail: "busy" }, { status: 503 })));
    const token = await sandboxToken("provider@example.com", 600);
    const auth = await getAuth(get("/home", await jarWithToken(token)), createTestContext());
    expect(auth.loggedIn).toBe(true);
    expect(auth.token).toBe(token);
  });

  test("AUTH-02 an expired or wrong-version token is not a login and is cleared on first load", async () => {
    const expired = await sandboxToken("provider@example.com", -5);
    const context = createTestContext();
    const jar = await jarWithToken(expired);
    const auth = await getAuth(get("/", jar), context);
    expect(auth.loggedIn).toBe(false);
    jar.take(context.setCookies);
    expect((await getSession(get("/", jar), createTestContext())).get("token")).toBeUndefined();
  });

  test("AUTH-02 AUTH-07 a prefetch holding an expired token is read as signed out but does not rewrite the cookie", async () => {
    const context = createTestContext();
    const request = get("/exchange/browse", await jarWithToken(await sandboxToken("provider@example.com", -5)));
    request.headers.set("Sec-Purpose", "prefetch");
    expect((await getAuth(request, context)).loggedIn).toBe(false);
    expect(context.setCookies).toEqual([]);
  });

  test("AUTH-05 AUTH-07 a prefetch the upstream refuses is sent to / without rewriting the cookie", async () => {
    sandbox.use(http.post("*/api/auth/jwt/refresh/", () => HttpResponse.json({ detail: "Signature has expired." }, { status: 401 })));
    const context = createTestContext();
    const request = get("/settlement/overview", await jarWithToken(await sandboxToken("provider@example.com", 60)), { "Sec-Purpose": "prefetch" });
    const { thrown } = await settle(() => getAuth(request, context));
    expect((thrown as Response).headers.get("Location")).toBe("/");
    expect(context.setCookies).toEqual([]);
  });

  test("AUTH-07 a request begun before 'Sign out' leaves the cookie the sign-out answer set, with its notification", async () => {
    const token = await sandboxToken("provider@example.com", 3600);
    const jar = await jarWithToken(token);
    endSignIn(token, decodeToken(token)!);
    const context = createTestContext();
    expect((await getAuth(get("/settlement/overview", jar), context)).loggedIn).toBe(false);
    expect(context.setCookies).toEqual([]);
  });

  test("AUTH-03 ROLE-01 the decoded token gives role, max flag, permissions and e-mail", async () => {
    const auth = await getAuth(get("/", await jarWithToken(await sandboxToken("max@example.com"))), createTestContext());
    expect(auth.role).toBe("flexprovider");
    expect(auth.isMax).toBe(true);
    expect(auth.permissions.has("manage-bids")).toBe(true);
    expect(auth.claims?.email).toBe("max@example.com");
    expect(auth.claims?.preferred_locale).toBe("it-IT");
    expect(auth.claims?.api_base_url).toBe("http://sandbox.test/api/");
    const plain = await getAuth(get("/", await jarWithToken(await sandboxToken("user@example.com"))), createTestContext());
    expect(plain.role).toBe("user");
  });

  test("FLAG-01 feature flags are fetched for the user once and cached in the session", async () => {
    await setFeatures("provider@example.com", ["gateway_full_tier", "explore"]);
    const jar = await jarWithToken(await sandboxToken("provider@example.com"));
    const first = createTestContext();
    const auth = await getAuth(get("/home", jar), first);
    expect([...auth.features]).toEqual(expect.arrayContaining(["gateway_full_tier", "explore"]));
    jar.take(first.setCookies);
    await getAuth(get("/home", jar), createTestContext());
    await getAuth(get("/home", jar), createTestContext());
    expect(callCount("GET /auth/users/me/features/")).toBe(1);
    expect(auth.user).toMatchObject({ first_name: "Priya", last_name: "Shah" });
  });

  test("FLAG-01 visitors who are not signed in get the public flags", async () => {
    const auth = await getAuth(get("/"), createTestContext());
    expect(auth.loggedIn).toBe(false);
    expect(auth.features.has("mk_requires_login_preserves_querystring")).toBe(true);
  });
});

describe("sandbox refresh after logout", () => {
  test("AUTH-04 a token ended by logout cannot be refreshed", async () => {
    const token = await sandboxToken("provider@example.com", 600);
    const post = (path: string, body: unknown) =>
      fetch(`http://sandbox.test/api/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect((await post("auth/jwt/refresh/", { token })).status).toBe(200);
    await post("auth/jwt/logout/", { sliding: token });
    const refused = await post("auth/jwt/refresh/", { token });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ detail: "Token is blacklisted" });
  });
});
