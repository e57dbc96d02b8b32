import { afterEach, describe, expect, test, vi } from "vitest";
import { resetConfig } from "~/config.server";
import { upstreamBaseUrl } from "~/session/upstream.server";
import { regionCookie } from "~/session/storage.server";
import { get } from "../../support/requests";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

const withRegion = async (region: string) => get("/", undefined, { Cookie: (await regionCookie.serialize(region)).split(";")[0] });

describe("the upstream host", () => {
  test("CALL-02 comes from API_BASE_URL when one backend is configured", async () => {
    vi.stubEnv("API_BASE_URL", "https://api.flexmarket.example/v1");
    resetConfig();
    expect(await upstreamBaseUrl(await withRegion("IT"))).toBe("https://api.flexmarket.example/v1/");
  });

  test("CALL-02 comes from the selected region when several backends are enabled", async () => {
    vi.stubEnv("API_BASE_URLS", "GB=https://api.gb.flexmarket.example/, IT=https://api.it.flexmarket.example/");
    vi.stubEnv("DEFAULT_REGION", "GB");
    resetConfig();
    expect(await upstreamBaseUrl(await withRegion("IT"))).toBe("https://api.it.flexmarket.example/");
    expect(await upstreamBaseUrl(await withRegion("GB"))).toBe("https://api.gb.flexmarket.example/");
    // A region without its own backend, or none chosen, uses the default region's.
    expect(await upstreamBaseUrl(await withRegion("PT"))).toBe("https://api.gb.flexmarket.example/");
    expect(await upstreamBaseUrl(get("/"))).toBe("https://api.gb.flexmarket.example/");
  });

  test("CALL-02 a malformed backend list is refused at start-up", () => {
    vi.stubEnv("API_BASE_URLS", "Narnia=https://api.example/");
    resetConfig();
    return expect(upstreamBaseUrl(get("/"))).rejects.toThrow(/API_BASE_URLS entry "Narnia=https:\/\/api.example\/" is not REGION=URL/);
  });
});
