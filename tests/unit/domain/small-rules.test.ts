import { describe, expect, test } from "vitest";
import { chunk, settleWithConcurrency } from "~/domain/chunks";
import { consentFor, parseConsent } from "~/domain/consent";
import { errorStatus, isChunkLoadError, shouldReload } from "~/domain/error-status";
import { passwordFlags } from "~/domain/password";
import { teamRoleLabelKey, teamRoles } from "~/domain/team";

describe("error status and lazy-load failures", () => {
  test("ROUTE-04 the status comes from statusCode, status or response.status, else 500", () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus(new Error("boom"))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  test("LOAD-01 a failed chunk load reloads the page, at most once per minute", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /build/routes/home.js"))).toBe(true);
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(shouldReload(null, 1_000_000)).toBe(true);
    expect(shouldReload(1_000_000, 1_030_000)).toBe(false);
    expect(shouldReload(1_000_000, 1_060_000)).toBe(true);
  });
});

describe("cookie consent record", () => {
  test("CONSENT-01 accept saves all on, reject saves statistics and marketing off, customise saves the options", () => {
    expect(consentFor("accept")).toEqual({ essential: true, statistics: true, marketing: true });
    expect(consentFor("reject")).toEqual({ essential: true, statistics: false, marketing: false });
    expect(consentFor("save", { statistics: true })).toEqual({ essential: true, statistics: true, marketing: false });
    expect(parseConsent({ statistics: true, marketing: false })).toEqual({ essential: true, statistics: true, marketing: false });
    expect(parseConsent("nonsense")).toBeNull();
  });
});

describe("password flags", () => {
  test("AUTH-11 strong enough, valid, requirements met, warning and mismatch", () => {
    expect(passwordFlags("short", "short")).toMatchObject({ requirementsMet: false, strongEnough: false, valid: false, warning: "password.warning.weak" });
    expect(passwordFlags("12345678901", "12345678901").requirementsMet).toBe(false);
    expect(passwordFlags("meadowlark", "meadowlark")).toMatchObject({ requirementsMet: true, strongEnough: false, valid: true, mismatch: false });
    expect(passwordFlags("Meadow-lark-42", "Meadow-lark-42")).toMatchObject({ strongEnough: true, valid: true, warning: null });
    expect(passwordFlags("Meadow-lark-42", "Meadow-lark-4")).toMatchObject({ mismatch: true, valid: false });
    expect(passwordFlags("Priya-2026!", "", ["Priya"])).toMatchObject({ requirementsMet: false, warning: "password.warning.personal" });
  });
});

describe("team roles", () => {
  test("TEAM-01 admin (shown as Procurement), account, analytics, dispatch, operations, settlement; more with mk_team_list_roles", () => {
    expect(teamRoles(new Set()).map((role) => role.value)).toEqual(["admin", "account", "analytics", "dispatch", "operations", "settlement"]);
    expect(teamRoles(new Set(["mk_team_list_roles"])).map((role) => role.value)).toEqual([
      "admin", "account", "analytics", "dispatch", "operations", "settlement",
      "comp-admin", "dispatch-admin", "bid-admin", "load-mod-buyer", "open-market-buyer", "obligations-apis",
    ]);
    // A team already holding a finer-grained role is offered them all, so saving a member's roles keeps theirs.
    expect(teamRoles(new Set(), ["dispatch", "dispatch-admin"]).map((role) => role.value)).toContain("dispatch-admin");
    expect(teamRoles(new Set(), ["admin", "settlement"])).toHaveLength(6);
    expect(teamRoleLabelKey("admin")).toBe("team.roles.admin");
    expect(teamRoleLabelKey("comp-admin")).toBe("team.roles.compAdmin");
    expect(teamRoleLabelKey("unknown")).toBeNull();
  });
});

describe("chunks", () => {
  test("CALL-04 chunking and bounded concurrency keep every outcome in order", async () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    let running = 0;
    let most = 0;
    const outcomes = await settleWithConcurrency([1, 2, 3, 4, 5], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error("three");
      return n * 10;
    });
    expect(most).toBe(2);
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value : "failed"))).toEqual([10, 20, "failed", 40, 50]);
  });
});
