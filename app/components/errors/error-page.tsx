import { useTranslation } from "~/i18n/react";

const EXPLAINED = new Set([400, 403, 409, 500, 502, 503, 504]);

/** The generic error page (000 §2): 'Oh no!', 'Something went wrong', a link to the home page. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const detailKey = message === "csrf" ? "errors.csrf" : `errors.generic.detail.${EXPLAINED.has(status) ? status : "default"}`;
  const upstreamText = message && !["csrf", "upstream-data", "upstream-timeout", "upstream-unreachable"].includes(message) ? message : null;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{t("errors.generic.status", { status })}</p>
      <h1 id="error-title">{t("errors.generic.title")}</h1>
      <p className="error-page__lead">{t("errors.generic.text")}</p>
      <p>{upstreamText ?? t(detailKey)}</p>
      <p className="error-page__actions">
        {/* A plain link: after an error the app may be in any state, so start afresh. */}
        <a className="button button--primary" href="/">
          {t("errors.generic.home")}
        </a>
      </p>
    </section>
  );
}
