import type { TFunction } from "i18next";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { NAMESPACES } from "./config";
import { TextsProvider } from "./react";
import { translator, type TextResources } from "./translate";

/** Fetches namespaces' texts (`/locales/{language}/{ns}.json`, cached by the browser per build). */
export async function loadTexts(language: string, namespaces: readonly string[], version: string): Promise<TextResources> {
  const entries = await Promise.all(
    [...new Set(namespaces)].map(async (ns) => {
      const response = await fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(ns)}.json?v=${encodeURIComponent(version)}`).catch(() => null);
      return [ns, response?.ok ? ((await response.json()) as Record<string, unknown>) : null] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, texts]) => texts !== null)) as TextResources;
}

/**
 * The browser's texts: the page's namespaces, loaded before hydration; once the page is idle,
 * the other namespaces of the language, so a later client-side navigation finds its texts there.
 * Those arrive into the same object without drawing the page again: re-rendering the whole tree
 * for texts it does not show was one long task on a phone. Only when a text of a namespace still
 * missing was asked for (a navigation before they arrived) is the page drawn again.
 */
export function ClientTexts({ language, version, initial, children }: { language: string; version: string; initial: TextResources; children: ReactNode }) {
  const [resources] = useState<TextResources>(() => ({ ...initial }));
  const missed = useRef(new Set<string>());
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    const missing = NAMESPACES.filter((ns) => !(ns in resources));
    if (missing.length === 0) return;
    const load = () =>
      void loadTexts(language, missing, version).then((more) => {
        Object.assign(resources, more);
        if (Object.keys(more).some((ns) => missed.current.has(ns))) {
          missed.current.clear();
          setArrivals((count) => count + 1);
        }
      });
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 500);
  }, [resources, language, version]);
  const texts = useMemo(
    () => ({
      language,
      fixedT: (namespaces: readonly string[]) => translator(language, resources, namespaces, (ns) => missed.current.add(ns)) as unknown as TFunction,
    }),
    [language, resources, arrivals],
  );
  return <TextsProvider texts={texts}>{children}</TextsProvider>;
}
