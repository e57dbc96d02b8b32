import { useFetcher, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { sessionCheck } from "~/domain/session-watch";

type Props = {
  expiresAt: number;
  expiryCheck: boolean;
  idleLogout: boolean;
  idleTimeoutMs: number;
  intervalMs: number;
};

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart", "focus"] as const;
const SHARED_KEY = "flexmarket:last-activity";

/** The browser side of the session rules: expiry check, idle logout and keeping an active session fresh. */
export function SessionWatcher(props: Props) {
  const submit = useSubmit();
  const csrf = useAuthenticityToken();
  const refresher = useFetcher<{ expiresAt: number }>();
  const expiresAt = useRef(props.expiresAt);
  const lastActivity = useRef(Date.now());
  expiresAt.current = refresher.data?.expiresAt ?? props.expiresAt;

  useEffect(() => {
    // Activity in any tab of this site counts, so a busy tab keeps an idle one signed in.
    const markActive = () => {
      lastActivity.current = Date.now();
      try {
        localStorage.setItem(SHARED_KEY, String(lastActivity.current));
      } catch {
        /* storage may be disabled; this tab still counts its own activity */
      }
    };
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === SHARED_KEY && event.newValue) lastActivity.current = Math.max(lastActivity.current, Number(event.newValue));
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, markActive, { passive: true }));
    window.addEventListener("storage", fromOtherTab);
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, markActive));
      window.removeEventListener("storage", fromOtherTab);
    };
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = sessionCheck({ ...props, nowMs: Date.now(), expiresAt: expiresAt.current, lastActivityMs: lastActivity.current });
      if (next === "logout-expired" || next === "logout-idle") {
        window.clearInterval(timer);
        submit({ csrf, reason: next === "logout-idle" ? "idle" : "expired" }, { method: "post", action: "/logout" });
      } else if (next === "refresh" && refresher.state === "idle") {
        refresher.load("/session");
      }
    }, props.intervalMs);
    return () => window.clearInterval(timer);
    // The check reads refs; restarting on every render would skew the interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.intervalMs, props.idleTimeoutMs, props.idleLogout, props.expiryCheck]);

  return null;
}
