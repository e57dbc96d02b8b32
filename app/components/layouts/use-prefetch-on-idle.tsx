import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PREFETCH_IDLE_TIMEOUT_MS } from "~/domain/session-constants";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Slow or data-saving connections do not get speculative downloads. */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType ?? "")));
}

/** Prefetches the given pages once the browser is idle (at most 2000 ms later), except on slow connections. */
export function usePrefetchOnIdle(hrefs: string[]) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (isSlowConnection(connection)) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true), { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => cancel(handle);
  }, []);
  if (!ready) return null;
  return hrefs.map((href) => <PrefetchPageLinks key={href} page={href} />);
}
