import { describe, expect, test } from "vitest";
import { accountMenu, sideNavigation, type Viewer } from "~/domain/navigation";

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  loggedIn: true,
  role: "flexprovider",
  permissions: new Set(),
  features: new Set(),
  orgId: 101,
  maxMode: false,
  ...overrides,
});
const ids = (v: Viewer) => sideNavigation(v).map((item) => item.id);
const item = (v: Viewer, id: string) => sideNavigation(v).find((entry) => entry.id === id);

describe("side navigation", () => {
  test("NAV-01 nothing is shown to a visitor who is not signed in", () => {
    expect(sideNavigation(viewer({ loggedIn: false }))).toEqual([]);
  });

  test("NAV-01 explore needs the explore flag; map and manage are there by default", () => {
    expect(ids(viewer())).toEqual(["map", "manage", "settings"]);
    expect(ids(viewer({ features: new Set(["explore"]) }))).toContain("explore");
  });

  test("NAV-01 exchange: providers with the exchange flag outside max mode, or buy-load-mod / buy-from-open-market", () => {
    expect(ids(viewer({ features: new Set(["exchange"]) }))).toContain("exchange");
    expect(ids(viewer({ features: new Set(["exchange"]), maxMode: true }))).not.toContain("exchange");
    expect(ids(viewer({ role: "systemoperator", features: new Set(["exchange"]) }))).not.toContain("exchange");
    expect(ids(viewer({ role: "systemoperator", permissions: new Set(["buy-load-mod"]) }))).toContain("exchange");
    expect(ids(viewer({ role: "user", permissions: new Set(["buy-from-open-market"]) }))).toContain("exchange");
  });

  test("NAV-01 operations: view-operations plus soft-release for providers, the operations flag for operators", () => {
    const permitted = new Set(["view-operations"]);
    expect(ids(viewer({ permissions: permitted }))).not.toContain("operations");
    expect(ids(viewer({ permissions: permitted, features: new Set(["soft_release"]) }))).toContain("operations");
    expect(ids(viewer({ role: "systemoperator", permissions: permitted, features: new Set(["soft_release"]) }))).not.toContain("operations");
    expect(ids(viewer({ role: "systemoperator", permissions: permitted, features: new Set(["operations"]) }))).toContain("operations");
    expect(ids(viewer({ features: new Set(["soft_release"]) }))).not.toContain("operations");
  });

  test("NAV-01 settlement: provider flags meter-upload, settlement-report or soft-release; operators settlement-report; plus view-settlement", () => {
    const permitted = new Set(["view-settlement"]);
    for (const flag of ["meter_upload", "settlement_report", "soft_release"]) {
      expect(ids(viewer({ permissions: permitted, features: new Set([flag]) }))).toContain("settlement");
    }
    expect(ids(viewer({ role: "systemoperator", permissions: permitted, features: new Set(["meter_upload"]) }))).not.toContain("settlement");
    expect(ids(viewer({ role: "systemoperator", permissions: permitted, features: new Set(["settlement_report"]) }))).toContain("settlement");
    expect(ids(viewer({ features: new Set(["meter_upload"]) }))).not.toContain("settlement");
  });

  test("NAV-01 analytics: operators only; with its flag also the analytics permission", () => {
    expect(ids(viewer())).not.toContain("analytics");
    expect(ids(viewer({ role: "systemoperator" }))).toContain("analytics");
    expect(ids(viewer({ role: "systemoperator", features: new Set(["analytics_permission"]) }))).not.toContain("analytics");
    expect(ids(viewer({ role: "systemoperator", features: new Set(["analytics_permission"]), permissions: new Set(["analytics"]) }))).toContain("analytics");
  });

  test("NAV-01 settings is hidden in max mode and for plain users", () => {
    expect(ids(viewer({ maxMode: true }))).not.toContain("settings");
    expect(ids(viewer({ role: "user" }))).not.toContain("settings");
  });

  test("NAV-02 with gateway_full_tier an item missing its permission shows with the upgrade marker instead of disappearing", () => {
    const fullTier = viewer({ features: new Set(["gateway_full_tier", "soft_release"]) });
    expect(item(fullTier, "map")).toEqual({ id: "map", href: "/dashboard", upgrade: true });
    expect(item(fullTier, "operations")?.upgrade).toBe(true);
    const permitted = viewer({ features: new Set(["gateway_full_tier", "soft_release"]), permissions: new Set(["view-competitions", "view-operations"]) });
    expect(item(permitted, "map")?.upgrade).toBe(false);
    expect(item(permitted, "operations")?.upgrade).toBe(false);
    // Without full tier there is no marker: the item is simply not shown.
    expect(item(viewer({ features: new Set(["soft_release"]) }), "operations")).toBeUndefined();
  });

  test("NAV-03 manage goes to assets for providers and to competitions for operators; for a plain user to the access-denied screen", () => {
    expect(item(viewer(), "manage")?.href).toBe("/manage/flexprovider/101/flexassets");
    expect(item(viewer({ role: "systemoperator", orgId: 201 }), "manage")?.href).toBe("/manage/systemoperator/201/competitions");
    expect(item(viewer({ role: "user", orgId: null }), "manage")?.href).toBe("/unauthorised");
  });
});

describe("account menu", () => {
  test("NAV-04 help, settings, optional roadmap and logout; a plain user sees only logout", () => {
    expect(accountMenu(viewer())).toEqual(["help", "settings", "logout"]);
    expect(accountMenu(viewer({ role: "systemoperator", features: new Set(["roadmap"]) }))).toEqual(["help", "settings", "roadmap", "logout"]);
    expect(accountMenu(viewer({ features: new Set(["roadmap"]) }))).toEqual(["help", "settings", "logout"]);
    expect(accountMenu(viewer({ role: "user" }))).toEqual(["logout"]);
  });

  test("NAV-04 settings is hidden in the regional max mode", () => {
    expect(accountMenu(viewer({ maxMode: true }))).toEqual(["help", "logout"]);
  });
});
