import { ianaZone, REGIONS } from "~/domain/regions";
import type { RequestContext } from "~/load-context";
import { getAuth } from "./auth.server";
import { selectedRegion } from "./upstream.server";

/** The zone dates and times are shown (and days read) in: the one the user chose in Settings › Preferences, else the region's. */
export async function displayTimezone(request: Request, context: RequestContext): Promise<string> {
  const [auth, region] = await Promise.all([getAuth(request, context), selectedRegion(request)]);
  return auth.timezone ? ianaZone(auth.timezone) : REGIONS[region].timezone;
}
