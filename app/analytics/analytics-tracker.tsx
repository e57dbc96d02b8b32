import { useLocation } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import type { Consent } from "~/domain/consent";
import { createAnalytics, recordingAllowed } from "./analytics";

/** Captures a page view per route change; starts session recording only when allowed. */
export function AnalyticsTracker({ endpoint, recordingFlag, consent }: { endpoint: string | null; recordingFlag: boolean; consent: Consent | null }) {
  const analytics = useMemo(() => createAnalytics(endpoint), [endpoint]);
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const allowed = recordingAllowed(recordingFlag, consent);
  useEffect(() => {
    if (allowed) analytics.startRecording(url);
    analytics.pageview(url);
    // One capture per route (path and query), not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, location.pathname, location.search, allowed]);
  return null;
}
