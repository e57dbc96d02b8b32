// @vitest-environment jsdom
import { geoContains } from "d3-geo";
import { describe, expect, test } from "vitest";
import { drawBoundaries, isClockwise, parseLandView, rewindForD3 } from "~/components/map/boundaries-geometry";
import { BoundariesSvg } from "~/components/map/boundaries-svg";
import { land } from "~/components/map/land.server";
import { DEFAULT_COMPETITION_COLOUR } from "~/domain/map/colours";
import type { Boundary } from "~/upstream/schemas/market";
import { square } from "./fixtures";
import { serverHtml } from "./render-map";

const competitions = [
  { id: 11, name: "Bristol flex", colour: "#AA3300", boundary: square(-2.8, 51.3, 0.4) },
  { id: 12, name: "Leeds & Bradford", colour: "not-a-colour", boundary: square(-1.9, 53.6, 0.5) },
  { id: 13, name: "No outline", colour: "#00ff00", boundary: { type: "Polygon", coordinates: [] } as Boundary },
];

/** The numbers of an SVG path: its x and y extent. */
function extent(d: string) {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe("server-drawn competition boundaries", () => {
  test("MAP-01 each competition is a linked outline with its name as title, keeping the page's other parameters", () => {
    const drawing = drawBoundaries(competitions, { width: 400, height: 300 });
    const host = serverHtml(<BoundariesSvg drawing={drawing} query="voltage=11&tag=Untagged&competition=99" />);
    const links = [...host.querySelectorAll("svg a")];
    expect(links.map((link) => link.querySelector("title")?.textContent)).toEqual(["Bristol flex", "Leeds & Bradford"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["?voltage=11&tag=Untagged&competition=11", "?voltage=11&tag=Untagged&competition=12"]);
    expect(links.every((link) => link.querySelector("path")?.getAttribute("d")?.startsWith("M"))).toBe(true);
    expect(host.querySelector("svg")?.getAttribute("aria-label")).toBe("Competition areas");
    expect(host.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 400 300");
  });

  test("MAP-01 outlines take their operator's colour, a malformed colour the default", () => {
    const drawing = drawBoundaries(competitions, { width: 400, height: 300 });
    expect(drawing.boundaries.map((boundary) => boundary.colour)).toEqual(["#aa3300", DEFAULT_COMPETITION_COLOUR]);
    const host = serverHtml(<BoundariesSvg drawing={drawing} />);
    expect([...host.querySelectorAll(".boundaries-svg__area")].map((path) => path.getAttribute("fill"))).toEqual(["#aa3300", DEFAULT_COMPETITION_COLOUR]);
  });

  test("MAP-04 without JavaScript the picture closes in on the active competition: its outline whole, with a margin, and the others still around it", () => {
    const drawing = drawBoundaries(competitions, { width: 400, height: 300 });
    const host = serverHtml(<BoundariesSvg drawing={drawing} activeCompetitionId={12} />);
    const [x, y, width, height] = host.querySelector("svg")!.getAttribute("viewBox")!.split(" ").map(Number);
    const outline = extent(host.querySelector('path[data-competition-id="12"]')!.getAttribute("d")!);
    expect(width).toBeLessThan(400);
    expect(height).toBeLessThan(300);
    expect(x).toBeLessThan(outline.minX);
    expect(y).toBeLessThan(outline.minY);
    expect(x + width).toBeGreaterThan(outline.maxX);
    expect(y + height).toBeGreaterThan(outline.maxY);
  });

  test("MAP-04 the active competition is highlighted, marked current and drawn last", () => {
    const drawing = drawBoundaries(competitions, { width: 400, height: 300 });
    const host = serverHtml(<BoundariesSvg drawing={drawing} activeCompetitionId={11} />);
    const areas = [...host.querySelectorAll(".boundaries-svg__area")];
    expect(areas.map((area) => area.getAttribute("data-competition-id"))).toEqual(["12", "11"]);
    expect(areas[1].classList.contains("boundaries-svg__area--active")).toBe(true);
    expect(areas[0].classList.contains("boundaries-svg__area--active")).toBe(false);
    expect(Number(areas[1].getAttribute("stroke-width"))).toBeGreaterThan(Number(areas[0].getAttribute("stroke-width")));
    expect(host.querySelector('a[aria-current="true"] title')?.textContent).toBe("Bristol flex (selected)");
  });

  test("MAP-04 MAP-08 the drawing is fitted to the drawable competitions; one without coordinates is left out, not an error", () => {
    const drawing = drawBoundaries(competitions, { width: 400, height: 300, margin: 20 });
    const all = drawing.boundaries.map((boundary) => extent(boundary.d));
    const minX = Math.min(...all.map((box) => box.minX));
    const maxX = Math.max(...all.map((box) => box.maxX));
    const minY = Math.min(...all.map((box) => box.minY));
    const maxY = Math.max(...all.map((box) => box.maxY));
    // Fitted: one axis spans the picture less the margins, both stay inside it.
    expect(Math.max(maxX - minX - 360, maxY - minY - 260)).toBeCloseTo(0, 0);
    expect(minX).toBeGreaterThanOrEqual(19.9);
    expect(minY).toBeGreaterThanOrEqual(19.9);
    expect(maxX).toBeLessThanOrEqual(380.1);
    expect(maxY).toBeLessThanOrEqual(280.1);
    // The land is drawn for the same view: its picture's address names the fitted extent and size.
    expect(parseLandView(new URL(drawing.landHref, "http://app.test").searchParams)).toMatchObject({ width: 400, height: 300, margin: 20 });
  });

  test("MAP-01 outlines are rewound for d3 whichever way the upstream winds them", () => {
    const anticlockwise = square(0, 0, 1) as { type: "Polygon"; coordinates: [number, number][][] };
    expect(isClockwise(anticlockwise.coordinates[0])).toBe(false);
    const rewound = rewindForD3(anticlockwise);
    expect(isClockwise((rewound.coordinates as number[][][])[0])).toBe(true);
    const clockwise: Boundary = { type: "Polygon", coordinates: [[...anticlockwise.coordinates[0]].reverse()] };
    const one = drawBoundaries([{ id: 1, boundary: anticlockwise }], { width: 200, height: 200 });
    const other = drawBoundaries([{ id: 1, boundary: clockwise }], { width: 200, height: 200 });
    expect(extent(one.boundaries[0].d)).toEqual(extent(other.boundaries[0].d));
    // A wrongly wound square would cover the whole picture; this one stays inside the margins.
    expect(extent(one.boundaries[0].d).minX).toBeGreaterThan(10);
  });

  test("MAP-01 the built-in land is Natural Earth land: Birmingham is on it, the Atlantic is not", () => {
    const world = land();
    expect(world.type).toBe("FeatureCollection");
    expect(world.features.length).toBeGreaterThan(0);
    expect(geoContains(world, [-1.9, 52.48])).toBe(true);
    expect(geoContains(world, [-20, 48])).toBe(false);
  });
});
