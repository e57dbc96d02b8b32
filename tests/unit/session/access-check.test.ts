import { describe, expect, test } from "vitest";
import { ACCESS_RULES, type AccessRule, type AccessSubject } from "~/session/access";
import { evaluateAccess } from "~/session/access-check";

const settings = { registerRedirectUrl: "https://picloenergy.com/sign-up" };
const subject = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  loggedIn: true,
  role: "flexprovider",
  orgId: 101,
  permissions: new Set(),
  features: new Set(),
  params: {},
  ...overrides,
});
const check = (rule: AccessRule, s: AccessSubject, url = "http://app.test/") => evaluateAccess(rule, s, new URL(url), settings);

describe("route access rules", () => {
  test("GUARD-01 a login-required route sends a signed-out visitor to login with next = the path", () => {
    expect(check(ACCESS_RULES.home, subject({ loggedIn: false }), "http://app.test/home?tab=2")).toEqual({ kind: "login", next: "/home" });
  });

  test("GUARD-01 with mk_requires_login_preserves_querystring, next keeps the query", () => {
    const visitor = subject({ loggedIn: false, features: new Set(["mk_requires_login_preserves_querystring"]) });
    expect(check(ACCESS_RULES.dashboard, visitor, "http://app.test/dashboard?competition=12")).toEqual({ kind: "login", next: "/dashboard?competition=12" });
  });

  test("GUARD-02 a failed isAuthorised check (role, params, features) is a 404", () => {
    const operatorRoute = ACCESS_RULES["manage:systemoperator:id:competitions"];
    expect(check(operatorRoute, subject({ params: { id: "101" } }))).toEqual({ kind: "notFound" });
    expect(check(operatorRoute, subject({ role: "systemoperator", orgId: 201, params: { id: "999" } }))).toEqual({ kind: "notFound" });
    expect(check(operatorRoute, subject({ role: "systemoperator", orgId: 201, params: { id: "201" } }))).toEqual({ kind: "allow" });
    expect(check(ACCESS_RULES.roadmap, subject({ role: "systemoperator" }))).toEqual({ kind: "notFound" });
    expect(check(ACCESS_RULES.roadmap, subject({ role: "systemoperator", features: new Set(["roadmap"]) }))).toEqual({ kind: "allow" });
    expect(check(ACCESS_RULES.explore, subject())).toEqual({ kind: "notFound" });
  });

  test("GUARD-03 with gateway_permissions_navigation_guard, lacking every listed permission is a 404", () => {
    const guarded = new Set(["gateway_permissions_navigation_guard"]);
    expect(check(ACCESS_RULES.operations, subject({ features: guarded }))).toEqual({ kind: "notFound" });
    expect(check(ACCESS_RULES.operations, subject({ features: guarded, permissions: new Set(["view-operations"]) }))).toEqual({ kind: "allow" });
    expect(check(ACCESS_RULES.exchange, subject({ features: guarded, permissions: new Set(["buy-load-mod"]) }))).toEqual({ kind: "allow" });
    // Without the flag the permissions list is not enforced.
    expect(check(ACCESS_RULES.operations, subject())).toEqual({ kind: "allow" });
  });

  test("GUARD-04 a route naming an unknown guard is 'Unknown middleware {name}'", () => {
    const rule: AccessRule = { path: "/odd", middleware: ["guest", "noSuchGuard"] };
    expect(check(rule, subject())).toEqual({ kind: "unknownMiddleware", name: "noSuchGuard" });
  });

  test("GUARD-07 register routes go to the external sign-up form when mk_redirect_register_buttons_to_picloenergy is on", () => {
    const flagged = subject({ loggedIn: false, features: new Set(["mk_redirect_register_buttons_to_picloenergy"]) });
    for (const name of ["register", "register:stages", "register-new"] as const) {
      expect(check(ACCESS_RULES[name], flagged)).toEqual({ kind: "redirect", to: settings.registerRedirectUrl });
      expect(check(ACCESS_RULES[name], subject({ loggedIn: false }))).toEqual({ kind: "allow" });
    }
  });

  test("ROUTE-08 legal/serviceterms redirects to basic-terms when mk_update_terms_sep_25 is on", () => {
    const flagged = subject({ features: new Set(["mk_update_terms_sep_25"]), params: { document: "serviceterms" } });
    expect(check(ACCESS_RULES.legal, flagged)).toEqual({ kind: "redirect", to: "/legal/basic-terms" });
    expect(check(ACCESS_RULES.legal, { ...flagged, features: new Set() })).toEqual({ kind: "allow" });
    expect(check(ACCESS_RULES.legal, { ...flagged, params: { document: "basic-terms" } })).toEqual({ kind: "allow" });
  });

  test("ROLE-02 provider and operator routes are kept apart", () => {
    expect(check(ACCESS_RULES["flexprovider:competitions:competitionId"], subject({ role: "systemoperator" }))).toEqual({ kind: "notFound" });
    expect(check(ACCESS_RULES["manage:flexprovider:id:flexassets"], subject({ role: "systemoperator", params: { id: "101" } }))).toEqual({ kind: "notFound" });
    expect(check(ACCESS_RULES["manage:flexprovider:id:flexassets"], subject({ params: { id: "101" } }))).toEqual({ kind: "allow" });
  });
});
