/**
 * Every path of the upstream Flex API this app calls, relative to the base URL
 * (`API_BASE_URL`, or the selected region's backend). Pointing the app at another
 * deployment of the API is an edit of this file alone; the sandbox in `mocks/`
 * serves the same paths.
 */
export const services = {
  auth: "auth/",
  flex: "flex/",
  qualification: "qualification/",
  bids: "bids/",
  dispatch: "dispatch/",
  dps: "dps/",
  upload: "files/",
  contracts: "contracts/",
  markets: "markets/",
  exchange: "exchange/",
  performance: "performance/",
  milestones: "milestones/",
  dashboard: "dashboard/",
  settlement: "settlement/",
} as const;

export const paths = {
  jwtCreate: `${services.auth}jwt/create/`,
  jwtCognito: `${services.auth}jwt/cognito/`,
  jwtRefresh: `${services.auth}jwt/refresh/`,
  jwtLogout: `${services.auth}jwt/logout/`,
  resetPassword: `${services.auth}users/reset_password/`,
  resetPasswordConfirm: `${services.auth}users/reset_password_confirm/`,
  setPassword: `${services.auth}users/set_password/`,
  currentUser: `${services.auth}users/me/`,
  features: `${services.auth}users/me/features/`,
  teamMembers: `${services.auth}team-members/`,

  // Registration, organisation and preferences (docs/registration.md, docs/organisation.md)
  /** Public: a registration is started, its stages saved under `{id}/user/` and `{id}/company/`, then `{id}/submit/`. */
  registrations: `${services.auth}registrations/`,
  registrationConfirm: `${services.auth}registrations/confirm/`,
  registrationResend: `${services.auth}registrations/resend/`,
  organisation: `${services.auth}organisation/`,
  preferences: `${services.auth}users/me/preferences/`,

  // Operator analytics and roadmap, provider DFS events (docs/analytics.md, docs/dfs.md)
  analyticsReport: (report: string) => `${services.dashboard}analytics/${encodeURIComponent(report)}/`,
  roadmap: `${services.dashboard}roadmap/`,
  dfsEvents: `${services.flex}dfs-events/`,
  fileTemplate: (type: string) => `${services.upload}templates/${encodeURIComponent(type)}/`,
  fileUpload: (type: string) => `${services.upload}upload/${encodeURIComponent(type)}/`,
  fileRecords: `${services.upload}records/`,
  markets: `${services.markets}markets/`,

  // Competitions and the dashboard map (001 §7)
  competitions: `${services.flex}competitions/`,
  operatorCompetitions: `${services.flex}operator/competitions/`,
  competitionBoundary: (id: string | number) => `${services.flex}competitions/${encodeURIComponent(String(id))}/boundary/`,
  systemOperators: `${services.flex}system-operators/`,
  gridSupplyPoints: `${services.flex}grid-supply-points/`,
  voltages: `${services.flex}voltages/`,
  needTypes: `${services.flex}need-types/`,
  productTypes: `${services.flex}product-types/`,
  mapSearch: `${services.dashboard}search/`,
  /** Public: the competitions partner sites may show, with no login. */
  publicCompetitions: `${services.dashboard}public/competitions/`,
  assetSummary: `${services.qualification}asset-summary/`,
  operatorAssetSummary: `${services.qualification}operator/asset-summary/`,
  qualifyingAssets: `${services.qualification}qualifying-assets/`,
  operatorQualifyingAssets: `${services.qualification}operator/qualifying-assets/`,
  plannedAssets: `${services.qualification}planned-assets/`,
  qualifications: `${services.qualification}qualifications/`,
  providerAssets: `${services.flex}assets/`,
  providerPlannedAssets: `${services.flex}planned-assets/`,
  assetsOverview: `${services.flex}assets/overview/`,
  assetsFile: `${services.flex}assets/file/`,
  entries: `${services.flex}competition-entries/`,
  competitionConfirmations: `${services.flex}competitionconfirmations/`,
  competitionConfirmationsBulk: `${services.flex}competitionconfirmations/bulk_confirm/`,

  // Bidding (001 §7)
  ballots: `${services.bids}ballots/`,
  ballotsCount: `${services.bids}ballots/count/`,
  competitionBallot: (competitionId: string | number, ballotId: string | number) =>
    `${services.flex}competitions/${encodeURIComponent(String(competitionId))}/ballots/${encodeURIComponent(String(ballotId))}/`,
  ballotAssetGroups: `${services.bids}ballot-asset-groups/`,
  bids: `${services.bids}bids/`,
  bidStatus: `${services.bids}statuses/`,

  // Operator bid review and market clearing (001 §7)
  operatorBidSummaries: `${services.bids}operator/summaries/`,
  operatorBids: `${services.bids}operator/bids/`,
  inputParameterSets: `${services.bids}input-parameter-sets/`,
  bidDecisionSet: `${services.bids}market-clearing/bid-decision-set/`,
  autoDecisions: `${services.bids}market-clearing/auto-decisions/`,
  decisions: `${services.bids}decisions/`,

  // Applications to purchasing systems (001 §7); a step is `recordPath(dpsApplications, id, "sections/{n}")`
  dpsRecords: `${services.dps}dps-records/`,
  dpsApplications: `${services.dps}applications/`,
  dpsApplicationSubmissions: (id: string | number) => `${services.dps}applications/${encodeURIComponent(String(id))}/submissions/`,
  dpsAttachments: `${services.dps}attachments/`,
  operatorApplications: `${services.dps}operator/applications/`,
  operatorAttachments: `${services.dps}operator/attachments/`,
  applicationOutcomes: `${services.dps}outcomes/`,
  flexProviders: `${services.flex}flex-providers/`,
  /** Where presigned file addresses point (the app follows them as given). */
  fileObjects: `${services.upload}objects/`,

  // Market access, contracts, subscriptions and milestones (001 §2); interest is `recordPath(markets, id, "register_interest")`
  licenceAreas: `${services.markets}licence-areas/`,
  marketSubscriptions: `${services.markets}subscriptions/`,
  contracts: `${services.contracts}contracts/`,
  milestones: `${services.milestones}milestones/`,
  // Dispatch (001 §2 Operations, §3 Dispatch instruction); the contract is mocks/docs/dispatch.md
  dispatchInstructions: `${services.dispatch}instructions/`,
  dispatchPreview: `${services.dispatch}instructions/preview/`,
  dispatchRespond: `${services.dispatch}instructions/respond/`,
  dispatchStop: `${services.dispatch}instructions/stop/`,
  dispatchVersion: `${services.dispatch}instructions/version/`,
  dispatchFacets: `${services.dispatch}instructions/facets/`,
  dispatchableCompetitions: `${services.dispatch}dispatchable/competitions/`,
  dispatchableBids: `${services.dispatch}dispatchable/bids/`,
  autoAcceptRules: `${services.dispatch}auto-accept-rules/`,
  calendarFeed: `${services.dispatch}calendar-feed/`,
  /** Public: a calendar app reads it with the secret alone. */
  calendarFeedEvents: (secret: string) => `${services.dispatch}calendar-feed/${encodeURIComponent(secret)}/events/`,

  // Exchange (001 §2 Exchange, §3 Exchange listing and bid); withdraw is `recordPath(exchangeListings, id, "withdraw")`,
  // a decision `recordPath(exchangeBids, id, "decision")`; the contract is mocks/docs/exchange.md
  exchangeListings: `${services.exchange}listings/`,
  exchangeBids: `${services.exchange}bids/`,

  // Settlement (001 §2 Settlement, §3 Settlement event, §7 events ordered -start, page 200); the contract is mocks/docs/settlement.md
  settlementEvents: `${services.settlement}events/`,
  settlementEvent: (id: string | number) => `${services.settlement}events/${encodeURIComponent(String(id))}/`,
  meterReadings: `${services.settlement}meter-readings/`,
  nominatedBaselines: `${services.settlement}nominated-baselines/`,
  settlementReports: `${services.settlement}reports/`,
  settlementReport: (month: string) => `${services.settlement}reports/${encodeURIComponent(month)}/`,
  invoices: `${services.settlement}invoices/`,
  invoice: (id: string) => `${services.settlement}invoices/${encodeURIComponent(id)}/`,
  settlementDisputes: `${services.settlement}disputes/`,
  settlementDispute: (id: string | number) => `${services.settlement}disputes/${encodeURIComponent(String(id))}/`,
  settlementDisputeAnswer: (id: string | number) => `${services.settlement}disputes/${encodeURIComponent(String(id))}/answer/`,

  // Asset register, availability and qualification (001 §7)
  assetRegister: `${services.flex}assets/register/`,
  assetUnavailabilities: `${services.flex}asset-unavailabilities/`,
  assetEligibility: `${services.qualification}eligibility/`,
  qualificationOverview: `${services.qualification}overview/`,
  operatorQualifications: `${services.qualification}operator/qualifications/`,
  operatorOverrides: `${services.qualification}operator/overrides/`,
  overrideReasons: `${services.qualification}override-reasons/`,
  stackingRules: `${services.qualification}stacking-rules/`,
} as const;

/** A record's own path under a collection path: `auth/team-members/` + 7 → `auth/team-members/7/`. */
export function recordPath(collection: string, id: string | number, action?: string): string {
  const base = `${collection}${encodeURIComponent(String(id))}/`;
  return action ? `${base}${action.replace(/^\/+|\/+$/g, "")}/` : base;
}

export function setInactivePath(collection: string): string {
  return `${collection}set_inactive/`;
}
