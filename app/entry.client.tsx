import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { getInitialNamespaces } from "remix-i18next/client";
import { DEFAULT_LOCALE } from "~/domain/locales";
import { ClientTexts, loadTexts } from "~/i18n/client-texts";

async function hydrate() {
  const language = document.documentElement.dataset.textLanguage ?? DEFAULT_LOCALE;
  const version = (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
  // The page's texts arrive before hydration, so no key is ever shown in place of a text.
  const initial = await loadTexts(language, ["common", ...getInitialNamespaces()], version);
  startTransition(() => {
    hydrateRoot(
      document,
      <ClientTexts language={language} version={version} initial={initial}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </ClientTexts>,
    );
  });
}

hydrate();
