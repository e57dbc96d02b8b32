import { describe, expect, test, vi } from "vitest";
import { pinIndex, pinsInView, pinsVersion, viewerPinIndex } from "~/domain/map/pin-clusters.server";
import { PIN_VIEW_MAX_ZOOM, paddedBbox, parsePinView, pinViewQuery, viewCovers, type ClusterProperties } from "~/domain/map/pin-view";
import { PIN_CHUNK, pinFeature, type MapPin, type PinProperties } from "~/domain/map/pins";
import type { BBox } from "~/domain/map/bounds";

const WORLD: BBox = [-180, -85, 180, 85];

/** Pins on a grid over England and Wales; every third one unqualified. */
function pins(count: number, offset = 0): MapPin[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    location: [-4 + ((index * 37) % 500) / 100 + offset, 50.5 + ((index * 53) % 400) / 100] as [number, number],
    qualified: index % 3 !== 0,
    eligibility_status: index % 3 !== 0 ? "qualified" : "ineligible",
    ref: `FA-${index + 1}`,
    name: `Battery ${index + 1}`,
  }));
}
const features = (list: MapPin[], showIdentity = false) => list.map((pin) => pinFeature(pin, { showIdentity }));
const isCluster = (properties: PinProperties | ClusterProperties): properties is ClusterProperties => "cluster" in properties;

/** Every feature of a view, page by page. */
function wholeView(index: ReturnType<typeof pinIndex>, bbox: BBox, zoom: number) {
  const first = pinsInView(index, { bbox, zoom, page: 1 });
  const rest = Array.from({ length: first.pages - 1 }, (_, page) => pinsInView(index, { bbox, zoom, page: page + 2 }).features);
  return { pages: first.pages, features: [...first.features, ...rest.flat()] };
}

describe("asset clusters on the server", () => {
  test("MAP-03 at every zoom the clusters count each pin once, qualified and unqualified apart", () => {
    const all = pins(3000);
    const index = pinIndex(features(all));
    const qualified = all.filter((pin) => pin.qualified).length;
    for (let zoom = 0; zoom <= PIN_VIEW_MAX_ZOOM; zoom++) {
      const view = wholeView(index, WORLD, zoom);
      let total = 0;
      let qualifiedSeen = 0;
      for (const { properties } of view.features) {
        if (isCluster(properties)) {
          expect(properties.qualified + properties.unqualified).toBe(properties.point_count);
          expect(properties.expansion_zoom).toBeGreaterThan(zoom);
          expect(properties.expansion_zoom).toBeLessThanOrEqual(PIN_VIEW_MAX_ZOOM);
          total += properties.point_count;
          qualifiedSeen += properties.qualified;
        } else {
          total += 1;
          qualifiedSeen += properties.qualified ? 1 : 0;
        }
      }
      expect(total, `zoom ${zoom}`).toBe(all.length);
      expect(qualifiedSeen, `zoom ${zoom}`).toBe(qualified);
    }
    // Far out a few clusters stand for everything; above the cluster max zoom 8 every pin is its own.
    expect(wholeView(index, WORLD, 0).features.length).toBeLessThan(10);
    expect(wholeView(index, WORLD, PIN_VIEW_MAX_ZOOM).features.every((feature) => !isCluster(feature.properties))).toBe(true);
  });

  test("MAP-03 a view is sent 200 features a page, each feature once, and only what lies in its box", () => {
    const all = pins(1050);
    const index = pinIndex(features(all));
    const view = wholeView(index, WORLD, PIN_VIEW_MAX_ZOOM);
    expect(PIN_CHUNK).toBe(200);
    expect(view.pages).toBe(6);
    expect(pinsInView(index, { bbox: WORLD, zoom: PIN_VIEW_MAX_ZOOM, page: 6 }).features).toHaveLength(50);
    expect(new Set(view.features.map((feature) => (feature.properties as PinProperties).id)).size).toBe(1050);
    // Between the grid's lines, so no pin lies on the edge.
    const box: BBox = [-2.995, 51.005, -2.005, 51.995];
    const inside = all.filter(({ location: [lng, lat] }) => lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3]);
    expect(inside.length).toBeGreaterThan(20);
    const boxed = wholeView(index, box, PIN_VIEW_MAX_ZOOM).features;
    expect(boxed.map((feature) => (feature.properties as PinProperties).id).sort((a, b) => a - b)).toEqual(inside.map((pin) => pin.id));
    expect(pinsInView(index, { bbox: [150, -40, 160, -30], zoom: 3, page: 1 })).toMatchObject({ features: [], pages: 1 });
  });

  test("MAP-01 pins keep ref and name only for viewers allowed to see them", () => {
    const hidden = pinsInView(pinIndex(features(pins(50))), { bbox: WORLD, zoom: PIN_VIEW_MAX_ZOOM, page: 1 });
    expect(JSON.stringify(hidden)).not.toMatch(/Battery|FA-/);
    const shown = pinsInView(pinIndex(features(pins(50), true)), { bbox: WORLD, zoom: PIN_VIEW_MAX_ZOOM, page: 1 });
    expect(shown.features[0].properties).toMatchObject({ ref: expect.stringMatching(/^FA-/), name: expect.stringMatching(/^Battery/) });
  });

  test("MAP-03 the data version is the same for the same pins and changes with any of them", () => {
    const base = pinsVersion(features(pins(500)));
    expect(pinsVersion(features(pins(500)))).toBe(base);
    const requalified = pins(500);
    requalified[250] = { ...requalified[250], qualified: !requalified[250].qualified };
    const moved = pins(500);
    moved[10] = { ...moved[10], location: [moved[10].location[0] + 0.001, moved[10].location[1]] };
    const renamed = pins(500);
    renamed[3] = { ...renamed[3], name: "Battery renamed" };
    for (const changed of [features(requalified), features(moved), features(pins(499)), features(renamed, true)]) expect(pinsVersion(changed)).not.toBe(base);
    expect(base).toMatch(/^[0-9a-z]{1,32}$/);
  });

  test("MAP-03 a viewer's later views are answered from the kept index; other viewers and unknown versions fetch the pins", async () => {
    const fetchPins = vi.fn(async () => pins(400));
    const first = await viewerPinIndex("user-1", null, fetchPins, { showIdentity: false });
    expect(fetchPins).toHaveBeenCalledTimes(1);
    expect(await viewerPinIndex("user-1", first.version, fetchPins, { showIdentity: false })).toBe(first);
    expect(fetchPins).toHaveBeenCalledTimes(1);
    // Another viewer never gets the first one's index, even naming its version.
    const other = await viewerPinIndex("user-2", first.version, fetchPins, { showIdentity: false });
    expect(fetchPins).toHaveBeenCalledTimes(2);
    expect(other).not.toBe(first);
    // Changed data under a stale version: fetched again, a new version.
    fetchPins.mockImplementation(async () => pins(401));
    const changed = await viewerPinIndex("user-1", "stale0", fetchPins, { showIdentity: false });
    expect(changed.version).not.toBe(first.version);
    expect(pinsInView(changed, { bbox: WORLD, zoom: 0, page: 1 }).version).toBe(changed.version);
  });
});

