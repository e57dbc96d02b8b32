import type { HttpHandler } from "msw";
import { contractHandlers } from "./contract-handlers";
import { marketListHandlers } from "./market-handlers";
import { subscriptionHandlers } from "./subscription-handlers";

/** Markets with the provider's standing, subscriptions, contracts and milestones; the contract is mocks/docs/markets.md. */
export const marketAccessHandlers: HttpHandler[] = [...marketListHandlers, ...subscriptionHandlers, ...contractHandlers];
