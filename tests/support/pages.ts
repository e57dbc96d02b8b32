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
];
