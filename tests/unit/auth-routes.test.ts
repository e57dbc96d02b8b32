import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import * as login from "~/routes/login/route";
import * as logout from "~/routes/logout/route";
import * as resetRequest from "~/routes/passwordreset._index";
import * as resetConfirm from "~/routes/passwordreset.confirm.$uid.$token";
import * as newUser from "~/routes/passwordreset.newuser.$uid.$token";
import * as ssoResponse from "~/routes/ssoresponse/route";
import * as account from "~/routes/settings.account/route";
import { getAuth } from "~/session/auth.server";
import { createTestContext, Jar } from "../support/context";
import { args, get, jarWithToken, post, sandboxToken, setFeatures, settle } from "../support/requests";
import { callCount, sandbox, useSandbox } from "../support/sandbox";

useSandbox();

async function signIn(email = "provider@example.com", password = "flexdemo", next?: string) {
  const jar = new Jar();
  const context = createTestContext();
  const request = await post("/login", { email, password, ...(next ? { next } : {}) }, jar);
  const outcome = await settle(() => login.action(args(request, {}, context)));
  jar.take(context.setCookies);
  return { jar, context, outcome };
}

describe("login", () => {
  test("AUTH-01 credentials go to /auth/jwt/create/ and the returned token is stored in the session", async () => {
    const { jar, outcome } = await signIn("provider@example.com", "flexdemo", "/settings/account?panel=password");
    expect(outcome.response?.status).toBe(302);
    expect(outcome.response?.headers.get("Location")).toBe("/settings/account?panel=password");
    expect(callCount("POST /auth/jwt/create/")).toBe(1);
    const auth = await getAuth(get("/home", jar), createTestContext());
    expect(auth.loggedIn).toBe(true);
    expect(auth.user?.first_name).toBe("Priya");
  });

  test("AUTH-01 wrong credentials show the upstream's text and keep the e-mail typed, not the password", async () => {
    const { outcome, jar } = await signIn("provider@example.com", "wrong");
    const result = outcome.value as { reply: { error: Record<string, string[]>; initialValue: Record<string, string> }; status: number };
    expect(result.status).toBe(401);
    expect(result.reply.error[""]).toEqual(["No active account found with the given credentials"]);
    expect(result.reply.initialValue.email).toBe("provider@example.com");
    expect(result.reply.initialValue.password).toBeUndefined();
    expect(jar.get("__flexmarket_session")).toBeUndefined();
  });

  test("AUTH-01 empty fields get 'This field may not be blank.' next to them, before any upstream call", async () => {
    const { outcome } = await signIn("", "");
    const result = outcome.value as { reply: { error: Record<string, string[]> } };
    expect(result.reply.error.email).toEqual(["validation:blank"]);
    expect(result.reply.error.password).toEqual(["validation:blank"]);
    expect(callCount("POST /auth/jwt/create/")).toBe(0);
  });

  test("AUTH-01 an answer without a token is not a login", async () => {
    sandbox.use(http.post("*/api/auth/jwt/create/", () => HttpResponse.json({})));
    const { outcome } = await signIn();
    const result = outcome.value as { reply: { error: Record<string, string[]> }; status: number };
    expect(result.status).toBe(200);
    expect(result.reply.error[""]).toEqual(["auth:errors.noToken"]);
  });

  test("GUARD-08 a next pointing at another site is replaced by /home", async () => {
    const { outcome } = await signIn("provider@example.com", "flexdemo", "https://evil.example/");
    expect(outcome.response?.headers.get("Location")).toBe("/home");
  });

  test("GUARD-01 a signed-in user opening /login goes on to next", async () => {
    const { jar } = await signIn();
    const { response } = await settle(() => login.loader(args(get("/login?next=/settings/account", jar))));
    expect(response?.headers.get("Location")).toBe("/settings/account");
  });
});

describe("logout", () => {
  test("AUTH-07 logout tells the upstream, clears the token and user data, and returns to the index", async () => {
    const { jar } = await signIn();
    const context = createTestContext();
    const { response } = await settle(async () => logout.action(args(await post("/logout", {}, jar), {}, context)));
    expect(response?.headers.get("Location")).toBe("/");
    expect(callCount("POST /auth/jwt/logout/")).toBe(1);
    jar.take(context.setCookies);
    expect((await getAuth(get("/", jar), createTestContext())).loggedIn).toBe(false);
  });

  test("AUTH-07 with sx_logout_with_cognito the cognito_url of a single sign-on session is followed", async () => {
    await setFeatures("provider@example.com", ["sx_logout_with_cognito"]);
    const idToken = ((await (await fetch("http://sandbox.test/__sandbox/cognito-token", { method: "POST", body: JSON.stringify({ email: "provider@example.com" }) })).json()) as { id_token: string }).id_token;
    const context = createTestContext();
    const jar = new Jar();
    await settle(() => ssoResponse.loader(args(get(`/ssoresponse?id_token=${idToken}`, jar), {}, context)));
    jar.take(context.setCookies);
    const out = createTestContext();
    const { response } = await settle(async () => logout.action(args(await post("/logout", {}, jar), {}, out)));
    expect(response?.headers.get("Location")).toMatch(/^https:\/\/auth\.sandbox\.flexmarket\.example\/logout/);
  });

  test("AUTH-07 without the flag the index page follows even for a single sign-on session", async () => {
    await setFeatures("provider@example.com", []);
    const { jar } = await signIn();
    const { response } = await settle(async () => logout.action(args(await post("/logout", {}, jar))));
    expect(response?.headers.get("Location")).toBe("/");
  });
});

