import { getConfig } from "~/config.server";
import { DEFAULT_LOCALE } from "~/domain/locales";
import { isRegionCode, type RegionCode } from "~/domain/regions";
import type { RequestContext } from "~/load-context";
import { createClient } from "~/upstream/client.server";
import { regionCookie } from "./storage.server";

export async function selectedRegion(request: Request): Promise<RegionCode> {
  const value = await regionCookie.parse(request.headers.get("Cookie"));
  return isRegionCode(value) ? value : getConfig().defaultRegion;
}

/** The upstream host: the selected region's backend when several are enabled, else the configured one. */
export async function upstreamBaseUrl(request: Request): Promise<string> {
  const config = getConfig();
  if (config.multipleBackends) {
    const region = await selectedRegion(request);
    const url = config.regionalBackends[region] ?? config.regionalBackends[config.defaultRegion];
    if (url) return url;
  }
  const url = config.apiBaseUrl ?? Object.values(config.regionalBackends)[0];
  if (!url) throw new Error("No upstream configured: set API_BASE_URL or API_BASE_URLS");
  return url;
}

/** A client for this request; pass the token for calls made on the user's behalf. */
export async function upstreamClient(
  request: Request,
  context: RequestContext,
  options: { token?: string; locale?: string } = {},
) {
  return createClient({
    baseUrl: await upstreamBaseUrl(request),
    locale: options.locale ?? DEFAULT_LOCALE,
    token: options.token,
    requestId: context.requestId,
    timeoutMs: getConfig().upstreamTimeoutMs,
    aside: context.turn?.aside,
  });
}
