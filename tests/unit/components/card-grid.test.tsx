// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { renderWithI18n } from "../../support/render";
import { Card, CARDS_PER_ROW, CardGrid } from "~/components/card-grid";

test("UI-10 card grid lays out two cards per row as a list of cards", () => {
  expect(CARDS_PER_ROW).toBe(2);
  renderWithI18n(
    <CardGrid label="Markets">
      <Card title="North">Open</Card>
      <Card title="South" footer={<a href="/south">View</a>}>
        Closed
      </Card>
      <Card title="East" headingLevel={2} />
    </CardGrid>,
  );
  const list = screen.getByRole("list", { name: "Markets" });
  expect(list.getAttribute("data-columns")).toBe("2");
  const items = within(list).getAllByRole("listitem");
  expect(items).toHaveLength(3);
  expect(within(items[0]).getByRole("heading", { level: 3, name: "North" })).not.toBeNull();
  expect(within(items[1]).getByRole("link", { name: "View" }).getAttribute("href")).toBe("/south");
  expect(within(items[2]).getByRole("heading", { level: 2, name: "East" })).not.toBeNull();
});
