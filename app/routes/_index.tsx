import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "titles.index", layout: "topnav", i18n: "pages" };

export const loader = (args: LoaderFunctionArgs) => withAccess("index", args, () => null);

const FEATURES = ["qualify", "bid", "dispatch", "settle"] as const;

/** The landing page: where visitors start, and where users land after signing out or a 401. */
export default function Index() {
  const { t } = useTranslation("pages");
  const rootData = useRootData();
  const signedIn = Boolean(rootData?.user);
  return (
    <>
      <section className="hero">
        <h1>{t("index.title")}</h1>
        <p>{t("index.lead")}</p>
        <p className="form-actions">
          {signedIn ? (
            <Link className="button button--primary" to="/home">
              {t("index.continue")}
            </Link>
          ) : (
            <>
              <Link className="button button--primary" to="/login">
                {t("index.signIn")}
              </Link>
              <Link className="button" to={rootData?.registerHref ?? "/register"}>
                {t("index.register")}
              </Link>
            </>
          )}
        </p>
      </section>
      <ul className="feature-list">
        {FEATURES.map((feature) => (
          <li key={feature} className="card">
            <h2>{t(`index.features.${feature}.title`)}</h2>
            <p>{t(`index.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
