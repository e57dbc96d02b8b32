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
  fileTemplate: (type: string) => `${services.upload}templates/${encodeURIComponent(type)}/`,
  fileUpload: (type: string) => `${services.upload}upload/${encodeURIComponent(type)}/`,
  fileRecords: `${services.upload}records/`,
  markets: `${services.markets}markets/`,
} as const;

/** A record's own path under a collection path: `auth/team-members/` + 7 → `auth/team-members/7/`. */
export function recordPath(collection: string, id: string | number, action?: string): string {
  const base = `${collection}${encodeURIComponent(String(id))}/`;
  return action ? `${base}${action.replace(/^\/+|\/+$/g, "")}/` : base;
}

export function setInactivePath(collection: string): string {
  return `${collection}set_inactive/`;
}
