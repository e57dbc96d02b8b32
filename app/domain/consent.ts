/** The cookie consent record of 000 §3; essential cookies are always on. */
export type Consent = { essential: true; statistics: boolean; marketing: boolean };

export type ConsentIntent = "accept" | "reject" | "save";

/** accept: all on; reject: statistics and marketing off; save: the options as customised. */
export function consentFor(intent: ConsentIntent, options: { statistics?: boolean; marketing?: boolean } = {}): Consent {
  if (intent === "accept") return { essential: true, statistics: true, marketing: true };
  if (intent === "reject") return { essential: true, statistics: false, marketing: false };
  return { essential: true, statistics: options.statistics === true, marketing: options.marketing === true };
}

export function parseConsent(value: unknown): Consent | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (typeof record.statistics !== "boolean" || typeof record.marketing !== "boolean") return null;
  return { essential: true, statistics: record.statistics, marketing: record.marketing };
}
