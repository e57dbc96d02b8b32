// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { renderWithI18n } from "../../support/render";
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS, LoadingBar } from "~/components/loading-bar";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("LOAD-01 the loading bar lasts 5 s and waits for a 200 ms throttle", () => {
  expect(LOADING_BAR_DURATION_MS).toBe(5000);
  expect(LOADING_BAR_THROTTLE_MS).toBe(200);
});

test("LOAD-01 the loading bar is not visible before 200 ms of navigation and is after", () => {
  renderWithI18n(<LoadingBar active />);
  expect(screen.queryByRole("progressbar")).toBeNull();
  act(() => vi.advanceTimersByTime(199));
  expect(screen.queryByRole("progressbar")).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole("progressbar", { name: "Loading page" })).not.toBeNull();
});

test("LOAD-01 a navigation shorter than the throttle never shows the bar, and the bar hides when idle", () => {
  const { rerender } = renderWithI18n(<LoadingBar active />);
  act(() => vi.advanceTimersByTime(150));
  rerender(<LoadingBar active={false} />);
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.queryByRole("progressbar")).toBeNull();

  rerender(<LoadingBar active />);
  act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
  expect(screen.queryByRole("progressbar")).not.toBeNull();
  rerender(<LoadingBar active={false} />);
  expect(screen.queryByRole("progressbar")).toBeNull();
});
