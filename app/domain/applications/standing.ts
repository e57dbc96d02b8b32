/** A provider's standing in a market (MGMT-03) and the step that follows from it. */
export const STANDINGS = ["not_registered", "interested", "draft", "submitted", "approved", "rejected"] as const;
export type StandingStatus = (typeof STANDINGS)[number];

/** A document the standing rests on that expires within 30 days or has expired (see expiry.ts). */
export type StandingRisk = { key: string; question: string; expires: string; days_left: number };

export type Standing = { status: StandingStatus; application: number | null; submission: number | null; at_risk?: StandingRisk[] };

export type NextStep =
  | { kind: "register" }
  | { kind: "start" }
  | { kind: "continue"; application: number }
  | { kind: "view"; application: number }
  | { kind: "resubmit"; application: number }
  | { kind: "none" };

/** Register interest first, then start the application, continue it, follow it, or change and resubmit it after a rejection. */
export function nextStep(standing: Standing | null | undefined, marketOpenToApplications = true): NextStep {
  if (!standing) return { kind: "none" };
  const application = standing.application;
  switch (standing.status) {
    case "not_registered":
      return marketOpenToApplications ? { kind: "register" } : { kind: "none" };
    case "interested":
      return { kind: "start" };
    case "draft":
      return application ? { kind: "continue", application } : { kind: "start" };
    case "submitted":
    case "approved":
      return application ? { kind: "view", application } : { kind: "none" };
    case "rejected":
      return application ? { kind: "resubmit", application } : { kind: "start" };
  }
}
