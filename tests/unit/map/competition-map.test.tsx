// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, test, vi } from "vitest";
import { CompetitionMap, type CompetitionMapProps } from "~/components/map/competition-map";
import { encodeMapOutlines } from "~/components/map/map-outlines";
import type { MapCanvasProps } from "~/components/map/map-types";
import { square } from "./fixtures";
import { renderMap, serverHtml } from "./render-map";

// Stands in for the maplibre chunk (jsdom has no WebGL): it reports what a test asks it to.
const canvas = vi.hoisted(() => ({ outcome: "ready" as "ready" | "fail" | "pending", received: [] as unknown[] }));
vi.mock("~/components/map/map-canvas.client", () => ({
  MapCanvas: (props: MapCanvasProps) => {
    useEffect(() => {
      canvas.received.push(props);
      if (canvas.outcome === "ready") props.onReady(1234.4);
      if (canvas.outcome === "fail") props.onFail(new Error("WebGL unavailable"));
    }, [props]);
    return <div data-testid="canvas" />;
  },
}));

const bristol = { id: 1, name: "Bristol flex", status: "open" as const, colour: "#aa3300", boundary: square(-2.8, 51.3, 0.4) };
const detailed = square(-2.75, 51.35, 0.3);
const props: CompetitionMapProps = {
  outlines: encodeMapOutlines({ competitions: [bristol], activeBoundary: detailed }),
  activeCompetitionId: 1,
  pinsUrl: "/dashboard/assets",
  showAssets: true,
  showAssetIdentity: false,
  eligibilityCopy: false,
  styleUrl: "/map/style.json",
  fallback: <p className="stand-in">Server drawing</p>,
};

describe("interactive competition map", () => {
  test("MAP-01 the server sends the fallback in the map's place, not yet marked ready", () => {
    const host = serverHtml(<CompetitionMap {...props} />);
    const region = host.querySelector('[role="region"]')!;
    expect(region.getAttribute("aria-label")).toBe("Map of competitions");
    expect(region.querySelector(".competition-map__fallback .stand-in")?.textContent).toBe("Server drawing");
    expect(region.hasAttribute("data-map-ready")).toBe(false);
    expect(region.hasAttribute("data-first-render-ms")).toBe(false);
    expect(region.querySelector(".competition-map__canvas, [data-testid=canvas]")).toBeNull();
  });

  test("MAP-01 MAP-03 in the browser the map loads; after its first clustered render the fallback goes and the container is marked ready", async () => {
    canvas.outcome = "ready";
    renderMap(<CompetitionMap {...props} />);
    const region = screen.getByRole("region", { name: "Map of competitions" });
    await waitFor(() => expect(region.getAttribute("data-map-ready")).toBe("true"));
    expect(region.getAttribute("data-first-render-ms")).toBe("1234");
    expect(screen.queryByText("Server drawing")).toBeNull();
    expect(screen.getByTestId("canvas")).toBeTruthy();
    const received = canvas.received.at(-1) as MapCanvasProps;
    expect(received.activeCompetitionId).toBe(1);
    expect(received.loadStartedAt).toBeGreaterThan(0);
  });

  test("MAP-01 MAP-02 the outlines cross as one text; the browser's map gets them back as competitions and the active detailed outline", async () => {
    canvas.outcome = "ready";
    canvas.received.length = 0;
    renderMap(<CompetitionMap {...props} />);
    await waitFor(() => expect(canvas.received.length).toBeGreaterThan(0));
    const received = canvas.received.at(-1) as MapCanvasProps;
    expect(received.competitions).toEqual([bristol]);
    expect(received.activeBoundary).toEqual(detailed);
    expect("outlines" in received).toBe(false);
  });

  test("MAP-01 until the map is ready, or when it cannot start, the fallback stays", async () => {
    canvas.outcome = "pending";
    const pending = renderMap(<CompetitionMap {...props} />);
    await screen.findByTestId("canvas");
    expect(screen.getByText("Server drawing")).toBeTruthy();
    expect(screen.getByRole("region").hasAttribute("data-map-ready")).toBe(false);
    pending.unmount();

    canvas.outcome = "fail";
    renderMap(<CompetitionMap {...props} />);
    const region = screen.getByRole("region");
    await waitFor(() => expect(region.getAttribute("data-map-failed")).toBe("true"));
    expect(screen.getByText("Server drawing")).toBeTruthy();
    expect(screen.queryByTestId("canvas")).toBeNull();
    expect(region.hasAttribute("data-map-ready")).toBe(false);
  });

  test("MAP-01 the server names the map's chunk in a modulepreload link when it is known, and in none otherwise", () => {
    const withChunk = serverHtml(<CompetitionMap {...props} chunkHref="/build/_shared/map-canvas.client-ABC.js" />);
    expect(withChunk.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe("/build/_shared/map-canvas.client-ABC.js");
    expect(serverHtml(<CompetitionMap {...props} />).querySelector("link")).toBeNull();
  });

  test("MAP-01 the first view's pins are asked for while the map loads, and leaving the page before the answer cancels the request", async () => {
    canvas.outcome = "pending";
    const signals: AbortSignal[] = [];
    const urls: string[] = [];
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      urls.push(url);
      signals.push(init!.signal!);
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal("fetch", fetch);
    const width = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    const height = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(900);
    try {
      const view = renderMap(<CompetitionMap {...props} />);
      await screen.findByTestId("canvas");
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(/^\/dashboard\/assets\?.*bbox=/);
      expect(signals[0].aborted).toBe(false);
      view.unmount();
      expect(signals[0].aborted).toBe(true);
    } finally {
      width.mockRestore();
      height.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
