/** The provider's markets area pages (kept out of server modules so the browser has them too). */
export const MARKET_ACCESS = "/manage/flexprovider/market-access";
export const CONTRACTS = "/manage/flexprovider/contracts";
export const SUBSCRIPTIONS = "/manage/flexprovider/subscriptions";
export const MILESTONES = "/manage/flexprovider/milestones";
