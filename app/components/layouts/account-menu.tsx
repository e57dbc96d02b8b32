import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput, useAuthenticityToken } from "remix-utils/csrf/react";
import { ConfirmModal } from "../modal";
import type { AccountMenuItemId } from "~/domain/navigation";

type Props = { items: AccountMenuItemId[]; name: string; email: string; helpUrl: string };

/** The account menu (000 §2): a disclosure that works without JavaScript. */
export function AccountMenu({ items, name, email, helpUrl }: Props) {
  const { t } = useTranslation();
  const csrf = useAuthenticityToken();
  // With JavaScript, signing out is confirmed first; without it the button posts at once.
  const [confirming, setConfirming] = useState(false);
  if (items.length === 0) return null;
  return (
    <>
      <details className="account-menu">
        <summary className="account-menu__summary">
          <span className="account-menu__avatar" aria-hidden="true">
            {(name || email).slice(0, 1).toUpperCase()}
          </span>
          <span className="account-menu__name">{name || email}</span>
          <span className="visually-hidden">{t("account.menu")}</span>
        </summary>
        <ul className="account-menu__list">
          {items.map((item) => (
            <li key={item}>
              {item === "help" ? (
                <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                  {t("account.help")} <span className="visually-hidden">{t("opensInNewTab")}</span>
                </a>
              ) : item === "logout" ? (
                <Form method="post" action="/logout">
                  <AuthenticityTokenInput />
                  <button
                    type="submit"
                    className="link-button"
                    onClick={(event) => {
                      event.preventDefault();
                      setConfirming(true);
                    }}
                  >
                    {t("account.logout")}
                  </button>
                </Form>
              ) : (
                <Link to={item === "settings" ? "/settings/account" : "/roadmap"}>{t(`account.${item}`)}</Link>
              )}
            </li>
          ))}
        </ul>
      </details>
      <ConfirmModal
        open={confirming}
        title={t("account.logoutTitle")}
        body={<p>{t("account.logoutQuestion")}</p>}
        confirmLabel={t("account.logout")}
        cancelLabel={t("account.stay")}
        onCancel={() => setConfirming(false)}
        method="post"
        action="/logout"
        hiddenFields={{ csrf }}
        formComponent={Form}
      />
    </>
  );
}
