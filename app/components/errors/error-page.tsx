import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import { NotFound } from "./not-found";
import { RestrictedScreen } from "./restricted-screen";

const EXPLAINED = new Set([400, 403, 409, 500, 502, 503, 504]);

/** The generic error page (000 §2); 404 and a signed-in 403 get their own pages: 'Oh no!', 'Something went wrong', a link to the home page. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  // Within an area too, a missing record reads as the not-found page and a refusal as the access-denied screen.
  if (status === 404) return <NotFound loggedIn={Boolean(root?.user)} backPath={root?.backPath} />;
  if (status === 403 && root?.user && message !== "csrf") return <RestrictedScreen />;
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
