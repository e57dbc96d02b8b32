import { describe, expect, test } from "vitest";
import { FailureThrottle } from "~/domain/auth/throttle";

const MINUTE = 60_000;

describe("sign-in throttle: a sliding window of failures per key", () => {
  test("AUTH-01 under the limit a key may try; at the limit it waits until the oldest counted failure leaves the window", () => {
    const throttle = new FailureThrottle({ limit: 3, windowMs: 10 * MINUTE });
    throttle.fail("a", 0);
    throttle.fail("a", 2 * MINUTE);
    expect(throttle.retryAfterSeconds("a", 2 * MINUTE)).toBe(0);
    throttle.fail("a", 4 * MINUTE);
    expect(throttle.retryAfterSeconds("a", 4 * MINUTE)).toBe(6 * 60);
    expect(throttle.retryAfterSeconds("a", 10 * MINUTE - 1000)).toBe(1);
    expect(throttle.retryAfterSeconds("a", 10 * MINUTE)).toBe(0);
    expect(throttle.retryAfterSeconds("b", 4 * MINUTE)).toBe(0);
  });

  test("AUTH-01 a success clears the key; failures older than the window stop counting", () => {
    const throttle = new FailureThrottle({ limit: 2, windowMs: MINUTE });
    throttle.fail("a", 0);
    throttle.fail("a", 1000);
    expect(throttle.retryAfterSeconds("a", 1000)).toBe(59);
    throttle.clear("a");
    expect(throttle.retryAfterSeconds("a", 1000)).toBe(0);
    throttle.fail("a", 0);
    throttle.fail("a", 2 * MINUTE);
    expect(throttle.retryAfterSeconds("a", 2 * MINUTE)).toBe(0);
  });
});
