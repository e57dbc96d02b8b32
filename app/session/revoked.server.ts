import { createHash } from "node:crypto";
import { nowMs } from "~/clock.server";
import type { TokenClaims } from "./token";

/**
 * Sign-ins ended on this replica. A copy of the session cookie taken before "Sign out" holds
 * a token the upstream has blacklisted, but a page whose data comes from the session alone
 * never asks the upstream; this list refuses it at once (by the token's id, or its hash when it
 * has none). Other replicas learn of it when they next ask the upstream (a 401 ends the session there):
 * at the latest after FEATURES_TTL_SECONDS, when the user's data is fetched again.
 * Entries leave once the token has expired anyway.
 */
const ended = new Map<string, number>();

type Ended = Pick<TokenClaims, "exp" | "jti">;

function entryOf(token: string, claims: Ended): { key: string; until: number } {
  return { key: claims.jti ?? createHash("sha256").update(token).digest("base64url"), until: claims.exp * 1000 };
}

export function endSignIn(token: string, claims: Ended) {
  const now = nowMs();
  for (const [key, until] of ended) if (until <= now) ended.delete(key);
  const { key, until } = entryOf(token, claims);
  ended.set(key, until);
}

export function signInEnded(token: string, claims: Ended): boolean {
  return ended.has(entryOf(token, claims).key);
}
