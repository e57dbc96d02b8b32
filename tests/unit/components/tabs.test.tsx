// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expectConsoleError } from "../../support/console";
import { renderWithI18n } from "../../support/render";
import { assertValidSelection, Tabs } from "~/components/tabs";

const items = [
  { id: "bids", label: "Bids", href: "/market?tab=bids" },
  { id: "offers", label: "Offers", href: "/market?tab=offers" },
];

test("UI-08 tabs are links with aria-current on the externally selected one", () => {
  renderWithI18n(<Tabs items={items} selected="offers" />);
  expect(screen.getByRole("navigation", { name: "Sections" })).not.toBeNull();
  const bids = screen.getByRole("link", { name: "Bids" });
  const offers = screen.getByRole("link", { name: "Offers" });
  expect(bids.getAttribute("href")).toBe("/market?tab=bids");
  expect(bids.hasAttribute("aria-current")).toBe(false);
  expect(offers.getAttribute("aria-current")).toBe("page");
});

test("UI-08 an unknown external selection throws 'Invalid external selection prop'", () => {
  expect(() => assertValidSelection(items, "nope")).toThrow(new Error("Invalid external selection prop"));
  expect(() => assertValidSelection(items, "bids")).not.toThrow();
  expectConsoleError();
  expect(() => renderWithI18n(<Tabs items={items} selected="nope" />)).toThrow("Invalid external selection prop");
});

test("UI-08 a custom link component can replace the anchor", () => {
  const Link = (props: { href: string; children?: React.ReactNode }) => <a data-client="yes" {...props} />;
  renderWithI18n(<Tabs items={items} selected="bids" linkComponent={Link} label="Market" />);
  expect(screen.getByRole("link", { name: "Bids" }).getAttribute("data-client")).toBe("yes");
  expect(screen.getByRole("navigation", { name: "Market" })).not.toBeNull();
});
