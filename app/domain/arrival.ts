import { FLAGS } from "./flags";

export type ArrivalInput = {
  appMode: "flex" | "max";
  loggedIn: boolean;
  role: string;
  isMaxUser: boolean;
  features: ReadonlySet<string>;
  token?: string;
  apiBaseUrl?: string | null;
  redirectMaxUsers: boolean;
  maxFrontendUrl?: string;
  flexFrontendUrl?: string;
};

/** The regional front end for an upstream: `https://api.it.example/` → `https://it.example/`. */
export function regionalSiteFrom(apiBaseUrl: string): string | undefined {
  try {
    const url = new URL(apiBaseUrl);
    url.hostname = url.hostname.replace(/^api\./, "");
    return `${url.origin}/`;
  } catch {
    return undefined;
  }
}

function handOver(site: string, token: string | undefined) {
  const target = new URL("/ssoresponse", site);
  if (token) target.hash = new URLSearchParams({ token }).toString();
  return target.toString();
}

/** Where a signed-in user must go on arrival (000 §6 redirects), or null to stay. */
export function arrivalRedirect(input: ArrivalInput): string | null {
  if (!input.loggedIn) return null;
  const has = (name: string) => input.features.has(name);
  if (
    input.appMode === "flex" &&
    has(FLAGS.maxOrgRedirects) &&
    input.redirectMaxUsers &&
    input.role === "flexprovider" &&
    input.isMaxUser &&
    input.maxFrontendUrl
  ) {
    return handOver(input.maxFrontendUrl, has(FLAGS.maxAuthWithFlex) ? input.token : undefined);
  }
  if (input.appMode === "max" && has(FLAGS.flexOrgRedirects) && !input.isMaxUser) {
    const regional = has(FLAGS.maxToRegionalFlexRedirect) && input.apiBaseUrl ? regionalSiteFrom(input.apiBaseUrl) : undefined;
    const site = regional ?? input.flexFrontendUrl;
    if (site) return handOver(site, input.token);
  }
  return null;
}
