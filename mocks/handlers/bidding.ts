import type { HttpHandler } from "msw";
import { ballotHandlers } from "../bidding/ballot-handlers";
import { bidHandlers } from "../bidding/bid-handlers";
import { entryHandlers } from "../bidding/entry-handlers";

/** Bidding as the marketplace runs it for flex providers; the contract is mocks/docs/bidding.md. */
export const biddingHandlers: HttpHandler[] = [...ballotHandlers, ...bidHandlers, ...entryHandlers];
