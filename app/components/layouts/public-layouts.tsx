import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { RootData } from "~/root-data.server";
import { Brand } from "./brand";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";

/** Top navigation layout: public pages (landing, legal, region). */
export function TopNavLayout({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="topnav-layout">
      <SkipLink />
      <header className="topnav-layout__header">
        <Brand />
        <nav aria-label={t("nav.public")} className="topnav-layout__links">
          {data?.user ? (
            <Link className="button button--primary" to="/home">
              {t("nav.home")}
            </Link>
          ) : (
            <>
              <Link to={data?.registerHref ?? "/register"}>{t("nav.register")}</Link>
              <Link className="button button--primary" to="/login">
                {t("nav.login")}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="topnav-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Simple layout: one focused task (sign in, reset a password, not found). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="simple-layout">
      <SkipLink />
      <header className="simple-layout__header">
        <Brand />
      </header>
      <main id="main" className="simple-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Embed layout: inside a partner's frame; no navigation and no help widget. */
export function EmbedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="embed-layout">
      <main id="main" className="embed-layout__main">
        {children}
      </main>
      <p className="embed-layout__credit">
        <a href="/" target="_blank" rel="noopener">
          {t("embed.poweredBy")}
        </a>
      </p>
    </div>
  );
}
