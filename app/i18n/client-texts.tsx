import type { TFunction } from "i18next";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
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
export function ClientTexts({ language: first, version, initial, children }: { language: string; version: string; initial: TextResources; children: ReactNode }) {
  const [{ language, resources }, setCurrent] = useState(() => ({ language: first, resources: { ...initial } as TextResources }));
  const missed = useRef(new Set<string>());
  const [arrivals, setArrivals] = useState(0);
  const wanted = useRef(first);
  const held = useRef(resources);
  held.current = resources;
  useEffect(() => {
    const missing = NAMESPACES.filter((ns) => !(ns in resources));
    if (missing.length === 0) return;
    const load = () =>
      void loadTexts(language, missing, version).then((more) => {
        if (wanted.current !== language) return;
        Object.assign(resources, more);
        if (Object.keys(more).some((ns) => missed.current.has(ns))) {
          missed.current.clear();
          setArrivals((count) => count + 1);
        }
      });
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 500);
  }, [resources, language, version]);
  // Another language (the preferences saved, a new session): the namespaces held so far in it, then drawn at once.
  const switchTo = useCallback(
    (next: string) => {
      if (next === wanted.current) return;
      wanted.current = next;
      void loadTexts(next, Object.keys(held.current), version).then((loaded) => {
        if (wanted.current !== next) return;
        missed.current.clear();
        setCurrent({ language: next, resources: loaded });
      });
    },
    [version],
  );
  const texts = useMemo(
    () => ({
      language,
      fixedT: (namespaces: readonly string[]) => translator(language, resources, namespaces, (ns) => missed.current.add(ns)) as unknown as TFunction,
    }),
    [language, resources, arrivals],
  );
  return (
    <LanguageSwitch.Provider value={switchTo}>
      <TextsProvider texts={texts}>{children}</TextsProvider>
    </LanguageSwitch.Provider>
  );
}

const LanguageSwitch = createContext<((language: string) => void) | null>(null);

/**
 * Keeps the browser's texts in the language the server now renders in: without it a change of
 * language made without a full page load would show until the next reload. No-op on the server.
 */
export function useTextLanguage(language: string) {
  const switchTo = useContext(LanguageSwitch);
  useEffect(() => switchTo?.(language), [switchTo, language]);
}
