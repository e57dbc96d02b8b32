// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { AccessDenied, type AccessDeniedProps } from "~/components/errors/access-denied";
import { renderInApp } from "../../support/render-app";

const props = (overrides: Partial<AccessDeniedProps> = {}): AccessDeniedProps => ({
  fullTier: false,
  upgradeViaBeacon: false,
  helpWidgetReady: false,
  salesEmail: "sales@flexmarket.example",
  supportEmail: "support@flexmarket.example",
  plansUrl: "https://flexmarket.example/plans",
  ...overrides,
});

describe("the access-denied screen", () => {
  test("ROUTE-05 without the full tier: icon, title, 'Access to this content is restricted.', advice and a contact link", () => {
    const { container } = renderInApp(() => <AccessDenied {...props()} />);
    expect(container.querySelector("svg.access-denied__icon")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveProperty("textContent", "Access restricted");
    expect(screen.getByText("Access to this content is restricted.")).toBeTruthy();
    expect(screen.getByText(/contact your team admin/i)).toBeTruthy();
    expect(screen.getByRole("link", { name: /support@flexmarket\.example/ }).getAttribute("href")).toBe("mailto:support@flexmarket.example");
    expect(screen.queryByRole("table")).toBeNull();
  });

  test("ROUTE-05 with the full tier: need access, contact the admin, the plans free/basic/full/enterprise, public plans, contact us by mail", () => {
    renderInApp(() => <AccessDenied {...props({ fullTier: true })} />);
    expect(screen.getByRole("heading", { name: "You need access" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ask your team admin" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Free", "Basic", "Full", "Enterprise"]);
    expect(screen.getByRole("link", { name: "Compare plans" }).getAttribute("href")).toBe("https://flexmarket.example/plans");
    expect(screen.getByRole("link", { name: "Contact us to upgrade" }).getAttribute("href")).toMatch(/^mailto:sales@flexmarket\.example\?subject=I%20would%20like/);
  });

  test("ROUTE-05 FLAG-01 with gateway_upgrade_via_beacon and the help widget present, contact us opens the widget", () => {
    const onUpgrade = vi.fn();
    renderInApp(() => <AccessDenied {...props({ fullTier: true, upgradeViaBeacon: true, helpWidgetReady: true, onUpgrade })} />);
    fireEvent.click(screen.getByRole("button", { name: "Contact us to upgrade" }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  test("ROUTE-05 with the flag but no help widget, the mail link stays", () => {
    renderInApp(() => <AccessDenied {...props({ fullTier: true, upgradeViaBeacon: true, helpWidgetReady: false, onUpgrade: vi.fn() })} />);
    expect(screen.getByRole("link", { name: "Contact us to upgrade" })).toBeTruthy();
  });
});
