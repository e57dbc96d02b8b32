import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dropdown } from "~/components/dropdown";
import { getConfig } from "~/config.server";
import { REGIONS, REGION_CODES, TIMEZONES, isRegionCode } from "~/domain/regions";
import { getFixedT } from "~/i18n/i18n.server";
import type { RouteHandle } from "~/root-data";
import { clearAuth, getSession } from "~/session/auth.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { localeCookie, regionCookie } from "~/session/storage.server";
import { selectedRegion } from "~/session/upstream.server";
import { TableScroll } from "~/components/table-scroll";

export const handle: RouteHandle = { title: "titles.region", layout: "topnav", i18n: "pages" };

export const loader = (args: LoaderFunctionArgs) => withAccess("region", args, async ({ request }) => ({
  region: await selectedRegion(request),
  multipleBackends: getConfig().multipleBackends,
}));

/** Choosing a region sets its locale; with several backends it also picks the upstream, so the user signs in there. */
export const action = (args: ActionFunctionArgs) => withAccess("region", args, async ({ request, context, auth }) => {
  const region = (await request.formData()).get("region");
  if (!isRegionCode(region)) throw data({ message: "Unknown region" }, { status: 400 });
  const previous = await selectedRegion(request);
  context.appendSetCookie(await regionCookie.serialize(region));
  context.appendSetCookie(await localeCookie.serialize(REGIONS[region].locale));
  const t = getFixedT(REGIONS[region].locale, "pages");
  const switchesBackend = getConfig().multipleBackends && region !== previous && auth.loggedIn;
  if (switchesBackend) clearAuth(await getSession(request, context));
  await flash(request, context, {
    title: t("region.saved.title"),
    message: t(switchesBackend ? "region.saved.signInAgain" : "region.saved.message", { region: t(`region.names.${region}`) }),
    tone: "success",
  });
  return redirect(switchesBackend ? "/login" : "/region");
});

export default function Region() {
  const { t } = useTranslation("pages");
  const { region, multipleBackends } = useLoaderData<typeof loader>();
  const items = REGION_CODES.map((code) => ({ value: code, label: t(`region.names.${code}`) }));
  return (
    <>
      <header className="page-header">
        <h1>{t("region.title")}</h1>
        <p>{t(multipleBackends ? "region.introBackends" : "region.intro")}</p>
      </header>
      <Form method="post" className="form card">
        <AuthenticityTokenInput />
        <Dropdown name="region" label={t("region.label")} items={items} defaultValue={region} />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("region.submit")}
          </button>
        </div>
      </Form>
      <section aria-labelledby="regions-title">
        <h2 id="regions-title">{t("region.detailsTitle")}</h2>
        <TableScroll label={t("region.detailsTitle")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("region.columns.region")}</th>
                <th scope="col">{t("region.columns.locale")}</th>
                <th scope="col">{t("region.columns.timezone")}</th>
                <th scope="col">{t("region.columns.currency")}</th>
              </tr>
            </thead>
            <tbody>
              {REGION_CODES.map((code) => (
                <tr key={code}>
                  <td>{t(`region.names.${code}`)}</td>
                  <td>{REGIONS[code].locale}</td>
                  <td>{TIMEZONES.find((zone) => zone.id === REGIONS[code].timezone)?.label ?? REGIONS[code].timezone}</td>
                  <td>{REGIONS[code].currency}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
