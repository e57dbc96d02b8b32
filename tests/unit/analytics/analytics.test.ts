import { describe, expect, test } from "vitest";
import { maskUrl } from "~/observability/mask";
import { createAnalytics, noAnalytics, recordingAllowed, type AnalyticsEvent } from "~/analytics/analytics";

describe("analytics", () => {
  test("ANALYTICS-01 without a configured endpoint the interface does nothing", () => {
    expect(createAnalytics(null)).toBe(noAnalytics);
  });

  test("ANALYTICS-01 a page view per route, with token-like URL parameters masked", () => {
    const sent: AnalyticsEvent[] = [];
    const analytics = createAnalytics("https://collector.example/events", (event) => sent.push(event));
    analytics.pageview("/ssoresponse?id_token=eyJabc&next=/home#token=eyJdef");
    analytics.pageview("/passwordreset/confirm/MQ/5f0c9a/");
    expect(sent.map((event) => event.url)).toEqual(["/ssoresponse?id_token=[masked]&next=%2Fhome", "/passwordreset/confirm/[masked]/[masked]/"]);
    expect(sent.every((event) => event.type === "pageview")).toBe(true);
  });

  test("ANALYTICS-01 session recording only with its flag and statistics consent", () => {
    expect(recordingAllowed(true, { essential: true, statistics: true, marketing: false })).toBe(true);
    expect(recordingAllowed(true, { essential: true, statistics: false, marketing: true })).toBe(false);
    expect(recordingAllowed(true, null)).toBe(false);
    expect(recordingAllowed(false, { essential: true, statistics: true, marketing: true })).toBe(false);
    const sent: AnalyticsEvent[] = [];
    const analytics = createAnalytics("https://collector.example/events", (event) => sent.push(event));
    analytics.startRecording("/home?code=123");
    analytics.startRecording("/home");
    analytics.pageview("/home");
    expect(sent).toEqual([
      expect.objectContaining({ type: "recording-started", url: "/home?code=[masked]" }),
      expect.objectContaining({ type: "pageview", recording: true }),
    ]);
  });

  test("ANALYTICS-01 masking keeps ordinary parameters", () => {
    expect(maskUrl("/dashboard?competition=12&status=open")).toBe("/dashboard?competition=12&status=open");
    expect(maskUrl("/login?next=%2Fhome&password=x")).toBe("/login?next=%2Fhome&password=[masked]");
  });
});
