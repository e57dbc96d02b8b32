import { describe, expect, test } from "vitest";
import { isSlowConnection } from "~/components/layouts/use-prefetch-on-idle";
import { shouldLoadHelpWidget } from "~/components/help-widget";

describe("help widget and prefetching", () => {
  test("UI-05 the help widget is not loaded on small screens, on embed pages, or when none is configured", () => {
    expect(shouldLoadHelpWidget({ beaconId: "abc", embed: false, smallScreen: false })).toBe(true);
    expect(shouldLoadHelpWidget({ beaconId: "abc", embed: true, smallScreen: false })).toBe(false);
    expect(shouldLoadHelpWidget({ beaconId: "abc", embed: false, smallScreen: true })).toBe(false);
    expect(shouldLoadHelpWidget({ beaconId: null, embed: false, smallScreen: false })).toBe(false);
  });

  test("LOAD-01 prefetching on idle is skipped on slow connections", () => {
    expect(isSlowConnection({ effectiveType: "2g" })).toBe(true);
    expect(isSlowConnection({ effectiveType: "slow-2g" })).toBe(true);
    expect(isSlowConnection({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(isSlowConnection({ effectiveType: "4g" })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
