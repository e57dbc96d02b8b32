import type { HttpHandler } from "msw";

export const biddingHandlers: HttpHandler[] = [];
