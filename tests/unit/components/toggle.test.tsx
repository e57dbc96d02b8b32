// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { EMPTY_VALUE, formatToggleValue, Toggle, ToggleText } from "~/components/toggle";

test("UI-07 formatToggleValue shows Yes, No and a dash for unset values", () => {
  expect(EMPTY_VALUE).toBe("–");
  expect(formatToggleValue(true)).toBe("Yes");
  expect(formatToggleValue(false)).toBe("No");
  expect(formatToggleValue(null)).toBe("–");
  expect(formatToggleValue(undefined)).toBe("–");
  expect(formatToggleValue(true, { yes: "On", no: "Off" })).toBe("On");
  expect(formatToggleValue(false, { yes: "On", no: "Off" })).toBe("Off");
});

test("UI-07 ToggleText uses the translated labels", () => {
  const html = renderServerHtml(
    <p>
      <ToggleText value={true} /> / <ToggleText value={false} /> / <ToggleText value={null} />
    </p>,
    "it-IT",
  );
  expect(html.textContent).toBe("Sì / No / –");
});

test("UI-07 Toggle is a fieldset of two radios that posts true or false", () => {
  const onChange = vi.fn();
  const { container } = renderWithI18n(
    <form>
      <Toggle name="flexible" label="Flexible?" onChange={onChange} />
    </form>,
  );
  expect(screen.getByRole("group", { name: "Flexible?" })).not.toBeNull();
  const form = container.querySelector("form")!;
  expect(new FormData(form).get("flexible")).toBeNull();
  fireEvent.click(screen.getByLabelText("No"));
  expect(onChange).toHaveBeenLastCalledWith(false);
  expect(new FormData(form).get("flexible")).toBe("false");
  fireEvent.click(screen.getByLabelText("Yes"));
  expect(onChange).toHaveBeenLastCalledWith(true);
  expect(new FormData(form).get("flexible")).toBe("true");
});

test("UI-07 custom labels, default value and error", () => {
  renderWithI18n(
    <Toggle id="avail" name="available" label="Available" labels={{ yes: "On", no: "Off" }} defaultValue={false} error="Choose one" />,
  );
  expect((screen.getByLabelText("Off") as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText("On") as HTMLInputElement).checked).toBe(false);
  const group = screen.getByRole("group", { name: "Available" });
  expect(group.getAttribute("aria-describedby")).toBe("avail-error");
  expect(document.getElementById("avail-error")?.textContent).toBe("Error: Choose one");
});

test("UI-07 the redesign (bops_toggle_redesign) is a switch style over the same radio inputs", () => {
  const classic = renderServerHtml(<Toggle name="a" label="A" defaultValue={true} />);
  const redesign = renderServerHtml(<Toggle name="a" label="A" defaultValue={true} redesign />);
  expect(classic.querySelector("fieldset")?.classList.contains("kit-toggle--switch")).toBe(false);
  expect(redesign.querySelector("fieldset")?.classList.contains("kit-toggle--switch")).toBe(true);
  for (const html of [classic, redesign]) {
    const radios = Array.from(html.querySelectorAll<HTMLInputElement>("input[type='radio'][name='a']"));
    expect(radios.map((r) => [r.value, r.hasAttribute("checked")])).toEqual([
      ["true", true],
      ["false", false],
    ]);
  }
});
