// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { expectConsoleError } from "../../support/console";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { NOTIFICATION_TIMEOUT_MS, NotificationsProvider, useNotify, type NotificationInput } from "~/components/notifications";

function Sender({ notifications }: { notifications: NotificationInput[] }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notifications.forEach(notify)}>
      Send
    </button>
  );
}

const three: NotificationInput[] = [
  { title: "Saved", message: "Bid saved", tone: "success" },
  { message: "Market opens at 10:00", tone: "info" },
  { title: "Failed", message: "Upload failed", tone: "error" },
];

function shown() {
  return Array.from(document.querySelectorAll(".kit-notification__message")).map((el) => el.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

test("UI-06 one notification at a time: the queue advances in order on dismiss", () => {
  renderWithI18n(
    <NotificationsProvider>
      <Sender notifications={three} />
    </NotificationsProvider>,
  );
  expect(shown()).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(shown()).toEqual(["Bid saved"]);
  expect(screen.getByRole("status").textContent).toContain("Saved");
  fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
  expect(shown()).toEqual(["Market opens at 10:00"]);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
  expect(shown()).toEqual(["Upload failed"]);
  expect(screen.getByRole("alert").getAttribute("aria-live")).toBe("assertive");
  fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
  expect(shown()).toEqual([]);
});

test("UI-06 each notification times out after 6 s and the next one follows", () => {
  vi.useFakeTimers();
  renderWithI18n(
    <NotificationsProvider>
      <Sender notifications={three.slice(0, 2)} />
    </NotificationsProvider>,
  );
  expect(NOTIFICATION_TIMEOUT_MS).toBe(6000);
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  act(() => vi.advanceTimersByTime(5999));
  expect(shown()).toEqual(["Bid saved"]);
  act(() => vi.advanceTimersByTime(1));
  expect(shown()).toEqual(["Market opens at 10:00"]);
  act(() => vi.advanceTimersByTime(6000));
  expect(shown()).toEqual([]);
});

test("UI-06 hovering pauses the timeout so the message can be read", () => {
  vi.useFakeTimers();
  renderWithI18n(<NotificationsProvider initial={[{ message: "Hello" }]} />);
  const note = screen.getByRole("status");
  fireEvent.mouseEnter(note);
  act(() => vi.advanceTimersByTime(10_000));
  expect(shown()).toEqual(["Hello"]);
  fireEvent.mouseLeave(note);
  act(() => vi.advanceTimersByTime(6000));
  expect(shown()).toEqual([]);
});

test("UI-06 the server renders the initial flash message as a status region without a dead close button", () => {
  const html = renderServerHtml(<NotificationsProvider initial={[{ title: "Welcome", message: "Signed in", tone: "success" }]} />);
  const region = html.querySelector("[role='status']")!;
  expect(region.getAttribute("aria-live")).toBe("polite");
  expect(region.textContent).toBe("WelcomeSigned in");
  expect(html.querySelector("button")).toBeNull();
  expect(html.querySelector(".kit-notifications")).not.toBeNull();
});

test("UI-06 useNotify outside the provider is a programming error", () => {
  expectConsoleError();
  expect(() => renderWithI18n(<Sender notifications={[]} />)).toThrow("useNotify must be used inside NotificationsProvider");
});
