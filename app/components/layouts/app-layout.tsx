import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { RootData } from "~/root-data.server";
import { AccountMenu } from "./account-menu";
import { Brand } from "./brand";
import { SideNavigation } from "./side-navigation";
import { SkipLink } from "./skip-link";

function displayName(user: NonNullable<RootData["user"]>) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}

/** Default layout: side navigation plus main. */
export function AppLayout({ data, children }: { data: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-layout">
      <SkipLink />
      <aside className="app-layout__sidebar">
        <Brand to="/home" />
        <SideNavigation items={data.navigation} />
      </aside>
      <div className="app-layout__body">
        <header className="app-layout__header">
          {data.settings.sandbox ? <span className="sandbox-badge">{t("sandbox")}</span> : null}
          {data.user ? (
            <AccountMenu items={data.accountMenu} name={displayName(data.user)} email={data.user.email} helpUrl={data.settings.helpUrl} />
          ) : null}
        </header>
        <main id="main" className="app-layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Max layout: the regional front end, with a top header instead of the side navigation. */
export function MaxLayout({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <div className="max-layout">
      <SkipLink />
      <header className="max-layout__header">
        <Brand to="/home" />
        <SideNavigation items={data.navigation} orientation="horizontal" />
        {data.user ? (
          <AccountMenu items={data.accountMenu} name={displayName(data.user)} email={data.user.email} helpUrl={data.settings.helpUrl} />
        ) : null}
      </header>
      <main id="main" className="max-layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
