/**
 * Every page of the app, by the role that sees it, for the tests that visit them all
 * (accessibility, phone layouts, translation keys). Each business area adds its pages here.
 * `modal` names a page whose URL opens a modal or a side panel, so a test can check that its
 * controls fit the screen.
 */
export type PageRole = "anon" | "provider" | "operator";
export type AppPage = { role: PageRole; path: string; modal?: boolean };

export const PAGES: AppPage[] = [
  // Platform
  { role: "anon", path: "/" },
  { role: "anon", path: "/login" },
  { role: "anon", path: "/passwordreset" },
  { role: "anon", path: "/passwordreset/confirm/MQ/x" },
  { role: "anon", path: "/legal/basic-terms" },
  { role: "anon", path: "/legal/cookies" },
  { role: "anon", path: "/region" },
  { role: "anon", path: "/ssoresponse" },
  { role: "anon", path: "/no/such/page" },
  { role: "provider", path: "/home" },
  { role: "provider", path: "/explore" },
  { role: "provider", path: "/region" },
  { role: "provider", path: "/settings/account" },
  { role: "provider", path: "/settings/account?panel=password", modal: true },
  { role: "provider", path: "/unauthorised" },
  { role: "provider", path: "/no/such/page" },
  { role: "operator", path: "/home" },
  // Map and competitions
  { role: "anon", path: "/embed/map" },
  { role: "provider", path: "/dashboard" },
  { role: "provider", path: "/dashboard?competition=1" },
  { role: "provider", path: "/flexprovider/competitions/1" },
  { role: "operator", path: "/dashboard" },
  // Bidding
  { role: "provider", path: "/manage/flexprovider/bids/submit" },
  { role: "provider", path: "/manage/flexprovider/bids/submit?competition=1", modal: true },
  { role: "provider", path: "/manage/flexprovider/bids/bulk-upload" },
  { role: "provider", path: "/manage/flexprovider/bids/history" },
  // Operator competitions and clearing
  { role: "operator", path: "/manage/systemoperator/201/competitions" },
  { role: "operator", path: "/manage/systemoperator/201/competitions?competition=4" },
  { role: "operator", path: "/manage/systemoperator/201/competitions?competition=4&clearing=1", modal: true },
  { role: "operator", path: "/manage/systemoperator/201/competitions/new" },
  // Applications and market access (seeded: market 3 not registered, subscription 1, applications 1 and 45 approved, 137 awaiting a decision)
  { role: "provider", path: "/manage/flexprovider/market-access" },
  { role: "provider", path: "/manage/flexprovider/market-access/3/register", modal: true },
  { role: "provider", path: "/manage/flexprovider/market-access/3/thanks", modal: true },
  { role: "provider", path: "/manage/flexprovider/contracts" },
  { role: "provider", path: "/manage/flexprovider/subscriptions" },
  { role: "provider", path: "/manage/flexprovider/subscriptions/new" },
  { role: "provider", path: "/manage/flexprovider/subscriptions/1" },
  { role: "provider", path: "/manage/flexprovider/subscriptions/1/saved", modal: true },
  { role: "provider", path: "/manage/flexprovider/applications/1/contracting" },
  { role: "provider", path: "/manage/flexprovider/applications/1/assets" },
  { role: "provider", path: "/manage/flexprovider/applications/1/audit" },
  { role: "provider", path: "/manage/flexprovider/applications/1/organisation" },
  { role: "provider", path: "/manage/flexprovider/applications/1/submit" },
  { role: "provider", path: "/manage/flexprovider/applications/1/print" },
  { role: "provider", path: "/manage/flexprovider/applications/45/profile" },
  { role: "provider", path: "/manage/flexprovider/applications/45/status" },
  { role: "provider", path: "/manage/flexprovider/applications/45/auditing" },
  { role: "provider", path: "/manage/flexprovider/applications/45/declare" },
  { role: "operator", path: "/manage/systemoperator/201/applications" },
  { role: "operator", path: "/manage/systemoperator/201/applications/137" },
  { role: "operator", path: "/manage/systemoperator/201/applications/137/approve", modal: true },
  { role: "operator", path: "/manage/systemoperator/201/applications/137/reject", modal: true },
  { role: "operator", path: "/manage/systemoperator/201/applications/137/ask/achilles_id", modal: true },
  // Operations (dispatch)
  { role: "provider", path: "/operations/upcomingdispatches" },
  { role: "provider", path: "/operations/upcomingdispatches/respond?instruction=7&response=accepted", modal: true },
  { role: "provider", path: "/operations/upcomingdispatches/auto-accept", modal: true },
  { role: "provider", path: "/operations/pastdispatches" },
  { role: "provider", path: "/operations/dispatchschedule" },
  { role: "operator", path: "/operations/upcomingdispatches" },
  { role: "operator", path: "/operations/upcomingdispatches/stop?instruction=4", modal: true },
  { role: "operator", path: "/operations/upcomingdispatches/create", modal: true },
  { role: "operator", path: "/operations/pastdispatches" },
  { role: "operator", path: "/operations/dispatchschedule" },
  // Exchange (seeded: listing 1 the demo provider's open obligation, 4 its load modification, 5 its closed listing with a bid)
  { role: "provider", path: "/exchange/browse" },
  { role: "provider", path: "/exchange/new-listing" },
  { role: "provider", path: "/exchange/listings/1/view" },
  { role: "provider", path: "/exchange/listings/2/submit-bid" },
  { role: "provider", path: "/exchange/listings/5/decision-bids" },
  { role: "provider", path: "/exchange/listings/6/outcome" },
  { role: "provider", path: "/marketplace/buy" },
  { role: "operator", path: "/exchange/browse" },
  { role: "operator", path: "/exchange/load-modifications/4/view" },
];
