/** Where a step lives under /manage/flexprovider/applications/{id}/: its name, except the legal questions (000 §2 calls that page "organisation"). */
const SEGMENTS: Record<string, string> = { legal: "organisation" };

export const stepSegment = (name: string) => SEGMENTS[name] ?? name;

/** The routes a step can be served from (001 §2 and 000 §2 name them). */
export const STEP_SEGMENTS = ["contracting", "assets", "audit", "organisation", "submit", "profile", "status", "auditing", "declare"] as const;

export const applicationPath = (id: number | string, segment?: string) =>
  `/manage/flexprovider/applications/${id}${segment ? `/${segment}` : ""}`;
