import { describe, expect, test } from "vitest";
import { drawBoundaries, parseLandView } from "~/components/map/boundaries-geometry";
import { viewBoxFor } from "~/components/map/boundaries-svg";
import { parsePictureBox, pictureZoom, pinsPicture } from "~/components/map/pins-picture.server";
import { CLUSTER_RADIUS_EXPRESSION, PIN_RADIUS, clusterRadius } from "~/domain/map/clusters";
import { CLUSTER_COLOURS, PIN_COLOURS } from "~/domain/map/colours";
import { pinIndex } from "~/domain/map/pin-clusters.server";
import { pinFeature, type MapPin } from "~/domain/map/pins";
import { square } from "./fixtures";

/** Pins spread over England and Wales; every third one unqualified. */
const pins = (count: number): MapPin[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    location: [-4 + ((index * 37) % 500) / 100, 50.5 + ((index * 53) % 400) / 100] as [number, number],
    qualified: index % 3 !== 0,
    eligibility_status: index % 3 !== 0 ? "qualified" : "ineligible",
  }));

const drawing = drawBoundaries([
  { id: 1, name: "Wide", boundary: square(-6, 50, 8) },
  { id: 2, name: "Small", boundary: square(-1.6, 53.3, 0.3) },
]);
const view = parseLandView(new URLSearchParams(drawing.landHref.split("?")[1]))!;
const whole = parsePictureBox(viewBoxFor(drawing), view)!;
const close = parsePictureBox(viewBoxFor(drawing, drawing.boundaries[1]), view)!;

/** What a picture draws: each cluster's count, and how many single pins. */
function drawn(svg: string) {
  const counts = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map(([, count]) => Number(count));
  const circles = [...svg.matchAll(/<circle [^>]*r="([\d.]+)" fill="(#[0-9a-f]+)"/g)].map(([, r, fill]) => ({ r: Number(r), fill }));
  return { counts, circles, singles: circles.length - counts.length, total: counts.reduce((sum, count) => sum + count, 0) + circles.length - counts.length };
}

describe("asset pins drawn on the server", () => {
  test("MAP-03 MAP-01 without JavaScript the whole map draws every pin once, in clusters with their counts and the map's colours", () => {
    const all = pins(600);
    const svg = pinsPicture(pinIndex(all.map((pin) => pinFeature(pin, { showIdentity: false }))), view, whole);
    const picture = drawn(svg);
    expect(picture.total).toBe(all.length);
    expect(picture.counts.length).toBeGreaterThan(0);
    expect(picture.counts.length).toBeLessThan(60);
    const colours = new Set<string>([...Object.values(CLUSTER_COLOURS), ...Object.values(PIN_COLOURS)]);
    for (const circle of picture.circles) expect(colours.has(circle.fill)).toBe(true);
    expect(svg).toContain(`viewBox="${whole.x} ${whole.y} ${whole.width} ${whole.height}"`);
  });

  test("MAP-03 MAP-04 closer in, as on the map, clusters split, and pins keep their size on screen", () => {
    const all = pins(600);
    const index = pinIndex(all.map((pin) => pinFeature(pin, { showIdentity: false })));
    expect(pictureZoom(view, close)).toBeGreaterThan(pictureZoom(view, whole));
    const far = drawn(pinsPicture(index, view, whole));
    const near = drawn(pinsPicture(index, view, close));
    // Fewer pins in a cluster each, drawn smaller in the picture's units by as much as the view is magnified.
    expect(Math.max(...near.counts, 1)).toBeLessThan(Math.max(...far.counts));
    const magnified = Math.min(view.width / close.width, view.height / close.height);
    const single = near.circles.find((circle) => circle.r < clusterRadius(2) / magnified);
    expect(single?.r).toBeCloseTo(PIN_RADIUS / magnified, 0);
  });

  test("MAP-03 a view box off the picture, or not four numbers, is refused; the cluster sizes are the map's", () => {
    expect(parsePictureBox("0 0 640", view)).toBeNull();
    expect(parsePictureBox("0 0 0 480", view)).toBeNull();
    expect(parsePictureBox("0 0 6400 480", view)).toBeNull();
    expect(parsePictureBox("5000 0 100 100", view)).toBeNull();
    expect(parsePictureBox("0 0 NaN 480", view)).toBeNull();
    expect(parsePictureBox("-10.5 20 320 240", view)).toEqual({ x: -10.5, y: 20, width: 320, height: 240 });
    expect(CLUSTER_RADIUS_EXPRESSION).toEqual(["step", ["get", "point_count"], 16, 50, 20, 500, 25, 5000, 30]);
    expect([2, 49, 50, 499, 500, 4999, 5000, 90000].map(clusterRadius)).toEqual([16, 16, 20, 20, 25, 25, 30, 30]);
  });
});
