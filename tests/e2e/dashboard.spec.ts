import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type MapHandle = {
  queryRenderedFeatures: (options: { layers: string[] }) => { geometry: { coordinates: [number, number] } }[];
  project: (lngLat: [number, number]) => { x: number; y: number };
  getZoom: () => number;
  jumpTo: (options: { center: [number, number]; zoom?: number }) => void;
  isMoving: () => boolean;
};

async function mapReady(page: Page) {
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 60_000 });
}

/** Moves the map so the first rendered feature of a layer lies under the circle in the middle; false when there is none. */
async function centreOnFirst(page: Page, layer: string) {
  return page.evaluate((layerId) => {
    const map = (document.querySelector(".maplibregl-map") as unknown as { maplibre: MapHandle }).maplibre;
    const [feature] = map.queryRenderedFeatures({ layers: [layerId] });
    if (!feature) return false;
    map.jumpTo({ center: feature.geometry.coordinates });
    return true;
  }, layer);
}

/**
 * Where the first rendered feature of a layer is drawn, in canvas pixels; null while the map moves, as the point would not stay.
 * Only features well inside the canvas count: a tile at the edge renders features just outside the view, and the zoom and
 * attribution controls lie over the corners, so a click there would land on something else.
 */
async function firstFeature(page: Page, layer: string) {
  return page.evaluate((layerId) => {
    const map = (document.querySelector(".maplibregl-map") as unknown as { maplibre: MapHandle }).maplibre;
    if (map.isMoving()) return null;
    const { width, height } = (document.querySelector(".maplibregl-canvas") as HTMLCanvasElement).getBoundingClientRect();
    const clear = 60;
    const points = map.queryRenderedFeatures({ layers: [layerId] }).map((feature) => map.project(feature.geometry.coordinates));
    return points.find(({ x, y }) => x > clear && x < width - clear && y > clear && y < height - clear) ?? null;
  }, layer);
}

