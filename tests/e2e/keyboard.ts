import { expect, type Locator, type Page } from "@playwright/test";

type FocusReport = { element: string; problems: string[] };

/**
 * What the focused element looks like: a problem is no focus at all (on the page body), no
 * outline of at least 2 px, an outline under 3:1 against what is behind it, or an element
 * off screen or covered by something else (a sticky bar, the cookie banner).
 */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return { element: "body", problems: ["nothing has focus"] };
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
    const problems: string[] = [];
    const style = getComputedStyle(element);
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? ["0", "0", "0", "0"]).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = [255, 255, 255];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const colour = rgb(getComputedStyle(parent).backgroundColor);
      if (colour.length < 4 || colour[3] > 0) {
        background = colour;
        break;
      }
    }
    const [lighter, darker] = [luminance(rgb(style.outlineColor)), luminance(background)].sort((a, b) => b - a);
    const contrast = (lighter + 0.05) / (darker + 0.05);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2) problems.push(`outline ${style.outlineStyle} ${style.outlineWidth}`);
    else if (contrast < 3) problems.push(`outline contrast ${contrast.toFixed(2)}:1`);
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) problems.push("off screen");
    else {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 10), 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const labels = Array.from((element as HTMLInputElement).labels ?? []);
      if (hit && !element.contains(hit) && !hit.contains(element) && !labels.some((item) => item.contains(hit))) problems.push("covered");
    }
    return { element: label, problems };
  });
}

/** Asserts that whatever has focus shows it clearly, once the page has settled (a key may start a navigation). */
export async function expectVisibleFocus(page: Page, after: string) {
  await expect
    .poll(
      async () => {
        const report = await focusReport(page).catch(() => ({ element: "a page being replaced", problems: ["navigating"] }));
        return report.problems.map((problem) => `${report.element}: ${problem}`);
      },
      { message: `focus after ${after}` },
    )
    .toEqual([]);
}

/**
 * Presses a key, then asserts that whatever has focus shows it clearly. A key that loads a
 * new document (a plain link) starts focus afresh at its top, so it is checked from the next key on.
 */
export async function press(page: Page, key: string, { loadsDocument = false } = {}) {
  await page.keyboard.press(key);
  if (loadsDocument) await page.waitForLoadState("load");
  else await expectVisibleFocus(page, key);
}

/** Tabs (forwards, or backwards with Shift) until the target has focus, checking the focus at every stop. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let step = 0; step < max; step++) {
    await press(page, backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** Types into the focused field, key by key. */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
  await expectVisibleFocus(page, `typing ${text}`);
}
