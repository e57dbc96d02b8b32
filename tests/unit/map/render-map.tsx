import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import mapEn from "../../../locales/en-GB/map.json";
import mapIt from "../../../locales/it-IT/map.json";
import uiEn from "../../../locales/en-GB/ui.json";

/** i18next with the `map` namespace (English and Italian), ready synchronously. */
export function mapI18n(lng: "en-GB" | "it-IT" = "en-GB") {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: "en-GB",
    ns: ["map", "ui"],
    defaultNS: "map",
    resources: { "en-GB": { map: mapEn, ui: uiEn }, "it-IT": { map: mapIt } },
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function renderMap(ui: ReactElement, lng?: "en-GB" | "it-IT") {
  return render(<I18nextProvider i18n={mapI18n(lng)}>{ui}</I18nextProvider>);
}

/** The HTML the server sends, parsed: no effects ran. */
export function serverHtml(ui: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<I18nextProvider i18n={mapI18n()}>{ui}</I18nextProvider>);
  return host;
}
