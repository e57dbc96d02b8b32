import { REGIONS } from "~/domain/regions";
import { selectedRegion } from "~/session/upstream.server";

/** The user's region's time zone: days and times of dispatch are read and shown in it. */
export async function regionTimezone(request: Request): Promise<string> {
  return REGIONS[await selectedRegion(request)].timezone;
}
