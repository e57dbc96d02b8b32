import type { TFunction } from "i18next";
import { useEffect, useMemo, useState, type ReactNode } from "react";
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
 */
export function ClientTexts({ language, version, initial, children }: { language: string; version: string; initial: TextResources; children: ReactNode }) {
  const [resources, setResources] = useState(initial);
  useEffect(() => {
    const missing = NAMESPACES.filter((ns) => !(ns in initial));
    if (missing.length === 0) return;
    const load = () => void loadTexts(language, missing, version).then((more) => setResources((loaded) => ({ ...loaded, ...more })));
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 500);
  }, [initial, language, version]);
  const texts = useMemo(() => ({ language, fixedT: (namespaces: readonly string[]) => translator(language, resources, namespaces) as unknown as TFunction }), [language, resources]);
  return <TextsProvider texts={texts}>{children}</TextsProvider>;
}
