import { http, HttpResponse, delay } from "msw";
import { describe, expect, test, vi } from "vitest";
import * as explore from "~/routes/explore";
import * as account from "~/routes/settings.account/route";
import * as splat from "~/routes/$";
import * as legalDocument from "~/routes/legal.$document";
import * as consent from "~/routes/consent";
import { logger } from "~/observability/logger.server";
import { ACCESS_CHECKED, enforceAccess } from "~/session/guard.server";
import { getAuth } from "~/session/auth.server";
import { createTestContext } from "../support/context";
import { args, dataOf, get, jarWithToken, post, sandboxToken, setFeatures, settle, statusOf } from "../support/requests";
import { sandbox, useSandbox } from "../support/sandbox";
import { store } from "~mocks/store";

useSandbox();

const providerJar = async () => jarWithToken(await sandboxToken("provider@example.com"));

describe("guards on pages and on form posts", () => {
  test("GUARD-01 a signed-out visitor is sent to /login with next, for the page and for a post to it alike", async () => {
    const page = await settle(() => account.loader(args(get("/settings/account"))));
    expect(page.response?.headers.get("Location")).toBe("/login?next=%2Fsettings%2Faccount");
    const posted = await settle(async () => account.action(args(await post("/settings/account", { current_password: "x" }))));
    expect(posted.response?.headers.get("Location")).toBe("/login?next=%2Fsettings%2Faccount");
  });

  test("GUARD-01 with mk_requires_login_preserves_querystring the query goes into next; client data requests use the page path", async () => {
    const { response } = await settle(() => account.loader(args(get("/settings/account.data?panel=password&_routes=routes%2Fsettings.account"))));
    expect(response?.headers.get("Location")).toBe("/login?next=%2Fsettings%2Faccount%3Fpanel%3Dpassword");
  });

  test("GUARD-02 a signed-in user without the explore flag gets a 404 from explore", async () => {
    await setFeatures("provider@example.com", []);
    const { thrown } = await settle(async () => explore.loader(args(get("/explore", await providerJar()))));
    expect(statusOf(thrown)).toBe(404);
    expect(dataOf(thrown)).toEqual({ message: "This page could not be found" });
  });

  test("GUARD-04 a rule naming an unknown guard answers 500 'Unknown middleware {name}'", async () => {
    const { thrown } = await settle(() => enforceAccess({ path: "/x", middleware: ["mystery"] }, args(get("/x"))));
    expect(statusOf(thrown)).toBe(500);
    expect(dataOf(thrown)).toEqual({ message: "Unknown middleware mystery" });
  });

  test("ROUTE-08 legal/serviceterms goes to basic-terms with mk_update_terms_sep_25; unknown documents are 404", async () => {
    const plain = await settle(() => legalDocument.loader(args(get("/legal/serviceterms"), { document: "serviceterms" })));
    expect(plain.value).toEqual({ document: "serviceterms" });
    await fetch("http://sandbox.test/__sandbox/features/anonymous", { method: "PUT", body: JSON.stringify({ features: ["mk_update_terms_sep_25"] }) });
    const flagged = await settle(() => legalDocument.loader(args(get("/legal/serviceterms"), { document: "serviceterms" })));
    expect(flagged.response?.headers.get("Location")).toBe("/legal/basic-terms");
    const unknown = await settle(() => legalDocument.loader(args(get("/legal/nope"), { document: "nope" })));
    expect(statusOf(unknown.thrown)).toBe(404);
  });

  test("GUARD-07 the register routes go to the external sign-up form when the flag is on, even before the page exists", async () => {
    await fetch("http://sandbox.test/__sandbox/features/anonymous", { method: "PUT", body: JSON.stringify({ features: ["mk_redirect_register_buttons_to_picloenergy"] }) });
    for (const path of ["/register", "/register/confirm", "/register-new"]) {
      const { response } = await settle(() => splat.loader(args(get(path), { "*": path.slice(1) })));
      expect(response?.headers.get("Location")).toBe("https://picloenergy.com/sign-up");
    }
  });

  test("ROUTE-03 any other unmatched path is a 404, and is logged", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const { thrown } = await settle(() => splat.loader(args(get("/no/such/page"), { "*": "no/such/page" })));
    expect(statusOf(thrown)).toBe(404);
    expect(warned).toHaveBeenCalledWith({ path: "/no/such/page" }, "page not found");
  });

  test("GUARD-01 a named business route not built yet still asks a signed-out visitor to sign in", async () => {
    const { response } = await settle(() => splat.loader(args(get("/dashboard?competition=7"), { "*": "dashboard" })));
    expect(response?.headers.get("Location")).toBe("/login?next=%2Fdashboard%3Fcompetition%3D7");
  });
});

