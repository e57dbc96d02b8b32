import { describe, expect, test } from "vitest";
import { pinFeature, pinFromFeature, pinPopup, type MapPin } from "~/domain/map/pins";

const pin = (id: number, overrides: Partial<MapPin> = {}): MapPin => ({
  id,
  location: [-1 - id / 1000, 52 + id / 1000],
  qualified: id % 2 === 0,
  eligibility_status: id % 2 === 0 ? "qualified" : "ineligible",
  ref: `FA-${id}`,
  name: `Battery ${id}`,
  ...overrides,
});

describe("asset pins", () => {
  test("MAP-01 MAP-03 a pin feature is a GeoJSON point (to about a metre); ref and name travel only to viewers allowed to see them", () => {
    expect(pinFeature(pin(4), { showIdentity: false })).toEqual({
      type: "Feature",
      id: 4,
      geometry: { type: "Point", coordinates: [-1.004, 52.004] },
      properties: { id: 4, qualified: true, status: "qualified" },
    });
    expect(JSON.stringify([pinFeature(pin(4), { showIdentity: false }), pinFeature(pin(5), { showIdentity: false })])).not.toMatch(/Battery|FA-/);
    expect(pinFeature(pin(9, { location: [-1.123456789, 52.987654321] }), { showIdentity: false }).geometry.coordinates).toEqual([-1.12346, 52.98765]);
    expect(pinFeature(pin(5), { showIdentity: true }).properties).toEqual({ id: 5, qualified: false, status: "ineligible", ref: "FA-5", name: "Battery 5" });
  });

  test("MAP-01 a clicked feature gives back the pin its popup describes", () => {
    expect(pinFromFeature(pinFeature(pin(5), { showIdentity: true }))).toEqual(pin(5));
    expect(pinFromFeature(pinFeature(pin(8), { showIdentity: false }))).toEqual({ ...pin(8), ref: null, name: null });
  });

  test("MAP-01 providers see the asset's ref and name in the popup; others see the status only", () => {
    expect(pinPopup(pin(2), { showIdentity: true, eligibilityCopy: false })).toEqual({ ref: "FA-2", name: "Battery 2", statusKey: "legend.qualified" });
    expect(pinPopup(pin(3), { showIdentity: false, eligibilityCopy: false })).toEqual({ statusKey: "legend.unqualified" });
  });

  test("MAP-01 MAP-02 with the eligibility copy the popup names the exact eligibility status", () => {
    expect(pinPopup(pin(6, { qualified: true, eligibility_status: "eligible" }), { showIdentity: false, eligibilityCopy: true })).toEqual({ statusKey: "status.eligible" });
    expect(pinPopup(pin(7, { eligibility_status: "disqualified" }), { showIdentity: true, eligibilityCopy: true }).statusKey).toBe("status.disqualified");
  });
});
