import type { LoaderFunctionArgs } from "@remix-run/node";
import { browserEpochSeconds } from "~/clock.server";
import { withAccess } from "~/session/guard.server";

/**
 * The session's expiry, read through the usual guard: asking refreshes a token near
 * expiry, so an active page can keep its session without a full reload.
 */
export const loader = (args: LoaderFunctionArgs) => withAccess("session", args, ({ auth }) => Response.json({ expiresAt: auth.claims ? browserEpochSeconds(auth.claims.exp) : null }, { headers: { "Cache-Control": "no-store" } }));
