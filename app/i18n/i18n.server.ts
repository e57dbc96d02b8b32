import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { textLanguage } from "~/domain/locales";
import { NAMESPACES, i18nOptions, type Namespace } from "./config";
import { resources } from "./resources.server";

/**
 * One i18next instance per text language, with every text loaded, created on first use and
 * shared by all requests: a request never changes an instance's language, so sharing is
 * safe, and it saves initialising (or cloning) i18next on every render.
 */
const instances = new Map<string, I18n>();

function instanceFor(language: string): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    instance.use(initReactI18next).init({ ...i18nOptions, lng: language, ns: [...NAMESPACES], resources, initImmediate: false });
    instances.set(language, instance);
  }
  return instance;
}

export function i18nFor(locale: string): I18n {
  return instanceFor(textLanguage(locale));
}

export function getFixedT(locale: string, ns: Namespace | Namespace[] = "common"): TFunction {
  return instanceFor(textLanguage(locale)).getFixedT(textLanguage(locale), ns);
}

