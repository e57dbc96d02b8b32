/**
 * A sliding window of failed attempts per key (an account, a client address): once `limit`
 * failures fall inside `windowMs`, the key is throttled until the oldest of them leaves the
 * window. Pure over the instants it is given, so the app and the sandbox share it and the
 * tests drive it with the clock.
 */
export type ThrottleRule = { limit: number; windowMs: number };

export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly rule: ThrottleRule) {}

  private recent(key: string, at: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((instant) => instant > at - this.rule.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfterSeconds(key: string, at: number): number {
    const recent = this.recent(key, at);
    if (recent.length < this.rule.limit) return 0;
    const oldestCounted = recent[recent.length - this.rule.limit];
    return Math.max(1, Math.ceil((oldestCounted + this.rule.windowMs - at) / 1000));
  }

  fail(key: string, at: number) {
    this.failures.set(key, [...this.recent(key, at), at]);
  }

  clear(key: string) {
    this.failures.delete(key);
  }

  clearAll() {
    this.failures.clear();
  }
}

/** Five wrong passwords for one account in 15 minutes, as common upstream throttles allow. */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
/** A client address may try several accounts (a shared office), but not endlessly. */
export const ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };
