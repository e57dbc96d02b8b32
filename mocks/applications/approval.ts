import { store } from "../store";

/**
 * Whether a flex provider is admitted to any of a system operator's purchasing systems:
 * its latest submission there carries an approving outcome. Asset eligibility asks this.
 */
export function approvedOnPurchasingSystem(organisationId: number, operatorId: number): boolean {
  const systems = new Set(store.applications.dpsRecords.filter((record) => record.system_operator === operatorId).map((record) => record.id));
  return store.applications.applications.some(
    (application) =>
      application.flex_provider === organisationId &&
      systems.has(application.dps_record) &&
      application.is_submitted &&
      application.is_latest &&
      application.outcome?.is_approved === true,
  );
}
