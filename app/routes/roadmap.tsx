import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { organisationApi } from "~/upstream/organisation.server";

export const handle: RouteHandle = { title: "analytics:roadmap.title", layout: "app", i18n: ["analytics"] };

/** Items grouped by quarter here on the server, so the page needs no date library in the browser. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("roadmap", args, async ({ request, context, auth }) => {
    const items = await organisationApi(await userClient(request, context, auth)).roadmap();
    const quarters = new Map<string, typeof items>();
    for (const item of items) {
      const quarter = DateTime.fromISO(item.quarter_start);
      const label = quarter.isValid ? `Q${quarter.quarter} ${quarter.year}` : item.quarter_start;
      quarters.set(label, [...(quarters.get(label) ?? []), item]);
    }
    return { quarters: [...quarters].map(([label, entries]) => ({ label, items: entries })) };
  });

/** 000 §2 /roadmap: what is planned for system operators, by quarter (operators only, flagged). */
export default function Roadmap() {
  const { t } = useTranslation("analytics");
  const { quarters } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="page-header">
        <h1>{t("roadmap.title")}</h1>
        <p>{t("roadmap.intro")}</p>
      </header>
      {quarters.length === 0 ? <p>{t("roadmap.none")}</p> : null}
      {quarters.map((quarter) => (
        <section key={quarter.label} className="card" aria-labelledby={`quarter-${quarter.label.replace(/\W/g, "")}`}>
          <h2 id={`quarter-${quarter.label.replace(/\W/g, "")}`}>{quarter.label}</h2>
          <ul className="roadmap-list">
            {quarter.items.map((item) => (
              <li key={item.id}>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
                <p>
                  <strong>{t(`roadmap.status.${item.status}`)}</strong> · {t(`roadmap.areas.${item.area}`, { defaultValue: item.area })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
