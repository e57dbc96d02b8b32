import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ListingTable } from "~/components/exchange/listing-table";
import { closingLabel } from "~/domain/exchange/present";
import { EXCHANGE_TYPES, LISTING_STATES } from "~/domain/exchange/types";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { listListings } from "~/upstream/exchange.server";
import { systemOperators } from "~/upstream/competitions.server";
import { browseFilterProblems, browseFilters, filterQuery } from "~/domain/exchange/browse";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange", "validation"] };

const PAGE_SIZE = 20;
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** EXCH-01: listings, filtered by exchange_type, state, capacity, period and operator (a GET form), paged. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const type = pick(EXCHANGE_TYPES, url.searchParams.get("exchange_type"));
    const state = pick(LISTING_STATES, url.searchParams.get("state"));
    const mine = url.searchParams.get("mine") === "on";
    const more = browseFilters(url.searchParams);
    const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
    const [client, locale, zone] = await Promise.all([userClient(request, context, auth), getLocale(request, context), displayTimezone(request, context)]);
    const [{ items, total }, operators] = await Promise.all([
      listListings(client, { exchange_type: type, state, mine, ...filterQuery(more), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
      systemOperators(client).catch(() => []),
    ]);
    const { typed, problems } = browseFilterProblems(url.searchParams);
    return {
      filters: { type: type ?? "", state: state ?? "", mine, ...more },
      typed,
      problems,
      operators: operators.map((operator) => ({ id: operator.id, name: operator.name })),
      listings: items.map((listing) => ({ ...listing, closesLabel: closingLabel(listing.closes_at, locale, zone) })),
      page,
      pages: Math.max(1, Math.ceil((total ?? items.length) / PAGE_SIZE)),
    };
  });

export default function Browse() {
  const { t } = useTranslation("exchange");
  const { filters, typed, problems, listings, page, pages, operators } = useLoaderData<typeof loader>();
  // A filter that could not be used stays as typed, with why beside it.
  const problem = (name: keyof typeof problems) => {
    const code = problems[name];
    if (!code) return null;
    const message = code === "endBeforeStart" ? t("errors.endBeforeStart") : t(`validation:${code}`);
    return (
      <p id={`${name}-error`} className="kit-error">
        {message}
      </p>
    );
  };
  const invalid = (name: keyof typeof problems) => (problems[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {});
  const kept = Object.entries({ exchange_type: filters.type, state: filters.state, mine: filters.mine ? "on" : "", capacity_min: filters.capacity_min, period_from: filters.period_from, period_to: filters.period_to, operator: filters.operator }).filter(([, value]) => value);
  const query = (to: number) => `?${new URLSearchParams([...kept, ["page", String(to)]])}`;
  return (
    <section aria-labelledby="browse-title">
      <h2 id="browse-title">{t("tabs.browse")}</h2>
      <Form method="get" className="filters" aria-label={t("filters.label")}>
        <div className="form-field">
          <label htmlFor="exchange_type">{t("filters.type")}</label>
          <select id="exchange_type" name="exchange_type" defaultValue={filters.type}>
            <option value="">{t("filters.any")}</option>
            {EXCHANGE_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="state">{t("filters.state")}</label>
          <select id="state" name="state" defaultValue={filters.state}>
            <option value="">{t("filters.any")}</option>
            {LISTING_STATES.map((state) => <option key={state} value={state}>{t(`states.${state}`)}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="capacity_min">{t("filters.capacity")}</label>
          <input id="capacity_min" name="capacity_min" inputMode="decimal" defaultValue={typed.capacity_min} {...invalid("capacity_min")} />
          {problem("capacity_min")}
        </div>
        <div className="form-field">
          <label htmlFor="period_from">{t("filters.from")}</label>
          <input id="period_from" name="period_from" type="date" defaultValue={typed.period_from} {...invalid("period_from")} />
          {problem("period_from")}
        </div>
        <div className="form-field">
          <label htmlFor="period_to">{t("filters.to")}</label>
          <input id="period_to" name="period_to" type="date" defaultValue={typed.period_to} {...invalid("period_to")} />
          {problem("period_to")}
        </div>
        <div className="form-field">
          <label htmlFor="operator">{t("filters.operator")}</label>
          <select id="operator" name="operator" defaultValue={filters.operator}>
            <option value="">{t("filters.any")}</option>
            {operators.map((operator) => <option key={operator.id} value={operator.id}>{operator.name}</option>)}
          </select>
        </div>
        <label className="checkbox-field">
          <input type="checkbox" name="mine" defaultChecked={filters.mine} /> {t("filters.mine")}
        </label>
        <button type="submit" className="button">{t("filters.apply")}</button>
      </Form>
      <ListingTable listings={listings} caption={t("tabs.browse")} />
      {pages > 1 ? (
        <nav aria-label={t("pager.label")} className="pager">
          {page > 1 ? <Link to={query(page - 1)}>{t("pager.previous")}</Link> : null}
          <span>{t("pager.page", { page, pages })}</span>
          {page < pages ? <Link to={query(page + 1)}>{t("pager.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
