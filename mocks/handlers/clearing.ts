import type { HttpHandler } from "msw";

export const clearingHandlers: HttpHandler[] = [];