describe("anti-forgery", () => {
  test("a form post without the anti-forgery token is refused with 403", async () => {
    const jar = await providerJar();
    const request = new Request("http://app.test/consent", {
      method: "POST",
      body: new URLSearchParams({ intent: "accept" }),
      headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" },
    });
    const { thrown } = await settle(() => consent.action(args(request)));
    expect(statusOf(thrown)).toBe(403);
  });

  test("a token from another session does not pass", async () => {
    const mine = await post("/consent", { intent: "accept" });
    const theirs = await post("/consent", { intent: "accept" });
    const forged = new Request(mine.url, { method: "POST", body: await theirs.text(), headers: mine.headers });
    const { thrown } = await settle(() => consent.action(args(forged)));
    expect(statusOf(thrown)).toBe(403);
  });
});

describe("upstream failures in loaders", () => {
  test("AUTH-08 a 401 from any upstream call ends the session and returns the user to /", async () => {
    await setFeatures("provider@example.com", ["explore"]);
    const jar = await providerJar();
    sandbox.use(http.get("*/api/markets/markets/", () => HttpResponse.json({ detail: "Given token not valid for any token type" }, { status: 401 })));
    const context = createTestContext();
    const { response } = await settle(() => explore.loader(args(get("/explore", jar), {}, context)));
    expect(response?.headers.get("Location")).toBe("/");
    jar.take(context.setCookies);
    expect((await getAuth(get("/", jar), createTestContext())).loggedIn).toBe(false);
  });

  test.each([
    ["a 500", () => HttpResponse.json({ detail: "A server error occurred." }, { status: 500 }), 502],
    ["malformed JSON", () => new HttpResponse("{ nope", { headers: { "Content-Type": "application/json" } }), 502],
    ["data of the wrong shape", () => HttpResponse.json([{ id: "x" }]), 502],
    ["a 403", () => HttpResponse.json({ detail: "You do not have permission to perform this action." }, { status: 403 }), 403],
  ])("CALL-08 %s from upstream becomes an error page status, not a crash", async (_name, answer, status) => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await setFeatures("provider@example.com", ["explore"]);
    const jar = await providerJar();
    sandbox.use(http.get("*/api/markets/markets/", answer));
    const { thrown } = await settle(() => explore.loader(args(get("/explore", jar))));
    expect(statusOf(thrown)).toBe(status);
  });

  test("CALL-08 an upstream that times out gives 504", async () => {
    vi.stubEnv("UPSTREAM_TIMEOUT_MS", "50");
    const { resetConfig } = await import("~/config.server");
    resetConfig();
    await setFeatures("provider@example.com", ["explore"]);
    const jar = await providerJar();
    sandbox.use(http.get("*/api/markets/markets/", async () => {
      await delay(400);
      return HttpResponse.json([]);
    }));
    const { thrown } = await settle(() => explore.loader(args(get("/explore", jar))));
    vi.unstubAllEnvs();
    resetConfig();
    expect(statusOf(thrown)).toBe(504);
    expect(dataOf(thrown)).toEqual({ message: "upstream-timeout" });
  });

  test("the sandbox fault interface makes one path fail with a given status", async () => {
    await fetch("http://sandbox.test/__sandbox/faults", { method: "POST", body: JSON.stringify({ path: "/markets/", status: 503, times: 1 }) });
    await setFeatures("provider@example.com", ["explore"]);
    const jar = await providerJar();
    const first = await settle(() => explore.loader(args(get("/explore", jar))));
    expect(statusOf(first.thrown)).toBe(502);
    const second = await settle(() => explore.loader(args(get("/explore", jar))));
    expect((second.value as { markets: unknown[] }).markets).toHaveLength(store.markets.length);
  });
});

describe("every route module is guarded", () => {
  const modules = import.meta.glob<Record<string, unknown>>("/app/routes/**/*.tsx", { eager: true });
  // The not-found route applies the rule of whichever named route the path matches.
  const unguarded = new Set(["/app/routes/$.tsx"]);
  const handlers = Object.entries(modules).flatMap(([path, module]) =>
    unguarded.has(path) ? [] : (["loader", "action"] as const).filter((name) => typeof module[name] === "function").map((name) => [path, name] as const),
  );

  test.each(handlers)("GUARD-02 %s %s checks its access rule before anything else", async (path, name) => {
    const handler = modules[path][name] as (args: unknown) => Promise<unknown>;
    const context = createTestContext();
    const request = name === "loader" ? get("/x") : await post("/x", {});
    await settle(() => handler(args(request, { document: "basic-terms", uid: "MQ", token: "t", type: "bids" }, context)));
    expect(await context.memo.get(ACCESS_CHECKED)).toBeTruthy();
  });
});
