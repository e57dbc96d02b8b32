/**
 * Feature flag names. The first group is named by the specification (000 §3, 001 §9);
 * where the specification describes a flag without naming it, the name below is this
 * product's choice and is documented in mocks/README.md.
 */
export const FLAGS = {
  gatewayFullTier: "gateway_full_tier",
  permissionsNavigationGuard: "gateway_permissions_navigation_guard",
  upgradeViaBeacon: "gateway_upgrade_via_beacon",
  loginPreservesQuerystring: "mk_requires_login_preserves_querystring",
  maxOrgRedirects: "sx_max_org_redirects",
  maxAuthWithFlex: "sx_max_auth_with_flex",
  flexOrgRedirects: "mp_flex_org_redirects",
  maxToRegionalFlexRedirect: "mk_max_to_regional_flex_redirect",
  logoutWithCognito: "sx_logout_with_cognito",
  updateTermsSep25: "mk_update_terms_sep_25",
  redirectRegisterButtons: "mk_redirect_register_buttons_to_picloenergy",
  toggleRedesign: "bops_toggle_redesign",
  availabilityReporting: "feature_availability_reporting",
  teamListRoles: "mk_team_list_roles",
  eligibilityCopy: "katz_change_eligibility_copy",
  mapboxClusters: "e321_mapbox_clusters",
  competitionMapZOrdering: "katz_competition_map_z_ordering",
  bidResultsFix: "mk_bugfix_bid_results_not_appearing",
  biddingWithManyAssets: "hotfix_bidding_with_many_assets",
  // Described but not named by the specification:
  explore: "explore",
  exchange: "exchange",
  softRelease: "soft_release",
  operations: "operations",
  meterUpload: "meter_upload",
  settlementReport: "settlement_report",
  analyticsPermission: "analytics_permission",
  roadmap: "roadmap",
  embeddableMap: "embeddable_map",
  idleLogout: "idle_logout",
  sessionExpiryCheck: "session_expiry_check",
  sessionRecording: "session_recording",
  /** The specification's `{hash}` flag: operators see every competition in their operating area. */
  allCompetitionsInArea: "so_view_all_competitions_in_area",
  entryConfirmation: "entry_confirmation",
  ballotsPaging: "ballots_paging",
  confirmInChunks: "confirm_in_chunks",
  i18nFriendlyFiles: "i18n_friendly_files",
  scheduledDispatch: "scheduled_dispatch",
  trimOverlappingIntervals: "trim_overlapping_intervals",
  /** The provider's contract milestones page (001 §2 "milestones (feature flagged)"). */
  milestones: "milestones",
} as const;

export type FlagName = (typeof FLAGS)[keyof typeof FLAGS];

export const PERMISSIONS = {
  viewCompetitions: "view-competitions",
  viewManageUi: "view-manage-ui",
  manageCompetitions: "manage-competitions",
  manageBids: "manage-bids",
  manageDispatches: "manage-dispatches",
  viewOperations: "view-operations",
  viewSettlement: "view-settlement",
  analytics: "analytics",
  buyLoadMod: "buy-load-mod",
  buyFromOpenMarket: "buy-from-open-market",
} as const;
