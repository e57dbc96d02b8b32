import { http, HttpResponse, delay } from "msw";
import { describe, expect, test, vi } from "vitest";
import { logger } from "~/observability/logger.server";
import { sandboxToken } from "../../support/requests";
import { sandbox, useSandbox } from "../../support/sandbox";
import { createClient } from "~/upstream/client.server";
import { UpstreamDataError, UpstreamError, UpstreamUnavailableError, errorText } from "~/upstream/errors";
import { boundarySchema } from "~/upstream/schemas/market";
import { z } from "zod";

const BASE = "http://sandbox.test/api/";

useSandbox();

describe("upstream client conventions", () => {
  test("CALL-01 every request sends Accept-Language and the authorisation header; GETs disable caching", async () => {
    const seen: Headers[] = [];
    sandbox.use(
      http.all("*/api/probe/", ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ ok: true });
      }),
    );
    const token = await sandboxToken("provider@example.com");
    const client = createClient({ baseUrl: BASE, locale: "it-IT", token, requestId: "req-1" });
    await client.json("GET", "probe/", z.object({ ok: z.boolean() }));
    await client.json("POST", "probe/", z.object({ ok: z.boolean() }), { body: { a: 1 } });
    for (const headers of seen) {
      expect(headers.get("accept-language")).toBe("it-IT");
      expect(headers.get("authorization")).toBe(`Bearer ${token}`);
      expect(headers.get("x-request-id")).toBe("req-1");
    }
    expect(seen[0].get("cache-control")).toBe("no-cache");
    expect(seen[0].get("pragma")).toBe("no-cache");
    expect(seen[1].get("cache-control")).toBeNull();
    expect(seen[1].get("content-type")).toBe("application/json");
  });

  test("CALL-08 error text comes from detail, else the list joined by '; ', else a fallback", () => {
    expect(errorText({ detail: "Not found." })).toBe("Not found.");
    expect(errorText(["First problem.", "Second problem."])).toBe("First problem.; Second problem.");
    expect(errorText({ non_field_errors: ["Dates overlap."] })).toBe("Dates overlap.");
    expect(errorText({ unexpected: 1 })).toBe("Something went wrong. Please try again.");
    expect(errorText("<html>Bad gateway</html>", "fallback")).toBe("fallback");
  });

  test("CALL-08 a DRF error answer becomes an UpstreamError with its status, text and field errors", async () => {
    sandbox.use(http.post("*/api/probe/", () => HttpResponse.json({ email: ["Enter a valid email address."], detail: "Invalid input." }, { status: 400 })));
    const client = createClient({ baseUrl: BASE, locale: "en-GB" });
    const error = await client.send("POST", "probe/", { body: {} }).catch((caught) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(400);
    expect(error.detail).toBe("Invalid input.");
    expect(error.fieldErrors).toEqual({ email: ["Enter a valid email address."] });
  });

  test("CALL-08 malformed JSON and data of the wrong shape are logged and raised, never passed on", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    sandbox.use(
      http.get("*/api/broken/", () => new HttpResponse("{ not json", { headers: { "Content-Type": "application/json" } })),
      http.get("*/api/shape/", () => HttpResponse.json({ name: 42 })),
    );
    const client = createClient({ baseUrl: BASE, locale: "en-GB" });
    await expect(client.json("GET", "broken/", z.unknown())).rejects.toBeInstanceOf(UpstreamDataError);
    const shapeError = await client.json("GET", "shape/", z.object({ name: z.string() })).catch((caught) => caught);
    expect(shapeError).toBeInstanceOf(UpstreamDataError);
    expect(shapeError.problems).toContain("name");
    expect(logged).toHaveBeenCalledTimes(2);
  });

  test("CALL-08 an outline whose positions are not two numbers each is data of the wrong shape; a well-formed one passes unchanged", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const polygon = { type: "Polygon", coordinates: [[[-1.7, 53.7], [-1.4, 53.7], [-1.4, 53.9], [-1.7, 53.7]]] };
    const multi = { type: "MultiPolygon", coordinates: [polygon.coordinates, [[[0, 51], [0.5, 51], [0.5, 51.5], [0, 51]]]] };
    const malformed = [
      { type: "Polygon", coordinates: [[[-1.7, 53.7], [-1.4], [-1.4, 53.9]]] },
      { type: "Polygon", coordinates: [[[-1.7, "53.7"], [-1.4, 53.7]]] },
      { type: "Polygon", coordinates: [[[-1.7, 53.7, 12], [-1.4, 53.7]]] },
      { type: "Polygon", coordinates: [[[-1.7, null]]] },
      { type: "Polygon", coordinates: [{ lng: -1.7, lat: 53.7 }] },
      { type: "MultiPolygon", coordinates: [[[[-1.7, 53.7], "north"]]] },
    ];
    let answer: object = polygon;
    sandbox.use(http.get("*/api/outline/", () => HttpResponse.json(answer)));
    const client = createClient({ baseUrl: BASE, locale: "en-GB" });
    for (const good of [polygon, multi]) {
      answer = good;
      expect((await client.json("GET", "outline/", boundarySchema)).data).toEqual(good);
    }
    for (const bad of malformed) {
      answer = bad;
      const error = await client.json("GET", "outline/", boundarySchema).catch((caught) => caught);
      expect(error, JSON.stringify(bad)).toBeInstanceOf(UpstreamDataError);
      expect(error.problems).toMatch(/^coordinates\.\d+(\.\d+)?: Expected a position \[longitude, latitude\] of two numbers/);
    }
  });

  test("CALL-08 an upstream that does not answer in time gives a timeout error", async () => {
    sandbox.use(http.get("*/api/slow/", async () => {
      await delay(500);
      return HttpResponse.json({});
    }));
    const client = createClient({ baseUrl: BASE, locale: "en-GB", timeoutMs: 50 });
    const error = await client.send("GET", "slow/").catch((caught) => caught);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(error.timedOut).toBe(true);
  });
});
