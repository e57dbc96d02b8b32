// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { renderServerHtml, renderWithI18n } from "../../support/render";
import { DialogClose } from "~/components/close-control";
import { ConfirmModal, Modal } from "~/components/modal";

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Clear bids" onClose={() => setOpen(false)} dismissible={dismissible}>
        <button type="button">Inside</button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}

function openHarness(dismissible = true) {
  const view = renderWithI18n(<Harness dismissible={dismissible} />);
  const trigger = screen.getByRole("button", { name: "Open" });
  trigger.focus();
  fireEvent.click(trigger);
  return { ...view, trigger };
}

test("UI-01 modal is a labelled aria-modal dialog, moves focus inside and returns it on close", () => {
  const { trigger } = openHarness();
  const dialog = screen.getByRole("dialog", { name: "Clear bids" });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Close dialog" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test("UI-01 dismissible modal closes on Escape and on a backdrop click", () => {
  const { container, trigger } = openHarness();
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);

  fireEvent.click(trigger);
  fireEvent.click(container.querySelector(".kit-backdrop")!);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("UI-01 non-dismissible modal ignores Escape and backdrop clicks and has no × control", () => {
  const { container, trigger } = openHarness(false);
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  fireEvent.click(container.querySelector(".kit-backdrop")!);
  expect(screen.getByRole("dialog")).not.toBeNull();
  expect(screen.queryByRole("button", { name: "Close dialog" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Done" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test("UI-01 Tab wraps inside the modal", () => {
  openHarness();
  const done = screen.getByRole("button", { name: "Done" });
  const close = screen.getByRole("button", { name: "Close dialog" });
  done.focus();
  fireEvent.keyDown(done, { key: "Tab" });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
  expect(document.activeElement).toBe(done);
});

test("UI-01 a server-rendered open modal closes through a plain link", () => {
  const html = renderServerHtml(<Modal open title="Meter upload" closeHref="/meters" />);
  const dialog = html.querySelector("[role='dialog']")!;
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  const titleId = dialog.getAttribute("aria-labelledby")!;
  expect(Array.from(html.querySelectorAll("[id]")).find((el) => el.id === titleId)?.textContent).toBe("Meter upload");
  const close = html.querySelector("a[aria-label='Close dialog']");
  expect(close?.getAttribute("href")).toBe("/meters");
});

test("UI-01 with closeHref and onClose the link click is handled without navigating", () => {
  const onClose = vi.fn();
  renderWithI18n(<Modal open title="Details" closeHref="/back" onClose={onClose} />);
  const link = screen.getByRole("link", { name: "Close dialog" });
  const notPrevented = fireEvent.click(link);
  expect(notPrevented).toBe(false);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("UI-01 a Cancel inside a server-rendered modal is a plain link to the page under it", () => {
  const html = renderServerHtml(
    <Modal open title="Remove asset?" closeHref="/assets/a4">
      <form method="post">
        <DialogClose className="kit-button">Cancel</DialogClose>
      </form>
    </Modal>,
  );
  const cancel = Array.from(html.querySelectorAll("a")).find((link) => link.textContent === "Cancel");
  expect(cancel?.getAttribute("href")).toBe("/assets/a4");
});

function RouteModalHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <Modal
        open={open}
        title="Remove asset?"
        closeHref="/assets/a4"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <DialogClose>Cancel</DialogClose>
      </Modal>
    </>
  );
}

test("UI-01 a Cancel inside a modal closes it as the × does: its handler instead of the link, and focus back on the opener", () => {
  const onClose = vi.fn();
  renderWithI18n(<RouteModalHarness onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Remove" });
  opener.focus();
  fireEvent.click(opener);
  const cancel = screen.getByRole("link", { name: "Cancel" });
  expect(cancel.getAttribute("href")).toBe("/assets/a4");
  cancel.focus();
  expect(fireEvent.click(cancel)).toBe(false);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test("UI-01 ConfirmModal confirms with a form post carrying hidden fields and has no × or backdrop close", () => {
  const onCancel = vi.fn();
  const { container } = renderWithI18n(
    <ConfirmModal
      open
      title="Clear all bids?"
      body="This cannot be undone."
      method="post"
      action="/bids/clear"
      hiddenFields={{ intent: "clear", marketId: "m-1" }}
      onCancel={onCancel}
    />,
  );
  const confirm = screen.getByRole("button", { name: "Confirm" });
  expect(confirm.getAttribute("type")).toBe("submit");
  const form = confirm.closest("form")!;
  expect(form.getAttribute("method")).toBe("post");
  expect(form.getAttribute("action")).toBe("/bids/clear");
  expect(Object.fromEntries(new FormData(form))).toEqual({ intent: "clear", marketId: "m-1" });
  expect(screen.getByText("This cannot be undone.")).not.toBeNull();

  fireEvent.click(container.querySelector(".kit-backdrop")!);
  expect(screen.queryByRole("button", { name: "Close dialog" })).toBeNull();
  expect(onCancel).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

function ConfirmHarness({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deactivate
      </button>
      <ConfirmModal
        open={open}
        title="Deactivate member?"
        body="They can no longer sign in."
        cancelHref="/settings/team"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        method="post"
      />
    </>
  );
}

test("UI-01 Escape in a ConfirmModal acts as its Cancel: its handler instead of the link, and focus back on the opener", () => {
  const onCancel = vi.fn();
  renderWithI18n(<ConfirmHarness onCancel={onCancel} />);
  const opener = screen.getByRole("button", { name: "Deactivate" });
  opener.focus();
  fireEvent.click(opener);
  expect(screen.queryByRole("link", { name: "Close dialog" })).toBeNull();
  expect(fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })).toBe(true);
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test("UI-01 Escape in a ConfirmModal whose Cancel is only a link follows that link", () => {
  renderWithI18n(<ConfirmModal open title="Delete?" body="Sure?" cancelHref="/list" onConfirm={() => {}} />);
  const cancel = screen.getByRole("link", { name: "Cancel" });
  const followed = vi.fn((event: Event) => event.preventDefault());
  cancel.addEventListener("click", followed);
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  expect(followed).toHaveBeenCalledTimes(1);
});

test("UI-01 ConfirmModal cancel is a link when cancelHref is given", () => {
  renderWithI18n(<ConfirmModal open title="Delete?" body="Sure?" cancelHref="/list" onConfirm={() => {}} />);
  expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/list");
  expect(screen.getByRole("button", { name: "Confirm" }).getAttribute("type")).toBe("button");
});
