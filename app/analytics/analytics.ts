import type { Consent } from "~/domain/consent";
import { maskUrl } from "~/observability/mask";

export type AnalyticsEvent =
  | { type: "pageview"; url: string; at: string; recording: boolean }
  | { type: "recording-started"; url: string; at: string };

/** The analytics interface the app talks to; a no-op unless an endpoint is configured. */
export type Analytics = { pageview(url: string): void; startRecording(url: string): void };

export const noAnalytics: Analytics = { pageview() {}, startRecording() {} };

/** Session recording only when its flag is on and the user consented to statistics cookies. */
export function recordingAllowed(flagOn: boolean, consent: Consent | null): boolean {
  return flagOn && consent?.statistics === true;
}

type Send = (event: AnalyticsEvent) => void;

/** Events go to the configured collector as JSON beacons, with token-like URL parameters masked. */
export function createAnalytics(endpoint: string | null, send?: Send): Analytics {
  if (!endpoint) return noAnalytics;
  const post: Send =
    send ??
    ((event) => {
      // text/plain keeps the beacon a simple request: no CORS preflight to the collector.
      const body = new Blob([JSON.stringify(event)], { type: "text/plain" });
      if (!navigator.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: "POST", body, keepalive: true, mode: "no-cors" }).catch(() => {});
    });
  let recording = false;
  return {
    pageview: (url) => post({ type: "pageview", url: maskUrl(url), at: new Date().toISOString(), recording }),
    startRecording: (url) => {
      if (recording) return;
      recording = true;
      post({ type: "recording-started", url: maskUrl(url), at: new Date().toISOString() });
    },
  };
}
