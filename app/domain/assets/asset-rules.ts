/**
 * The format rules of an asset's meters and location, one definition for the add form, the
 * file upload and the sandbox Flex API, so every format error shows on the first submit.
 */

/** A meter ID is the 13-digit MPAN core; spaces typed inside it do not count. */
export const METER_ID_PATTERN = /^\d{13}$/;

/** Great Britain and its islands, roughly: a location outside is a typing mistake. */
export const GB_BOUNDS = { west: -8.7, east: 1.8, south: 49.8, north: 60.9 } as const;

/** Whether a typed meter ID (empty meaning none) breaks the 13-digit rule. */
export function isBadMeterId(raw: string): boolean {
  const value = raw.replace(/\s/g, "");
  return value !== "" && !METER_ID_PATTERN.test(value);
}

/** Which of two coordinates fall outside Great Britain. */
export function outsideGreatBritain(latitude: number, longitude: number): { latitude: boolean; longitude: boolean } {
  return {
    latitude: latitude < GB_BOUNDS.south || latitude > GB_BOUNDS.north,
    longitude: longitude < GB_BOUNDS.west || longitude > GB_BOUNDS.east,
  };
}
