import { marketAccessHandlers } from "../markets";

/** Markets, interests, subscriptions, contracts and milestones (mocks/markets, mocks/docs/markets.md). */
export const marketHandlers = marketAccessHandlers;
