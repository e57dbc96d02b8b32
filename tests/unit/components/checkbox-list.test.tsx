// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { renderWithI18n } from "../../support/render";
import { CheckboxList } from "~/components/checkbox-list";

const items = [
  { value: "mon", label: "Monday" },
  { value: "tue", label: "Tuesday", unavailable: true },
  { value: "wed", label: "Wednesday" },
];

test("UI-08 checkbox list posts the checked values under one name", () => {
  const onChange = vi.fn();
  const { container } = renderWithI18n(
    <form>
      <CheckboxList name="days" label="Days" items={items} defaultChecked={["mon"]} onChange={onChange} />
    </form>,
  );
  expect(screen.getByRole("group", { name: "Days" })).not.toBeNull();
  fireEvent.click(screen.getByLabelText("Wednesday"));
  expect(onChange).toHaveBeenLastCalledWith(["mon", "wed"]);
  expect(new FormData(container.querySelector("form")!).getAll("days")).toEqual(["mon", "wed"]);
});

test("UI-08 unavailable items are disabled, aria-disabled and struck through", () => {
  renderWithI18n(<CheckboxList name="days" label="Days" items={items} defaultChecked={["tue"]} />);
  const tuesday = screen.getByLabelText("Tuesday") as HTMLInputElement;
  expect(tuesday.disabled).toBe(true);
  expect(tuesday.getAttribute("aria-disabled")).toBe("true");
  expect(tuesday.closest("li")?.classList.contains("kit-checkbox-list__item--unavailable")).toBe(true);
  expect((screen.getByLabelText("Monday") as HTMLInputElement).disabled).toBe(false);
  expect(screen.getByLabelText("Monday").hasAttribute("aria-disabled")).toBe(false);
  // Disabled checkboxes never reach the server, even when checked.
  const form = document.createElement("form");
  form.append(tuesday.cloneNode());
  expect(new FormData(form).getAll("days")).toEqual([]);
});

test("UI-08 the error is shown next to the list", () => {
  renderWithI18n(<CheckboxList id="days" name="days" label="Days" items={items} error="Pick a day" />);
  expect(screen.getByRole("group", { name: "Days" }).getAttribute("aria-describedby")).toBe("days-error");
  expect(document.getElementById("days-error")?.textContent).toBe("Error: Pick a day");
});
