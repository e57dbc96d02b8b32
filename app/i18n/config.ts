import { DEFAULT_LOCALE, TEXT_LANGUAGES } from "~/domain/locales";

export const NAMESPACES = ["common", "auth", "account", "pages", "legal", "ui", "validation", "market", "map", "bidding", "clearing", "operator", "upload", "applications", "markets", "dispatch", "exchange", "registration", "settings", "analytics", "settlement", "assets"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Shared by the server and the browser instances of i18next. */
export const i18nOptions = {
  supportedLngs: [...TEXT_LANGUAGES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: ["common"],
  load: "currentOnly" as const,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
