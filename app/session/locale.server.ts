import { LanguageDetector } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, normaliseLocale } from "~/domain/locales";
import { memoise, type RequestContext } from "~/load-context";
import { getAuth } from "./auth.server";
import { localeCookie } from "./storage.server";

const detector = new LanguageDetector({
  supportedLanguages: SUPPORTED_LOCALES,
  fallbackLanguage: DEFAULT_LOCALE,
  cookie: localeCookie,
  order: ["cookie", "header"],
});

/** The locale: the token's preferred_locale, then the locale cookie, then Accept-Language; never the URL. */
export async function detectLocale(request: Request, preferred?: string | null): Promise<string> {
  const fromToken = normaliseLocale(preferred);
  if (fromToken) return fromToken;
  const cookieValue = normaliseLocale(await localeCookie.parse(request.headers.get("Cookie")));
  if (cookieValue) return cookieValue;
  return normaliseLocale(await detector.detect(request)) ?? DEFAULT_LOCALE;
}

export function getLocale(request: Request, context: RequestContext): Promise<string> {
  return memoise(context, "locale", async () => {
    const auth = await getAuth(request, context).catch(() => undefined);
    return detectLocale(request, auth?.claims?.preferred_locale);
  });
}
