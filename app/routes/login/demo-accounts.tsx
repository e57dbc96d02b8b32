import { useTranslation } from "~/i18n/react";

const ACCOUNTS = [
  ["provider@example.com", "provider"],
  ["operator@example.com", "operator"],
  ["user@example.com", "user"],
  ["max@example.com", "max"],
  ["provider2@example.com", "provider2"],
] as const;

/** In sandbox mode the login page says which demo accounts exist. */
export function DemoAccounts() {
  const { t } = useTranslation("auth");
  return (
    <aside className="demo-accounts form-success" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">{t("demo.title")}</h2>
      <p>{t("demo.intro", { password: "flexdemo" })}</p>
      <ul>
        {ACCOUNTS.map(([email, kind]) => (
          <li key={email}>
            <code>{email}</code> — {t(`demo.${kind}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
