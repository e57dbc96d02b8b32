import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";

/** WCAG 2.2 level AA, as axe tags it (each level's own tag: 2.2 adds target-size). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's violations on the page as it is, one line per rule with the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const LOCALES = new URL("../../locales/en-GB/", import.meta.url);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leafKeys(value: unknown, prefix: string, out: string[]) {
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) leafKeys(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.push(prefix.replace(PLURAL, ""));
  }
}

/** Every key of every namespace, bare (`home.open`) and with its namespace (`pages:home.open`). */
const KNOWN_KEYS = new Set<string>();
const NAMESPACES = new Set<string>();
const TOP_LEVEL = new Set<string>();
for (const file of readdirSync(LOCALES).filter((name) => name.endsWith(".json"))) {
  const namespace = file.replace(/\.json$/, "");
  const resources = JSON.parse(readFileSync(new URL(file, LOCALES), "utf8")) as Record<string, unknown>;
  NAMESPACES.add(namespace);
  for (const key of Object.keys(resources)) TOP_LEVEL.add(key);
  const keys: string[] = [];
  leafKeys(resources, "", keys);
  for (const key of keys) {
    KNOWN_KEYS.add(`${namespace}:${key}`);
    if (key.includes(".")) KNOWN_KEYS.add(key);
  }
}

const SEGMENT = /^[a-z][a-zA-Z0-9_]*$/;
const NOT_KEYS = /\.(com|org|net|example|uk|it|pt|io|csv|xlsx|xls|json|svg|png|pdf|ics|txt)$/;

/**
 * Whether a word of the page is a translation key shown instead of its text: a key of the
 * locale files, a `namespace:` key, or a dotted camel-case path under a top-level key.
 */
export function looksLikeKey(word: string): boolean {
  if (KNOWN_KEYS.has(word)) return true;
  const colon = word.indexOf(":");
  if (colon > 0 && NAMESPACES.has(word.slice(0, colon))) return true;
  const segments = word.split(".");
  return segments.length >= 2 && TOP_LEVEL.has(segments[0]) && segments.every((segment) => SEGMENT.test(segment)) && !NOT_KEYS.test(word);
}

/** The words of the visible text and of the texts given to assistive technology that look like keys. */
export async function translationKeysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")).flatMap((element) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
  // E-mail addresses (new.member@example.com) are data, not keys.
  const words = texts.replace(/[\w.+-]+@[\w.-]+/g, " ").match(/[A-Za-z][\w:.-]*\w/g) ?? [];
  return [...new Set(words.filter(looksLikeKey))];
}

/** The page's width beyond the screen's, in CSS px (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page, viewportWidth: number): Promise<number> {
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  return Math.max(0, width - viewportWidth);
}

/**
 * Controls that lie partly outside the screen's width. A control inside a box that scrolls
 * sideways (a wide table) counts as in view when that box is.
 */
export async function controlsOffScreen(page: Page, viewportWidth: number, within = "body"): Promise<string[]> {
  return page.evaluate(
    ({ viewportWidth, within }) => {
      const CONTROLS = "a[href], button, input:not([type='hidden']), select, textarea, summary, [tabindex]:not([tabindex='-1'])";
      const scrollBox = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) return parent;
        }
        return null;
      };
      const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
      const out: string[] = [];
      for (const root of Array.from(document.querySelectorAll(within))) {
        for (const control of Array.from(root.querySelectorAll(CONTROLS))) {
          if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
          const measured = scrollBox(control) ?? control;
          const box = measured.getBoundingClientRect();
          // Visually hidden controls (1 px, clipped) are for screen readers only.
          if (box.width <= 1 || box.height <= 1) continue;
          if (box.left < -1 || box.right > viewportWidth + 1) out.push(`${describe(control)} ${Math.round(box.left)}–${Math.round(box.right)}`);
        }
      }
      return out;
    },
    { viewportWidth, within },
  );
}

export type ChartDrawn = { label: string | null; tabIndex: number | null; labels: number; fontPx: number; textHeightPx: number; scrolls: boolean };

/**
 * Each chart of the page (an SVG image) as the screen draws it: how many text labels it has,
 * the smallest of them in CSS px (font size times the SVG's scale, and the height of its box),
 * and the box it sits in when that box scrolls sideways (its label and tab index for keyboard users).
 */
export async function chartsDrawn(page: Page): Promise<ChartDrawn[]> {
  return page.locator("main svg[role='img']").evaluateAll((charts) =>
    charts
      .map((svg) => ({ svg, texts: Array.from(svg.querySelectorAll("text")).filter((text) => text.textContent?.trim()) }))
      .filter(({ texts }) => texts.length > 0)
      .map(({ svg, texts }) => {
        const scale = (svg as SVGSVGElement).getScreenCTM()?.a ?? 1;
        const box = svg.closest("[role='region']") as HTMLElement | null;
        return {
          label: box?.getAttribute("aria-label") ?? null,
          tabIndex: box ? box.tabIndex : null,
          labels: texts.length,
          fontPx: Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale)),
          textHeightPx: Math.min(...texts.map((text) => text.getBoundingClientRect().height)),
          scrolls: box ? box.scrollWidth > box.clientWidth : false,
        };
      }),
  );
}
