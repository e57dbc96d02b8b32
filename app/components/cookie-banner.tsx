import { useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Consent } from "~/domain/consent";
import { Modal } from "./modal";
import { Toggle } from "./toggle";

function ConsentOptions({ redesign }: { redesign: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="cookie-banner__options">
      <p className="cookie-banner__essential">{t("consent.essential")}</p>
      <Toggle name="statistics" label={t("consent.statistics")} defaultValue={false} redesign={redesign} />
      <Toggle name="marketing" label={t("consent.marketing")} defaultValue={false} redesign={redesign} />
    </div>
  );
}

/**
 * The cookie banner (000 §4): shown until a consent cookie exists. Without JavaScript the
 * buttons post and come back to the same page, and Customise is a link that opens the
 * options in the banner; with JavaScript the choice is saved in the background and
 * Customise opens the options in a dialog.
 */
export function CookieBanner({ consent, toggleRedesign = false }: { consent: Consent | null; toggleRedesign?: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  if (consent || fetcher.state !== "idle" || fetcher.data) return null;

  const customisingInline = !hydrated && searchParams.get("cookies") === "customise";
  const back = new URLSearchParams(searchParams);
  back.delete("cookies");
  const returnTo = `${location.pathname}${back.size ? `?${back}` : ""}`;
  const customiseHref = `${location.pathname}?${new URLSearchParams({ ...Object.fromEntries(back), cookies: "customise" })}`;
  const returnField = hydrated ? null : <input type="hidden" name="redirectTo" value={returnTo} />;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <fetcher.Form method="post" action="/consent" className="cookie-banner__form">
        <AuthenticityTokenInput />
        {returnField}
        <h2 id="cookie-banner-title">{t("consent.title")}</h2>
        <p>
          {t("consent.text")} <a href="/legal/cookies">{t("consent.more")}</a>
        </p>
        {customisingInline ? <ConsentOptions redesign={toggleRedesign} /> : null}
        <div className="cookie-banner__actions">
          <button type="submit" name="intent" value="accept" className="button button--primary">
            {t("consent.accept")}
          </button>
          <button type="submit" name="intent" value="reject" className="button">
            {t("consent.reject")}
          </button>
          {customisingInline ? (
            <button type="submit" name="intent" value="save" className="button">
              {t("consent.save")}
            </button>
          ) : hydrated ? (
            <button type="button" className="button button--link" onClick={() => setDialogOpen(true)}>
              {t("consent.customise")}
            </button>
          ) : (
            <a className="button button--link" href={customiseHref}>
              {t("consent.customise")}
            </a>
          )}
        </div>
      </fetcher.Form>
      <Modal open={dialogOpen} title={t("consent.customiseTitle")} onClose={() => setDialogOpen(false)}>
        <fetcher.Form method="post" action="/consent">
          <AuthenticityTokenInput />
          <ConsentOptions redesign={toggleRedesign} />
          <button type="submit" name="intent" value="save" className="button button--primary">
            {t("consent.save")}
          </button>
        </fetcher.Form>
      </Modal>
    </section>
  );
}
