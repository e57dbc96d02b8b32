import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { InstructionTable } from "~/components/dispatch/instruction-table";
import { ListFilters, Pager } from "~/components/dispatch/list-filters";
import { LoadedAt } from "~/components/dispatch/loaded-at";
import { listLoader } from "~/domain/dispatch/list.server";
import { useRootData, type RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

/** DISP-01: instructions that have ended or were stopped, latest first. */
export const loader = (args: LoaderFunctionArgs) => listLoader("past")(args);

export default function PastDispatches() {
  const { t } = useTranslation("dispatch");
  const page = useLoaderData<typeof loader>();
  const root = useRootData();
  const [locale, timezone] = [root?.locale ?? "en-GB", root?.timezone ?? "Europe/London"];
  return (
    <section aria-labelledby="past-title">
      <h2 id="past-title">{t("tabs.pastdispatches")}</h2>
      <ListFilters query={page.query} facets={page.facets} />
      {page.instructions.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <InstructionTable instructions={page.instructions} side={page.side} locale={locale} timezone={timezone} now={page.loadedAt} />
      )}
      <Pager query={page.query} pages={page.pages} total={page.total} csvHref="/operations/pastdispatches.csv" />
      <LoadedAt at={page.loadedAt} />
    </section>
  );
}
