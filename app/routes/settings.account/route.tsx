import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { changePassword } from "./change-password.server";
import { PasswordPanel } from "./password-panel";

export const handle: RouteHandle = { title: "titles.account", layout: "app", i18n: ["account", "auth"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, () => null);

export const action = (args: ActionFunctionArgs) => withAccess("settings", args, changePassword);

/** Settings › Account: who you are signed in as, and changing your password. */
export default function AccountSettings() {
  const { t } = useTranslation(["account", "common"]);
  const user = useRootData()!.user!;
  const actionData = useActionAnswer<typeof action>();
  const [searchParams] = useSearchParams();
  const panelOpen = searchParams.get("panel") === "password";
  return (
    <>
      <header className="page-header">
        <h2>{t("title")}</h2>
        <p>{t("intro")}</p>
      </header>
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t("profile.title")}</h2>
        <dl className="data-list">
          <dt>{t("profile.name")}</dt>
          <dd>{[user.firstName, user.lastName].filter(Boolean).join(" ") || "–"}</dd>
          <dt>{t("profile.email")}</dt>
          <dd>{user.email}</dd>
          <dt>{t("profile.role")}</dt>
          <dd>{t(`profile.roles.${user.role}`)}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="security-title">
        <h2 id="security-title">{t("security.title")}</h2>
        <p>{t("security.intro")}</p>
        <Link className="button" to="?panel=password" preventScrollReset>
          {t("security.changePassword")}
        </Link>
      </section>
      <PasswordPanel open={panelOpen} lastResult={actionData?.reply} personal={[user.firstName, user.lastName, user.email.split("@")[0]]} />
    </>
  );
}