describe("single sign-on", () => {
  test("AUTH-09 /ssoresponse exchanges the identity token at /auth/jwt/cognito/ with a bearer header", async () => {
    let bearer: string | null = null;
    sandbox.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/auth/jwt/cognito/")) bearer = request.headers.get("Authorization");
    });
    const idToken = ((await (await fetch("http://sandbox.test/__sandbox/cognito-token", { method: "POST", body: JSON.stringify({ email: "operator@example.com" }) })).json()) as { id_token: string }).id_token;
    const context = createTestContext();
    const { response } = await settle(() => ssoResponse.loader(args(get(`/ssoresponse?id_token=${idToken}`), {}, context)));
    sandbox.events.removeAllListeners();
    expect(bearer).toBe(`Bearer ${idToken}`);
    expect(response?.headers.get("Location")).toBe("/home");
    const auth = await getAuth(get("/home", new Jar().take(context.setCookies)), createTestContext());
    expect(auth.role).toBe("systemoperator");
  });

  test("AUTH-09 a refused identity token shows an explanation, not a login", async () => {
    const { value } = await settle(() => ssoResponse.loader(args(get("/ssoresponse?id_token=forged"))));
    expect(value).toEqual({ failed: "refused" });
  });
});

describe("passwords", () => {
  test("AUTH-10 a reset request posts the e-mail and answers the same whether or not the account exists", async () => {
    const known = await settle(async () => resetRequest.action(args(await post("/passwordreset", { email: "provider@example.com" }))));
    const unknown = await settle(async () => resetRequest.action(args(await post("/passwordreset", { email: "nobody@example.com" }))));
    expect((known.value as { sentTo: string }).sentTo).toBe("provider@example.com");
    expect((unknown.value as { sentTo: string }).sentTo).toBe("nobody@example.com");
    expect(store.outbox).toHaveLength(1);
    expect(store.outbox[0].link).toMatch(/^\/passwordreset\/confirm\/[^/]+\/[^/]+$/);
  });

  test("AUTH-10 the reset link sets the new password (uid, token, new_password) and the old one stops working", async () => {
    await settle(async () => resetRequest.action(args(await post("/passwordreset", { email: "provider@example.com" }))));
    const [, , , uid, token] = store.outbox[0].link.split("/");
    const request = await post(store.outbox[0].link, { new_password: "Meadow-lark-42", re_new_password: "Meadow-lark-42" });
    const { response } = await settle(() => resetConfirm.action(args(request, { uid, token })));
    expect(response?.headers.get("Location")).toBe("/login");
    expect((await signIn("provider@example.com", "flexdemo")).outcome.value).toMatchObject({ status: 401 });
    expect((await signIn("provider@example.com", "Meadow-lark-42")).outcome.response?.status).toBe(302);
  });

  test("AUTH-10 upstream password rules and a bad link are shown on the form", async () => {
    const weak = await settle(async () =>
      resetConfirm.action(args(await post("/x", { new_password: "1234567890", re_new_password: "1234567890" }), { uid: "MQ", token: "nope" })),
    );
    expect((weak.value as { reply: { error: Record<string, string[]> } }).reply.error[""]).toEqual(["auth:errors.badLink"]);
    const mismatch = await settle(async () =>
      resetConfirm.action(args(await post("/x", { new_password: "Meadow-lark-42", re_new_password: "Meadow-lark-43" }), { uid: "MQ", token: "nope" })),
    );
    expect((mismatch.value as { reply: { error: Record<string, string[]> } }).reply.error.re_new_password).toEqual(["auth:errors.mismatch"]);
  });

  test("AUTH-10 an invited user sets a first password from the new-user link and can then sign in", async () => {
    const request = await post("/passwordreset/newuser/NQ/welcome-alex-morgan", { new_password: "Harbour-lights-9", re_new_password: "Harbour-lights-9" });
    const { response } = await settle(() => newUser.action(args(request, { uid: "NQ", token: "welcome-alex-morgan" })));
    expect(response?.headers.get("Location")).toBe("/login");
    expect((await signIn("new.member@example.com", "Harbour-lights-9")).outcome.response?.status).toBe(302);
  });

  test("AUTH-10 set_password sends current_password, new_password and the optional mfa_code", async () => {
    const jar = await jarWithToken(await sandboxToken("operator@example.com"));
    const fields = { current_password: "flexdemo", new_password: "Grid-balance-77", re_new_password: "Grid-balance-77" };
    const withoutCode = await settle(async () => account.action(args(await post("/settings/account", fields, jar))));
    expect((withoutCode.value as { reply: { error: Record<string, string[]> } }).reply.error.mfa_code).toEqual(["account:errors.mfaNeeded"]);
    const withCode = await settle(async () => account.action(args(await post("/settings/account", { ...fields, mfa_code: "246810" }, jar))));
    expect(withCode.response?.headers.get("Location")).toBe("/settings/account");
    expect(store.users.find((user) => user.email === "operator@example.com")?.password).toBe("Grid-balance-77");
  });

  test("AUTH-10 a wrong current password is shown on its field", async () => {
    const jar = await jarWithToken(await sandboxToken("provider@example.com"));
    const fields = { current_password: "nope", new_password: "Grid-balance-77", re_new_password: "Grid-balance-77" };
    const { value } = await settle(async () => account.action(args(await post("/settings/account", fields, jar))));
    expect((value as { reply: { error: Record<string, string[]> } }).reply.error.current_password).toEqual(["Invalid password."]);
  });
});
