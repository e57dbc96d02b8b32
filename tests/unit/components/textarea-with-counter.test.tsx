// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { remainingCharacters, TEXTAREA_MAX_CHARACTERS, TEXTAREA_ROWS } from "~/components/counter";
import { TextareaWithCounter } from "~/components/textarea-with-counter";

test("UI-04 remainingCharacters counts down from the maximum and never goes below 0", () => {
  expect(remainingCharacters("", 500)).toBe(500);
  expect(remainingCharacters("hello", 10)).toBe(5);
  expect(remainingCharacters("x".repeat(10), 10)).toBe(0);
  expect(remainingCharacters("x".repeat(12), 10)).toBe(0);
  expect(remainingCharacters(undefined)).toBe(TEXTAREA_MAX_CHARACTERS);
});

test("UI-04 defaults are 500 characters and 4 rows, with the counter linked by aria-describedby", () => {
  renderWithI18n(<TextareaWithCounter name="notes" label="Notes" />);
  const textarea = screen.getByLabelText("Notes");
  expect(TEXTAREA_MAX_CHARACTERS).toBe(500);
  expect(textarea.getAttribute("rows")).toBe(String(TEXTAREA_ROWS));
  expect(textarea.getAttribute("rows")).toBe("4");
  expect(textarea.getAttribute("maxlength")).toBe("500");
  const counter = document.getElementById(textarea.getAttribute("aria-describedby")!)!;
  expect(counter.textContent).toBe("You have 500 character(s) remaining");
});

test("UI-04 the counter updates live while typing", () => {
  renderWithI18n(<TextareaWithCounter name="notes" label="Notes" maxLength={20} defaultValue="abc" />);
  expect(screen.getByText("You have 17 character(s) remaining")).not.toBeNull();
  fireEvent.change(screen.getByLabelText("Notes"), { target: { value: "abcdefghij" } });
  expect(screen.getByText("You have 10 character(s) remaining")).not.toBeNull();
});

test("UI-04 counter says 'You have 0 character(s) remaining' and never goes below 0", () => {
  renderWithI18n(<TextareaWithCounter name="notes" label="Notes" maxLength={5} defaultValue="far too long" />);
  expect(screen.getByText("You have 0 character(s) remaining")).not.toBeNull();
});

test("UI-04 the error is shown next to the field and the textarea is marked invalid", () => {
  renderWithI18n(<TextareaWithCounter id="notes" name="notes" label="Notes" error="Enter notes" hint="Optional context" />);
  const textarea = screen.getByLabelText("Notes");
  expect(textarea.getAttribute("aria-invalid")).toBe("true");
  expect(textarea.getAttribute("aria-describedby")).toBe("notes-hint notes-error notes-counter");
  expect(document.getElementById("notes-error")?.textContent).toBe("Error: Enter notes");
});

test("UI-04 the server renders the default value and its counter for a plain form post", () => {
  const html = renderServerHtml(<TextareaWithCounter name="notes" label="Notes" defaultValue="hello" />);
  const textarea = html.querySelector("textarea")!;
  expect(textarea.getAttribute("name")).toBe("notes");
  expect(textarea.textContent).toBe("hello");
  expect(html.textContent).toContain("You have 495 character(s) remaining");
});

test("UI-04 the counter is translated with plurals in Italian and Portuguese", () => {
  const it = renderServerHtml(<TextareaWithCounter name="n" label="Note" maxLength={2} defaultValue="a" />, "it-IT");
  expect(it.textContent).toContain("Hai 1 carattere rimanente");
  const pt = renderServerHtml(<TextareaWithCounter name="n" label="Notas" maxLength={2} />, "pt-PT");
  expect(pt.textContent).toContain("Tem 2 caracteres restantes");
});
