import { render, type RenderOptions } from "@testing-library/react";
import { createInstance, type i18n as I18n } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import enGB from "../../locales/en-GB/ui.json";
import itIT from "../../locales/it-IT/ui.json";
import ptPT from "../../locales/pt-PT/ui.json";

export const UI_LANGUAGES = ["en-GB", "it-IT", "pt-PT"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** A fresh i18next instance with the `ui` namespace of all three languages, ready synchronously. */
export function createTestI18n(lng: UiLanguage = "en-GB"): I18n {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: "en-GB",
    supportedLngs: [...UI_LANGUAGES],
    ns: ["ui"],
    defaultNS: "ui",
    resources: { "en-GB": { ui: enGB }, "it-IT": { ui: itIT }, "pt-PT": { ui: ptPT } },
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}

type Options = Omit<RenderOptions, "wrapper"> & { lng?: UiLanguage };

/** Renders inside an I18nextProvider; rerender keeps the provider. */
export function renderWithI18n(ui: ReactElement, { lng, ...options }: Options = {}) {
  const i18n = createTestI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { i18n, ...render(ui, { wrapper, ...options }) };
}

/** What the server would send: static HTML, no effects, no event handlers. */
export function renderServerHtml(ui: ReactElement, lng?: UiLanguage): HTMLElement {
  const html = renderToString(<I18nextProvider i18n={createTestI18n(lng)}>{ui}</I18nextProvider>);
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
}
