import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { INSTRUCTION_STATUSES, listHref, type ListQuery } from "~/domain/dispatch/list-query";
import type { InstructionFacets } from "~/upstream/schemas/dispatch";

/** Filters by competition, asset and status and the sort by start: a plain GET form. */
export function ListFilters({ query, facets }: { query: ListQuery; facets: InstructionFacets }) {
  const { t } = useTranslation("dispatch");
  return (
    <Form method="get" className="dispatch-filters" aria-label={t("filters.label")}>
      <label>
        {t("filters.competition")}
        <select name="competition" defaultValue={query.competition}>
          <option value="">{t("filters.all")}</option>
          {facets.competitions.map((item) => (
            <option key={item.id} value={item.id}>{item.name}</option>
          ))}
        </select>
      </label>
      <label>
        {t("filters.asset")}
        <select name="asset" defaultValue={query.asset}>
          <option value="">{t("filters.all")}</option>
          {facets.assets.map((item) => (
            <option key={item.id} value={item.id}>{item.name}</option>
          ))}
        </select>
      </label>
      <label>
        {t("filters.status")}
        <select name="status" defaultValue={query.status}>
          <option value="">{t("filters.all")}</option>
          {INSTRUCTION_STATUSES.map((status) => (
            <option key={status} value={status}>{t(`status.${status}`)}</option>
          ))}
        </select>
      </label>
      <label>
        {t("filters.sort")}
        <select name="sort" defaultValue={query.sort}>
          <option value="start">{t("filters.earliest")}</option>
          <option value="-start">{t("filters.latest")}</option>
        </select>
      </label>
      <button type="submit" className="kit-button kit-button--secondary">{t("filters.apply")}</button>
      <Link to="?">{t("filters.clear")}</Link>
    </Form>
  );
}

export function Pager({ query, pages, total, csvHref }: { query: ListQuery; pages: number; total: number; csvHref: string }) {
  const { t } = useTranslation("dispatch");
  return (
    <nav className="dispatch-pager" aria-label={t("list.pages")}>
      <p>
        {t("list.pageOf", { page: query.page, pages, count: total })}{" "}
        {/* No `download` attribute: a failed download comes back to this page with its notification, which the browser would otherwise save as the file. */}
        <a href={`${csvHref}${listHref(query, { page: 1 })}`}>{t("list.csv")}</a>
      </p>
      {query.page > 1 ? <Link to={listHref(query, { page: query.page - 1 })}>{t("list.previous")}</Link> : null}{" "}
      {query.page < pages ? <Link to={listHref(query, { page: query.page + 1 })}>{t("list.next")}</Link> : null}
    </nav>
  );
}