test.describe("dashboard map with JavaScript", () => {
  test.describe.configure({ timeout: 120_000 });

  test("MAP-03 MAP-02 pins are clustered with qualified and unqualified counts, and the legend names both", async ({ page, signIn }) => {
    await signIn("operator@example.com");
    const pinViews: string[] = [];
    const pinPictures: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/dashboard/assets") pinViews.push(request.url());
      if (pathname === "/dashboard/assets.svg") pinPictures.push(request.url());
    });
    await page.goto("/dashboard");
    await mapReady(page);
    // The view the map opens on was asked for once, while maplibre loaded: the server's clusters, one page.
    // The pins picture drawn for browsers without JavaScript is never loaded.
    expect(pinViews).toHaveLength(1);
    expect(pinPictures).toHaveLength(0);
    expect(new URL(pinViews[0]).searchParams.get("zoom")).toMatch(/^\d$/);
    const clusters = page.locator(".map-cluster");
    await expect(clusters.first()).toBeVisible();
    const styles = await clusters.evaluateAll((elements) => elements.map((element) => element.className));
    expect(styles.some((style) => /map-cluster--(mixed|qualified|unqualified)/.test(style))).toBe(true);
    await expect(page.locator(".map-cluster__count--qualified").first()).toHaveText(/^\d+$/);
    await expect(page.getByText("Qualified", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Unqualified", { exact: true }).first()).toBeVisible();
  });

  test("MAP-02 with katz_change_eligibility_copy the legend says eligible / qualified and ineligible / disqualified", async ({ page, signIn, sandbox }) => {
    await sandbox.setFeatures("provider@example.com", ["katz_change_eligibility_copy", "session_expiry_check"]);
    await signIn();
    await page.goto("/dashboard");
    await expect(page.getByText("Eligible / qualified").first()).toBeVisible();
    await expect(page.getByText("Ineligible / disqualified").first()).toBeVisible();
  });

  test("MAP-06 MAP-04 MAP-01 activating a competition fits its area, opens page 2, and a pin's popup shows the provider's ref and name", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard");
    await mapReady(page);
    const zoom = () => page.evaluate(() => (document.querySelector(".maplibregl-map") as unknown as { maplibre: MapHandle }).maplibre.getZoom());
    const wholeCountry = await zoom();
    await page.locator(".competition-list").getByRole("link", { name: "Leeds Sustain Peak" }).click();
    await expect(page).toHaveURL(/\/dashboard\?competition=1$/);
    await expect(page.locator('aside[data-page="2"]')).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leeds Sustain Peak" })).toBeVisible();
    // Fitted to the competition's area, then one step closer than the last clustered zoom.
    await expect.poll(zoom, { timeout: 20_000 }).toBeGreaterThan(wholeCountry + 2);
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(zoom, { timeout: 20_000 }).toBeGreaterThan(8);
    let point: { x: number; y: number } | null = null;
    await expect.poll(async () => (point = await firstFeature(page, "pins")), { timeout: 20_000 }).not.toBeNull();
    await page.locator(".maplibregl-canvas").click({ position: point! });
    const popup = page.locator(".map-popup");
    await expect(popup).toContainText("Ref");
    await expect(popup).toContainText("Name");
    await page.getByRole("link", { name: "Back to all competitions" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('aside[data-page="1"]')).toBeVisible();
  });

  test("MAP-01 MAP-03 the map works from the keyboard: Enter on a cluster opens it, on a pin shows its details, and Escape closes them", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard?competition=1");
    await mapReady(page);
    const zoom = () => page.evaluate(() => (document.querySelector(".maplibregl-map") as unknown as { maplibre: MapHandle }).maplibre.getZoom());
    const canvas = page.locator(".maplibregl-canvas");
    await expect(canvas).toHaveAttribute("tabindex", "0");
    const hint = await canvas.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${hint}"]`)).toContainText("Enter opens what is under the circle");

    await expect.poll(() => centreOnFirst(page, "pin-clusters"), { timeout: 20_000 }).toBe(true);
    const before = await zoom();
    await canvas.focus();
    await page.keyboard.press("Enter");
    await expect.poll(zoom, { timeout: 20_000 }).toBeGreaterThan(before);

    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => centreOnFirst(page, "pins"), { timeout: 20_000 }).toBe(true);
    await canvas.focus();
    await page.keyboard.press("Enter");
    const popup = page.locator(".map-popup");
    await expect(popup).toContainText("Ref");
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(canvas).toBeFocused();
  });

  test("MAP-05 filters change what is listed and drawn", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard");
    const items = page.locator(".competition-list__item");
    const before = await items.count();
    await page.getByText("Filters", { exact: true }).click();
    await page.locator(".map-filters").getByLabel("Day Ahead").check();
    await page.locator(".map-filters").getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/tag=Day\+Ahead/);
    await expect(items).toHaveCount(3);
    expect(before).toBeGreaterThan(3);
    await expect(page.locator(".map-filters").getByLabel("Day Ahead")).toBeChecked();
  });

  test("MAP-06 a removed competition says 'Competition removed' and the panel returns to the list after 1.5 s", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard?competition=41");
    await expect(page.locator(".kit-notifications")).toContainText("The competition has been removed, please refresh your browser.");
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(page.locator('aside[data-page="1"]')).toBeVisible();
  });

  test("MAP-09 the embedded map draws competitions without pins or navigation", async ({ page }) => {
    await page.goto("/embed/map?operator=northern-powergrid");
    await mapReady(page);
    await expect(page.locator(".map-cluster")).toHaveCount(0);
    await expect(page.locator(".competition-list__item").first()).toBeVisible();
    await expect(page.locator("nav.side-nav")).toHaveCount(0);
  });
});

test.describe("dashboard map without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("MAP-01 MAP-03 the pins picture lies exactly over the drawn outlines, loaded, and clicks on an outline still open its competition", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard");
    const outlines = page.locator("svg.boundaries-svg");
    const pins = page.locator("img.boundaries-svg__pins");
    await expect(pins).toBeVisible();
    expect(await pins.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await pins.boundingBox()).toEqual(await outlines.boundingBox());
    // The picture lets clicks through: at the middle of some outline, the element under the pointer is that outline's link.
    const hit = await page.evaluate(() => {
      for (const link of document.querySelectorAll("svg.boundaries-svg a")) {
        const { x, y, width, height } = link.getBoundingClientRect();
        const middle = { x: x + width / 2, y: y + height / 2 };
        if (document.elementFromPoint(middle.x, middle.y)?.closest("a") === link) return { ...middle, href: link.getAttribute("href")! };
      }
      return null;
    });
    expect(hit).not.toBeNull();
    await page.mouse.click(hit!.x, hit!.y);
    await expect(page).toHaveURL(new RegExp(`competition=${new URLSearchParams(hit!.href.slice(1)).get("competition")}$`));
    await expect(pins).toBeVisible();
  });
});
