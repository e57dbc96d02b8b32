import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { InstructionTable } from "~/components/dispatch/instruction-table";
import { ListFilters, Pager } from "~/components/dispatch/list-filters";
import { LoadedAt } from "~/components/dispatch/loaded-at";
import { answerable, stoppable } from "~/domain/dispatch/actions";
import { listLoader } from "~/domain/dispatch/list.server";
import { useRootData, type RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

/** DISP-01: instructions still to run or running, soonest first; the confirmations are child routes. */
export const loader = (args: LoaderFunctionArgs) => listLoader("upcoming")(args);

export default function UpcomingDispatches() {
  const { t } = useTranslation("dispatch");
  const page = useLoaderData<typeof loader>();
  const root = useRootData();
  const [locale, timezone] = [root?.locale ?? "en-GB", root?.timezone ?? "Europe/London"];
  const { side } = page;
  const selectable = side.canRespond ? answerable : side.canDispatch ? stoppable : undefined;
  const table = (
    <InstructionTable instructions={page.instructions} side={side} locale={locale} timezone={timezone} now={page.loadedAt} selectable={selectable} />
  );
  return (
    <section aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">{t("tabs.upcomingdispatches")}</h2>
      {side.canRespond ? (
        <p>
          <Link to="auto-accept">{t("rules.open")}</Link>
        </p>
      ) : null}
      {side.canDispatch ? (
        <p>
          <Link to="create" className="kit-button kit-button--primary">{t("create.open")}</Link>
        </p>
      ) : null}
      <ListFilters query={page.query} facets={page.facets} />
      {page.instructions.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : selectable ? (
        // A GET form: ticking rows and pressing a button opens the confirmation route with them.
        <Form method="get" action={side.canRespond ? "respond" : "stop"} className="dispatch-bulk">
          {table}
          <div className="dispatch-bulk__actions">
            {side.canRespond ? (
              <>
                <button type="submit" name="response" value="accepted" className="kit-button kit-button--primary">{t("respond.acceptSelected")}</button>
                <button type="submit" name="response" value="rejected" className="kit-button kit-button--secondary">{t("respond.rejectSelected")}</button>
              </>
            ) : (
              <button type="submit" className="kit-button kit-button--danger">{t("stop.selected")}</button>
            )}
          </div>
        </Form>
      ) : (
        table
      )}
      <Pager query={page.query} pages={page.pages} total={page.total} csvHref="/operations/upcomingdispatches.csv" />
      <LoadedAt at={page.loadedAt} />
      <Outlet />
    </section>
  );
}
