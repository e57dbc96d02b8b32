import type { RouteHandle } from "~/root-data";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Toggle } from "~/components/toggle";
import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_DAYS } from "~/domain/session-constants";
import { useRootData } from "~/root-data";
import { readConsent } from "~/session/consent.server";
import { withAccess } from "~/session/guard.server";
import { TableScroll } from "~/components/table-scroll";

export const loader = (args: LoaderFunctionArgs) => withAccess("legal:cookies", args, async ({ request }) => ({ consent: await readConsent(request) }));

const COOKIES = [
  { name: "__flexmarket_session", purpose: "session", kind: "essential" },
  { name: "__flexmarket_csrf", purpose: "csrf", kind: "essential" },
  { name: CONSENT_COOKIE_NAME, purpose: "consent", kind: "essential" },
  { name: "p-locale", purpose: "locale", kind: "essential" },
  { name: "p-region", purpose: "region", kind: "essential" },
] as const;

/** Cookie information, and the consent choices (changeable at any time). */
export const handle: RouteHandle = { title: "titles.cookies" };

export default function Cookies() {
  const { t } = useTranslation("legal");
  const { consent } = useLoaderData<typeof loader>();
  const redesign = useRootData()?.flags.toggleRedesign ?? false;
  return (
    <article>
      <h1>{t("cookies.title")}</h1>
      <p>{t("cookies.intro")}</p>
      <TableScroll label={t("cookies.title")}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("cookies.columns.name")}</th>
              <th scope="col">{t("cookies.columns.purpose")}</th>
              <th scope="col">{t("cookies.columns.kind")}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <td>
                  <code>{cookie.name}</code>
                </td>
                <td>{t(`cookies.purpose.${cookie.purpose}`, { days: CONSENT_MAX_AGE_DAYS })}</td>
                <td>{t(`cookies.kind.${cookie.kind}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <section aria-labelledby="choices-title">
        <h2 id="choices-title">{t("cookies.choicesTitle")}</h2>
        <p>{consent ? t("cookies.current") : t("cookies.none")}</p>
        <Form method="post" action="/consent" className="form card">
          <AuthenticityTokenInput />
          <input type="hidden" name="redirectTo" value="/legal/cookies" />
          <p>{t("cookies.essential")}</p>
          <Toggle name="statistics" label={t("cookies.statistics")} defaultValue={consent?.statistics ?? false} redesign={redesign} />
          <Toggle name="marketing" label={t("cookies.marketing")} defaultValue={consent?.marketing ?? false} redesign={redesign} />
          <div className="form-actions">
            <button type="submit" name="intent" value="save" className="button button--primary">
              {t("cookies.save")}
            </button>
          </div>
        </Form>
      </section>
    </article>
  );
}
