// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { renderWithI18n } from "../../support/render";
import { SubmitControl } from "~/components/submit-control";
import { formatConfirmedDate, submitControlState } from "~/components/submit-state";

test("UI-09 submitControlState: disabled unless allowed and while submitting, submitted or updating", () => {
  expect(submitControlState({ allowed: true })).toEqual({ disabled: false, label: "submit" });
  expect(submitControlState({ allowed: false })).toEqual({ disabled: true, label: "submit" });
  expect(submitControlState({ allowed: true, submitting: true })).toEqual({ disabled: true, label: "submitting" });
  expect(submitControlState({ allowed: true, submitted: true })).toEqual({ disabled: true, label: "submitted" });
  expect(submitControlState({ allowed: true, updating: true })).toEqual({ disabled: true, label: "submitting" });
  expect(submitControlState({ allowed: true, submitted: true, submitting: true })).toEqual({ disabled: true, label: "submitting" });
});

test("UI-09 the button shows Submit, Submitting and Submitted with matching disabled states", () => {
  const { rerender } = renderWithI18n(<SubmitControl allowed />);
  const button = () => screen.getByRole("button") as HTMLButtonElement;
  expect([button().textContent, button().disabled, button().type]).toEqual(["Submit", false, "submit"]);
  rerender(<SubmitControl allowed={false} />);
  expect([button().textContent, button().disabled]).toEqual(["Submit", true]);
  rerender(<SubmitControl allowed submitting />);
  expect([button().textContent, button().disabled, button().getAttribute("aria-busy")]).toEqual(["Submitting", true, "true"]);
  rerender(<SubmitControl allowed submitted />);
  expect([button().textContent, button().disabled]).toEqual(["Submitted", true]);
  rerender(<SubmitControl allowed updating />);
  expect(button().disabled).toBe(true);
});

test("UI-09 after confirmation it says 'confirmed on 12 March 2026 by Ada Lovelace'", () => {
  const { rerender } = renderWithI18n(<SubmitControl allowed submitted confirmedOn="2026-03-12T10:00:00Z" confirmedBy="Ada Lovelace" />);
  expect(screen.getByText("confirmed on 12 March 2026 by Ada Lovelace")).not.toBeNull();
  rerender(<SubmitControl allowed submitted confirmedOn={new Date("2026-03-12T10:00:00Z")} />);
  expect(screen.getByText("confirmed on 12 March 2026")).not.toBeNull();
});

test("UI-09 the date is a long date in the page language", () => {
  expect(formatConfirmedDate("2026-03-12", "en-GB")).toBe("12 March 2026");
  expect(formatConfirmedDate("2026-03-12", "it-IT")).toBe("12 marzo 2026");
  expect(formatConfirmedDate("2026-03-12", "pt-PT")).toBe("12 de março de 2026");
  renderWithI18n(<SubmitControl allowed submitted confirmedOn="2026-03-12" confirmedBy="Ada" />, { lng: "it-IT" });
  expect(screen.getByText("confermato il 12 marzo 2026 da Ada")).not.toBeNull();
});
