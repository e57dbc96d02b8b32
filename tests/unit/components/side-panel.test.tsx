// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { SIDE_PANEL_TRANSITION_MS, SIDE_PANEL_WIDTH_PX, SidePanel } from "~/components/side-panel";

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change password
      </button>
      <SidePanel open={open} title="Password" onClose={() => setOpen(false)} dismissible={dismissible}>
        <label>
          New password <input type="password" />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Save
        </button>
      </SidePanel>
    </>
  );
}

function openPanel(dismissible = true) {
  const view = renderWithI18n(<Harness dismissible={dismissible} />);
  const trigger = screen.getByRole("button", { name: "Change password" });
  trigger.focus();
  fireEvent.click(trigger);
  return { ...view, trigger };
}

afterEach(() => {
  document.body.style.overflow = "";
});

test("UI-02 side panel is 400px wide with a 300 ms transition", () => {
  expect(SIDE_PANEL_WIDTH_PX).toBe(400);
  expect(SIDE_PANEL_TRANSITION_MS).toBe(300);
});

test("UI-02 opening locks page scrolling and closing restores the previous value", () => {
  document.body.style.overflow = "scroll";
  openPanel();
  expect(document.body.style.overflow).toBe("hidden");
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(document.body.style.overflow).toBe("scroll");
});

test("UI-02 focus moves into the panel and returns to the trigger on close", () => {
  const { trigger } = openPanel();
  const panel = screen.getByRole("dialog", { name: "Password" });
  expect(panel.getAttribute("aria-modal")).toBe("true");
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close panel" }));
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test("UI-02 Tab from the last element wraps to the first and Shift+Tab from the first wraps to the last", () => {
  openPanel();
  const close = screen.getByRole("button", { name: "Close panel" });
  const save = screen.getByRole("button", { name: "Save" });
  save.focus();
  fireEvent.keyDown(save, { key: "Tab" });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
  expect(document.activeElement).toBe(save);
  // In the middle the browser moves focus itself, so the trap leaves the event alone.
  const input = screen.getByLabelText("New password");
  input.focus();
  expect(fireEvent.keyDown(input, { key: "Tab" })).toBe(true);
});

test("UI-02 a backdrop click closes a dismissible panel", () => {
  const { container } = openPanel();
  fireEvent.click(container.querySelector(".kit-backdrop")!);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("UI-02 a non-dismissible panel stays open on Escape and backdrop click", () => {
  const { container, trigger } = openPanel(false);
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  fireEvent.click(container.querySelector(".kit-backdrop")!);
  expect(screen.getByRole("dialog")).not.toBeNull();
  expect(document.body.style.overflow).toBe("hidden");
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(document.activeElement).toBe(trigger);
});

test("UI-02 the server renders an open panel (e.g. ?panel=password) with close links", () => {
  const html = renderServerHtml(
    <SidePanel open title="Password" closeHref="/settings">
      <p>Form</p>
    </SidePanel>,
  );
  expect(html.querySelector("[role='dialog']")?.textContent).toContain("Form");
  const links = Array.from(html.querySelectorAll("a")).map((a) => a.getAttribute("href"));
  // The × link and the backdrop both lead back to the page without the panel.
  expect(links).toEqual(["/settings", "/settings"]);
  expect(html.querySelector("a[aria-label='Close panel']")).not.toBeNull();
});
