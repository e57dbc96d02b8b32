/**
 * The one place components get their translation hook from. The page's texts come from a
 * context: on the server (and in tests) an i18next instance, in the browser the texts the page
 * loaded before hydrating (`translate.ts`), so the browser never downloads i18next.
 */
import type { i18n as I18n, TFunction } from "i18next";
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { keptIn } from "~/domain/bounded-cache";

export type Texts = {
  language: string;
  /** A `t` for these namespaces, the first being the default. */
  fixedT: (namespaces: readonly string[]) => TFunction;
};

const TextsContext = createContext<Texts | null>(null);

export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return createElement(TextsContext.Provider, { value: texts }, children);
}

/**
 * A `t` that keeps what it gave for a key, alone or with options of plain values (counts, ids,
 * names): the texts of an instance do not change once loaded, and i18next resolves the language,
 * namespaces and plural rules again on every call (a tenth of the server's time on a page with a
 * long table). Options holding objects or functions go to i18next each time. Bounded, since
 * values such as ids are many.
 */
const REMEMBERED_LIMIT = 10_000;
const plain = (value: unknown) => value === null || value === undefined || typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean";

function remembering(t: TFunction): TFunction {
  const known = new Map<string, unknown>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string" || rest.length > 1) return call(key, ...rest);
    const options = rest[0];
    let id = key;
    if (options !== undefined) {
      if (typeof options !== "object" || options === null || !Object.values(options).every(plain)) return call(key, ...rest);
      id = `${key}\u0000${JSON.stringify(options)}`;
    }
    return keptIn(known, id, REMEMBERED_LIMIT, () => call(key, ...rest));
  };
  return remembered as unknown as TFunction;
}

const textsByInstance = new WeakMap<I18n, Texts>();

/**
 * The texts of an i18next instance (the server's, a test's), with a `t` kept per namespace set;
 * one per instance, so the server's shared instances keep their `t`s from render to render.
 */
export function textsOf(i18n: I18n): Texts {
  const known = textsByInstance.get(i18n);
  if (known && known.language === i18n.language) return known;
  const cache = new Map<string, TFunction>();
  const texts: Texts = {
    language: i18n.language,
    fixedT(namespaces) {
      const key = namespaces.join(",");
      let t = cache.get(key);
      if (!t) cache.set(key, (t = remembering(i18n.getFixedT(i18n.language, [...namespaces]))));
      return t;
    },
  };
  textsByInstance.set(i18n, texts);
  return texts;
}

/** An i18next instance given as the page's texts (the server entry and the tests render with one). */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const texts = useMemo(() => textsOf(i18n), [i18n]);
  return createElement(TextsProvider, { texts, children });
}

export function useTranslation(ns?: string | readonly string[]) {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTranslation needs the page's texts (TextsProvider)");
  const key = ns === undefined ? "common" : typeof ns === "string" ? ns : ns.join(",");
  // A new texts object (more texts arrived, another language) gives a new `t`.
  const t = useMemo(() => texts.fixedT(key.split(",")), [texts, key]);
  return { t, i18n: { language: texts.language } };
}
