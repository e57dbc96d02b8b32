import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Card, CardGrid } from "~/components/card-grid";
import { useRootData, type RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "titles.home", layout: "app", i18n: "pages" };

export const loader = (args: LoaderFunctionArgs) => withAccess("home", args, () => null);

/** The signed-in start page: a greeting and the areas this user can use, as the navigation allows. */
export default function Home() {
  const { t } = useTranslation(["pages", "common"]);
  const data = useRootData()!;
  const user = data.user!;
  // Only areas this user can open: not one marked for upgrade, nor one whose link leads to the access-denied screen.
  const areas = data.navigation.filter((item) => !item.upgrade && item.prefetch && !item.href.startsWith("/unauthorised") && item.id !== "settings");
  return (
    <>
      <header className="page-header">
        <h1>{user.firstName ? t("home.greeting", { name: user.firstName }) : t("home.greetingNoName")}</h1>
        <p>{t(`home.role.${user.role}`)}</p>
      </header>
      {areas.length ? (
        <CardGrid label={t("home.areas")}>
          {areas.map((item) => (
            <Card key={item.id} headingLevel={2} title={t(`common:nav.${item.id}`)} footer={<Link to={item.href}>{t("home.open", { area: t(`common:nav.${item.id}`) })}</Link>}>
              <p>{t(`home.describe.${item.id}`)}</p>
            </Card>
          ))}
        </CardGrid>
      ) : (
        <p>{t("home.nothingYet")}</p>
      )}
    </>
  );
}
