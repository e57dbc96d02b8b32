import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nOptions } from "~/i18n/config";
import { fetchBackend } from "~/i18n/fetch-backend";

async function hydrate() {
  const root = document.documentElement;
  const version = (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
  await i18next
    .use(initReactI18next)
    .use(fetchBackend(version))
    .init({
      ...i18nOptions,
      lng: root.dataset.textLanguage ?? i18nOptions.fallbackLng,
      ns: getInitialNamespaces(),
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
