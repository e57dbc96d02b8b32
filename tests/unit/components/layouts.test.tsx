// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { LayoutFor } from "~/components/layouts/layout-for";
import type { RootData } from "~/root-data.server";
import { renderInApp } from "../../support/render-app";

const data = (overrides: Partial<RootData> = {}): RootData =>
  ({
    locale: "en-GB",
    textLanguage: "en-GB",
    csrfToken: "token",
    consent: null,
    notification: null,
    user: { firstName: "Priya", lastName: "Shah", email: "provider@example.com", role: "flexprovider", isMax: false },
    navigation: [{ id: "map", href: "/dashboard", upgrade: false }],
    accountMenu: ["help", "settings", "logout"],
    session: null,
    flags: { fullTier: false, upgradeViaBeacon: false, toggleRedesign: false, sessionRecording: false },
    settings: { appMode: "flex", sandbox: false, helpUrl: "https://help.example/", helpBeaconId: null, analyticsEndpoint: null, idleTimeoutMs: 900000, sessionCheckIntervalMs: 10000, supportEmail: "s@x", salesEmail: "s@x", plansUrl: "https://p" },
    registerHref: "/register",
    backPath: null,
    ...overrides,
  }) as RootData;

const layout = (name: Parameters<typeof LayoutFor>[0]["name"], rootData: RootData) =>
  renderInApp(() => (
    <AuthenticityTokenProvider token="token">
      <LayoutFor name={name} data={rootData}>
        <p>page content</p>
      </LayoutFor>
    </AuthenticityTokenProvider>
  ));

describe("the five layouts", () => {
  test("ROUTE-06 default: side navigation plus main", () => {
    const { container } = layout("app", data());
    expect(container.querySelector(".app-layout nav.side-nav--vertical")).not.toBeNull();
    expect(screen.getByRole("main").textContent).toBe("page content");
  });

  test("ROUTE-06 max: a top header with the navigation", () => {
    const { container } = layout("app", data({ settings: { ...data().settings, appMode: "max" } }));
    expect(container.querySelector(".max-layout header nav.side-nav--horizontal")).not.toBeNull();
  });

  test("ROUTE-06 simple and top navigation", () => {
    expect(layout("simple", data()).container.querySelector(".simple-layout main")).not.toBeNull();
    expect(layout("topnav", data()).container.querySelector(".topnav-layout main")).not.toBeNull();
  });

  test("ROUTE-06 ROUTE-07 embed: the page alone, no navigation, no account menu", () => {
    const { container } = layout("embed", data());
    expect(container.querySelector(".embed-layout main")?.textContent).toBe("page content");
    expect(container.querySelector("nav")).toBeNull();
    expect(container.querySelector(".account-menu")).toBeNull();
    expect(screen.getByRole("link", { name: "Powered by Flexmarket" }).getAttribute("target")).toBe("_blank");
  });
});