describe("pin views", () => {
  test("MAP-03 a view's address names its box, its cluster level and its page, and reads back the same", () => {
    const query = pinViewQuery({ bbox: [-3.123456, 51.5, -1.25, 52.987654], zoom: 12.7, page: 2, version: "abc123" });
    expect(query).toBe("bbox=-3.1235%2C51.5%2C-1.25%2C52.9877&zoom=9&page=2&v=abc123");
    expect(parsePinView(new URLSearchParams(query))).toEqual({ view: { bbox: [-3.1235, 51.5, -1.25, 52.9877], zoom: 9, page: 2, version: "abc123" } });
    expect(parsePinView(new URLSearchParams("bbox=-3,51,-1,52&zoom=5"))).toEqual({ view: { bbox: [-3, 51, -1, 52], zoom: 5, page: 1, version: null } });
  });

  test("MAP-03 views the server cannot answer are refused with the reason", () => {
    for (const query of ["", "bbox=1,2,3&zoom=4", "bbox=a,b,c,d&zoom=4", "bbox=-3,53,-1,52&zoom=4", "bbox=-3,51,-1,95&zoom=4", "bbox=-3,51,-1,52", "bbox=-3,51,-1,52&zoom=10", "bbox=-3,51,-1,52&zoom=4.5", "bbox=-3,51,-1,52&zoom=4&page=0", "bbox=-3,51,-1,52&zoom=4&v=%3Cscript%3E"]) {
      expect(parsePinView(new URLSearchParams(query)), query).toHaveProperty("error");
    }
  });

  test("MAP-03 the map asks for a box half as large again on each side and keeps it while the view stays inside at the same level", () => {
    const loaded = { bbox: paddedBbox([-2, 51, 0, 52]), zoom: 6 };
    expect(loaded.bbox).toEqual([-3, 50.5, 1, 52.5]);
    expect(viewCovers(loaded, [-2.5, 51.2, 0.5, 52.2], 6.9)).toBe(true);
    expect(viewCovers(loaded, [-2.5, 51.2, 0.5, 52.2], 7)).toBe(false);
    expect(viewCovers(loaded, [-3.5, 51.2, -1, 52.2], 6)).toBe(false);
    expect(viewCovers({ bbox: loaded.bbox, zoom: PIN_VIEW_MAX_ZOOM }, [-2, 51, -1, 52], 14)).toBe(true);
    expect(paddedBbox([-170, -80, 170, 80])).toEqual([-340, -90, 340, 90]);
  });
});
