// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { PROGRESS_BARS, PROGRESS_STEP_MS, ProgressIndicator } from "~/components/progress-indicator";

test("UI-10 progress indicator has five bars stepping every 100 ms", () => {
  expect(PROGRESS_BARS).toBe(5);
  expect(PROGRESS_STEP_MS).toBe(100);
  const { container } = renderWithI18n(<ProgressIndicator />);
  expect(container.querySelectorAll(".kit-progress__bar")).toHaveLength(5);
});

test("UI-10 it is an indeterminate progressbar with an accessible label", () => {
  renderWithI18n(<ProgressIndicator label="Loading meters" />);
  const indicator = screen.getByRole("progressbar", { name: "Loading meters" });
  expect(indicator.hasAttribute("aria-valuenow")).toBe(false);
  const pt = renderServerHtml(<ProgressIndicator />, "pt-PT");
  expect(pt.querySelector("[role='progressbar']")?.getAttribute("aria-label")).toBe("A carregar");
});
