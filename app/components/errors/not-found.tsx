import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";

/** 404 (000 §2): a way on (dashboard when signed in, else the landing page) and a way back. */
export function NotFound({ loggedIn, backPath }: { loggedIn: boolean; backPath?: string | null }) {
  const { t } = useTranslation();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{t("errors.notFound.code")}</p>
      <h1 id="error-title">{t("errors.notFound.title")}</h1>
      <p>{t("errors.notFound.text")}</p>
      <p className="error-page__actions">
        <Link className="button button--primary" to={loggedIn ? "/dashboard" : "/"}>
          {loggedIn ? t("errors.notFound.toDashboard") : t("errors.notFound.toHome")}
        </Link>
        <a className="error-page__back" href={backPath ?? "/"} onClick={goBack}>
          {t("errors.notFound.back")}
        </a>
      </p>
    </section>
  );
}
