import type { HttpHandler } from "msw";

export const competitionHandlers: HttpHandler[] = [];
