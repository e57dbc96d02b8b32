import type { Standing } from "~/domain/applications/standing";
import { standingRecords } from "../applications/records";
import { store } from "../store";
import type { Market } from "../store/types";

/**
 * A provider's standing in a market, from its purchasing system: approved or rejected by
 * the latest submission's outcome, submitted while it awaits one, a draft once started,
 * interested once registered, otherwise not registered.
 */
export function marketStanding(orgId: number, market: Market): Standing {
  const interested = store.marketAccess.interests.some((interest) => interest.market === market.id && interest.organisation_id === orgId);
  if (market.dps_record === null) return { status: interested ? "interested" : "not_registered", application: null, submission: null };
  const { draft, submission } = standingRecords(orgId, market.dps_record);
  const ids = { application: draft?.id ?? null, submission: submission?.id ?? null };
  if (submission?.outcome) return { status: submission.outcome.is_approved ? "approved" : "rejected", ...ids };
  if (submission) return { status: "submitted", ...ids };
  if (draft) return { status: "draft", ...ids };
  return { status: interested ? "interested" : "not_registered", ...ids };
}
