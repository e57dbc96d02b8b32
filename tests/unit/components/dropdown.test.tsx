// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { Dropdown } from "~/components/dropdown";
import { normalizeDropdownItems, validateDropdownItems, type DropdownItem } from "~/components/dropdown-items";

const zones = [
  { value: "north", label: "North zone" },
  { value: "south", label: "South zone" },
  { value: "east", label: "East zone" },
  { value: "west", label: "West zone" },
];

test("UI-03 validateDropdownItems returns one warning per bad object item", () => {
  const warnings = validateDropdownItems(["plain", { value: "a", label: "A" }, { value: "b" }, { label: "C" }, {}, 7]);
  expect(warnings).toEqual([
    "Dropdown item 2 is missing label",
    "Dropdown item 3 is missing value",
    "Dropdown item 4 is missing value and label",
    "Dropdown item 5 must be a string or an object with value and label",
  ]);
  expect(normalizeDropdownItems(["plain", { value: "a", label: "A" }, { value: "b" }])).toEqual([
    { value: "plain", label: "plain" },
    { value: "a", label: "A" },
  ]);
});

test("UI-03 the dropdown console.warns once per bad item and leaves bad items out", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const items = [{ value: "a", label: "A" }, { value: "b" }, { label: "C" }] as unknown as DropdownItem[];
  renderWithI18n(<Dropdown name="zone" label="Zone" items={items} />);
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenCalledWith("Dropdown item 1 is missing label");
  expect(warn).toHaveBeenCalledWith("Dropdown item 2 is missing value");
  expect(screen.getAllByRole("radio")).toHaveLength(1);
});

test("UI-03 an empty dropdown says 'no options provided'", () => {
  renderWithI18n(<Dropdown name="zone" label="Zone" items={[]} />);
  expect(screen.getByText("no options provided")).not.toBeNull();
  expect(screen.queryByRole("radio")).toBeNull();
});

test("UI-03 single select posts one radio value natively and the summary follows the choice", () => {
  const onChange = vi.fn();
  const { container } = renderWithI18n(
    <form>
      <Dropdown name="zone" label="Zone" items={zones} defaultValue="south" onChange={onChange} />
    </form>,
  );
  const summary = container.querySelector("summary")!;
  expect(summary.textContent).toBe("South zone");
  expect(screen.getByRole("group", { name: "Zone" })).not.toBeNull();
  fireEvent.click(summary);
  expect(container.querySelector("details")!.open).toBe(true);
  fireEvent.click(screen.getByLabelText("East zone"));
  expect(onChange).toHaveBeenCalledWith("east");
  expect(summary.textContent).toBe("East zone");
  expect(container.querySelector("details")!.open).toBe(false);
  expect(new FormData(container.querySelector("form")!).getAll("zone")).toEqual(["east"]);
});

test("UI-03 multi-select uses checkboxes and shows the count, e.g. '3 selected'", () => {
  const onChange = vi.fn();
  const { container } = renderWithI18n(
    <form>
      <Dropdown name="zones" label="Zones" items={zones} multiple defaultValue={["north", "south"]} onChange={onChange} />
    </form>,
  );
  const summary = container.querySelector("summary")!;
  expect(summary.textContent).toBe("2 selected");
  fireEvent.click(screen.getByLabelText("West zone"));
  expect(summary.textContent).toBe("3 selected");
  expect(onChange).toHaveBeenLastCalledWith(["north", "south", "west"]);
  fireEvent.click(screen.getByLabelText("North zone"));
  fireEvent.click(screen.getByLabelText("South zone"));
  expect(summary.textContent).toBe("1 selected");
  expect(new FormData(container.querySelector("form")!).getAll("zones")).toEqual(["west"]);
});

test("UI-03 the panel closes on Escape (focus back on the summary) and on an outside click", () => {
  const { container } = renderWithI18n(
    <>
      <Dropdown name="zone" label="Zone" items={zones} />
      <p>Outside</p>
    </>,
  );
  const details = container.querySelector("details")!;
  const summary = container.querySelector("summary")!;
  fireEvent.click(summary);
  expect(details.open).toBe(true);
  fireEvent.keyDown(screen.getByLabelText("North zone"), { key: "Escape" });
  expect(details.open).toBe(false);
  expect(document.activeElement).toBe(summary);

  fireEvent.click(summary);
  fireEvent.mouseDown(screen.getByLabelText("South zone"));
  expect(details.open).toBe(true);
  fireEvent.mouseDown(screen.getByText("Outside"));
  expect(details.open).toBe(false);
});

test("UI-03 the error is shown next to the field and described on the summary", () => {
  const { container } = renderWithI18n(<Dropdown id="zone" name="zone" label="Zone" items={zones} error="Select a zone" />);
  const summary = container.querySelector("summary")!;
  expect(summary.id).toBe("zone");
  expect(document.getElementById(summary.getAttribute("aria-describedby")!)?.textContent).toBe("Error: Select a zone");
});

test("UI-03 without JavaScript the server HTML holds checked inputs named for the form post", () => {
  const html = renderServerHtml(<Dropdown name="zones" label="Zones" items={["a", "b", "c"]} multiple defaultValue={["a", "c"]} />);
  const inputs = Array.from(html.querySelectorAll<HTMLInputElement>("input[name='zones'][type='checkbox']"));
  expect(inputs.map((i) => [i.value, i.hasAttribute("checked")])).toEqual([
    ["a", true],
    ["b", false],
    ["c", true],
  ]);
  expect(html.querySelector("summary")?.textContent).toBe("2 selected");
});
