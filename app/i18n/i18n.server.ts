import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { textLanguage } from "~/domain/locales";
import { NAMESPACES, i18nOptions, type Namespace } from "./config";
import { resources } from "./resources.server";

let shared: I18n | undefined;

/** One instance with every text loaded, created once; requests clone it (cheap) or borrow `t`. */
function sharedInstance(): I18n {
  if (shared) return shared;
  shared = createInstance();
  shared.use(initReactI18next).init({ ...i18nOptions, ns: [...NAMESPACES], resources, initImmediate: false });
  return shared;
}

export function i18nFor(locale: string): I18n {
  return sharedInstance().cloneInstance({ lng: textLanguage(locale), initImmediate: false });
}

export function getFixedT(locale: string, ns: Namespace | Namespace[] = "common"): TFunction {
  return sharedInstance().getFixedT(textLanguage(locale), ns);
}
