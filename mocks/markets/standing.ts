import type { Standing } from "~/domain/applications/standing";
import { DateTime } from "luxon";
import { expiringDocuments } from "~/domain/applications/expiry";
import { applicationValues } from "~/domain/applications/values";
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
  if (submission?.outcome?.is_approved) return { status: "approved", ...ids, at_risk: risks(market.dps_record, submission.sections) };
  if (submission?.outcome) return { status: "rejected", ...ids };
  if (submission) return { status: "submitted", ...ids };
  if (draft) return { status: "draft", ...ids };
  return { status: interested ? "interested" : "not_registered", ...ids };
}

/** Documents of an approved submission that expire within 30 days of the clock's London day, or have expired. */
function risks(dpsRecord: number, sections: Parameters<typeof applicationValues>[0]) {
  const record = store.applications.dpsRecords.find((row) => row.id === dpsRecord);
  if (!record) return [];
  const today = DateTime.now().setZone("Europe/London").toISODate()!;
  return expiringDocuments(record.definitions, applicationValues(sections), today).map(({ daysLeft, ...document }) => ({ ...document, days_left: daysLeft }));
}
