import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

type Closing = {
  /** The link or button that opens the dialog; it is pressed with the keyboard. */
  opener: Locator;
  dialog: Locator;
  /** Closes the open dialog: clicks its × or Cancel, or presses Escape. */
  close: (dialog: Locator) => Promise<void>;
  /** The address the page is left at. */
  url: RegExp;
  /** What shows once the dialog has drawn, when more than the dialog itself is awaited. */
  drawn?: Locator;
};

/**
 * Opens a dialog from its opener and closes it as `close` says, then checks it closed where it
 * stood: hidden, the page at `url`, focus back on the opener, and no full reload (a mark set on
 * `window` before opening survives; a reload would lose it).
 */
export async function closesInPlace(page: Page, { opener, dialog, close, url, drawn }: Closing) {
  await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(drawn ?? dialog).toBeVisible();
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(url);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
}

/** Clicks the dialog's link or button of that name (its × is "Close dialog"). */
export const clickIn = (name: string) => (dialog: Locator) => dialog.getByRole("link", { name }).click();
