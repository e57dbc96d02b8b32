import { SESSION_EXPIRY_MARGIN_SECONDS, TOKEN_REFRESH_THRESHOLD_SECONDS } from "./session-constants";

export type SessionCheck = "logout-expired" | "logout-idle" | "refresh" | "none";

export type SessionCheckInput = {
  nowMs: number;
  expiresAt: number;
  expiryCheck: boolean;
  idleLogout: boolean;
  idleTimeoutMs: number;
  lastActivityMs: number;
  intervalMs: number;
};

/**
 * What the browser does at each check (every 10 s): log out when the token expires within
 * 10 s (flagged) or after the idle period (flagged); otherwise ask the server to refresh a
 * token near expiry while the user is active, so a busy page does not time out.
 */
export function sessionCheck(input: SessionCheckInput): SessionCheck {
  const secondsLeft = input.expiresAt - input.nowMs / 1000;
  if (input.expiryCheck && secondsLeft <= SESSION_EXPIRY_MARGIN_SECONDS) return "logout-expired";
  const idleFor = input.nowMs - input.lastActivityMs;
  if (input.idleLogout && idleFor >= input.idleTimeoutMs) return "logout-idle";
  if (secondsLeft <= TOKEN_REFRESH_THRESHOLD_SECONDS && idleFor < input.intervalMs * 2) return "refresh";
  return "none";
}
