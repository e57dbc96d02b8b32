import { describe, expect, test } from "vitest";
import { chunkHref, mapChunkHref } from "~/components/map/map-chunk.server";

describe("the map chunk's address", () => {
  test("MAP-01 is read from the compiler's metafile: the JavaScript output whose entry point is the map canvas, at its public path", () => {
    const metafile = {
      outputs: {
        "public/build/_shared/chunk-AAAA.js": {},
        "public/build/_shared/map-canvas.client-XYZ12345.js.map": { entryPoint: "app/components/map/map-canvas.client.tsx" },
        "public/build/_shared/map-canvas.client-XYZ12345.js": { entryPoint: "app/components/map/map-canvas.client.tsx" },
        "public/build/routes/dashboard-QQQ.js": { entryPoint: "app/routes/dashboard/route.tsx" },
      },
    };
    expect(chunkHref(metafile, "app/components/map/map-canvas.client.tsx")).toBe("/build/_shared/map-canvas.client-XYZ12345.js");
    expect(chunkHref(metafile, "app/components/map/other.client.tsx")).toBeNull();
  });

  test("MAP-01 without a metafile beside the server (not built) there is no address, and the map loads without a preload", () => {
    expect(mapChunkHref()).toBeNull();
  });
});
