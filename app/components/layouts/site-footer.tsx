import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t("footer.label")}>
        <ul>
          <li>
            <Link to="/legal/basic-terms">{t("footer.terms")}</Link>
          </li>
          <li>
            <Link to="/legal/cookies">{t("footer.cookies")}</Link>
          </li>
          <li>
            <Link to="/region">{t("footer.region")}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">{t("footer.note")}</p>
    </footer>
  );
}
