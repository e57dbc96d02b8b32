import { nowMs } from "~/clock.server";
import { ACCOUNT_RULE, ADDRESS_RULE, FailureThrottle } from "~/domain/auth/throttle";

/**
 * Wrong passwords counted by this process, per account and per client address, so guessing is
 * slowed before the upstream is even asked. Each replica counts its own; the upstream's own
 * throttle (a 429) covers the sum across replicas.
 */
const accounts = new FailureThrottle(ACCOUNT_RULE);
const addresses = new FailureThrottle(ADDRESS_RULE);

const accountKey = (email: string) => email.trim().toLowerCase();

/** Seconds this sign-in must wait, or 0. */
export function loginWaitSeconds(email: string, address: string | undefined): number {
  const at = nowMs();
  return Math.max(accounts.retryAfterSeconds(accountKey(email), at), address ? addresses.retryAfterSeconds(address, at) : 0);
}

export function loginFailed(email: string, address: string | undefined) {
  const at = nowMs();
  accounts.fail(accountKey(email), at);
  if (address) addresses.fail(address, at);
}

export function loginSucceeded(email: string) {
  accounts.clear(accountKey(email));
}
