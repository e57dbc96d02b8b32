// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { MapFilters } from "~/components/map/map-filters";
import { MapSearch } from "~/components/map/map-search";
import { parseMapFilters } from "~/domain/map/filters";
import { renderMap, serverHtml } from "./render-map";

const operators = [
  { id: 10, name: "Northern Grid" },
  { id: 20, name: "Southern Power" },
];

const checkedValues = (form: HTMLFormElement) => [...new FormData(form).entries()].map(([name, value]) => `${name}=${value}`);

describe("map filters form", () => {
  test("MAP-05 a GET form offers 0.24, 11 and 22 kV, the operators, open/qualifying/visibility and Untagged/Day Ahead/Week Ahead", () => {
    const host = serverHtml(<MapFilters filters={parseMapFilters(new URLSearchParams())} operators={operators} />);
    const form = host.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    const options = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((input) => `${input.name}=${input.value}`);
    expect(options).toEqual([
      "voltage=0.24",
      "voltage=11",
      "voltage=22",
      "operator=10",
      "operator=20",
      "status=open",
      "status=qualifying",
      "status=visibility",
      "tag=Untagged",
      "tag=Day Ahead",
      "tag=Week Ahead",
    ]);
    const labels = [...form.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual(["0.24 kV", "11 kV", "22 kV", "Northern Grid", "Southern Power", "Bidding open", "Qualification open", "Visibility", "Untagged", "Day Ahead", "Week Ahead"]);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe("Apply filters");
  });

  test("MAP-05 the form keeps the current selection and the active competition", () => {
    const filters = parseMapFilters(new URLSearchParams("voltage=11&operator=20&status=visibility&tag=Untagged"));
    renderMap(<MapFilters filters={filters} operators={operators} competition={7} />);
    const form = screen.getByRole("form", { name: "Filters" }) as HTMLFormElement;
    expect(checkedValues(form)).toEqual(["competition=7", "voltage=11", "operator=20", "status=visibility", "tag=Untagged"]);
    fireEvent.click(screen.getByLabelText("Day Ahead"));
    fireEvent.click(screen.getByLabelText("11 kV"));
    expect(checkedValues(form)).toEqual(["competition=7", "operator=20", "status=visibility", "tag=Untagged", "tag=Day Ahead"]);
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("?competition=7");
  });

  test("MAP-05 without a selection there is nothing to clear", () => {
    renderMap(<MapFilters filters={parseMapFilters(new URLSearchParams())} operators={[]} />);
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
    expect(screen.queryByText("System operators")).toBeNull();
  });
});

describe("map search form", () => {
  test("MAP-04 a GET search form sends q and keeps the other parameters, without JavaScript", () => {
    const host = serverHtml(<MapSearch defaultValue="Bristol" keep={new URLSearchParams("competition=4&q=old&tag=Untagged")} />);
    const form = host.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("role")).toBe("search");
    expect([...new FormData(form).entries()]).toEqual([
      ["competition", "4"],
      ["tag", "Untagged"],
      ["q", "Bristol"],
    ]);
    expect(host.querySelector("label")?.textContent).toBe("Search the map");
  });

  test("MAP-04 with JavaScript the page may answer the search itself", () => {
    const onSearch = vi.fn((_query: string, event: { preventDefault(): void }) => event.preventDefault());
    renderMap(<MapSearch onSearch={onSearch} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search the map" }), { target: { value: "  Leeds " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0][0]).toBe("Leeds");
  });
});
