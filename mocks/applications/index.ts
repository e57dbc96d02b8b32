import type { HttpHandler } from "msw";
import { objectHandlers } from "./attachments";
import { operatorApplicationHandlers } from "./operator-handlers";
import { providerApplicationHandlers } from "./provider-handlers";

/** Applications to purchasing systems; the contract is mocks/docs/applications.md. */
export const applicationHandlers: HttpHandler[] = [...operatorApplicationHandlers, ...providerApplicationHandlers, ...objectHandlers];
