import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { BoundariesSvg } from "~/components/map/boundaries-svg";
import { CompetitionMap, type MapFocus } from "~/components/map/competition-map";
import { MapFilters } from "~/components/map/map-filters";
import { MapLegend } from "~/components/map/map-legend";
import { MapSearch } from "~/components/map/map-search";
import { mapLinks } from "~/components/map/styles";
import { useNotify } from "~/components/notifications";
import { getConfig } from "~/config.server";
import { FLAGS } from "~/domain/flags";
import { COMPETITION_PARAM, hasMapFilters, mapFiltersQuery } from "~/domain/map/filters";
import { competitionColour } from "~/domain/map/colours";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { drawCompetitionBoundaries } from "~/components/map/boundaries-drawing.server";
import { BUILT_IN_STYLE_URL } from "~/components/map/base-style";
import { mapChunkHref } from "~/components/map/map-chunk.server";
import { encodeMapOutlines } from "~/components/map/map-outlines";
import { CompetitionList, listed } from "./competition-list";
import { CompetitionPanel } from "./competition-panel";
import { loadDashboard, marketRole } from "./data.server";

/** How long the 'Competition removed' notice shows before the panel returns to the list (001 §9). */
export const REMOVED_DEACTIVATION_MS = 1500;

export const handle: RouteHandle = { title: "titles.dashboard", layout: "app", i18n: ["map", "market"] };

export const links: LinksFunction = () => mapLinks();

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("dashboard", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const client = await userClient(request, context, auth);
    const data = await loadDashboard(client, auth, url);
    const role = marketRole(auth);
    const colours = new Map(data.operators.map((operator) => [operator.id, operator.colour]));
    const mapCompetitions = data.competitions.map((competition) => {
      const operator = typeof competition.operator === "object" ? competition.operator : null;
      const operatorId = operator?.id ?? (typeof competition.operator === "number" ? competition.operator : null);
      return {
        id: competition.id,
        name: competition.name ?? "",
        status: competition.status ?? null,
        colour: competitionColour(operator?.brand_colour ?? (operatorId !== null ? colours.get(operatorId) : null)),
        boundary: competition.boundary ?? null,
      };
    });
    const active = data.active && !data.active.removed ? data.active : null;
    return {
      ...data,
      // The active competition's detailed outline travels with the others, in `outlines`.
      active: active ? { ...active, boundary: null } : data.active,
      // The list carries what it shows (no outlines: the map gets them once, below).
      competitions: data.competitions.map(listed),
      outlines: encodeMapOutlines({ competitions: mapCompetitions, activeBoundary: active?.boundary ?? null }),
      drawing: drawCompetitionBoundaries(mapCompetitions.map((c) => (active && c.id === active.competition.id && active.boundary ? { ...c, boundary: active.boundary } : c))),
      role,
      orgId: auth.claims?.role?.id ?? null,
      eligibilityCopy: auth.features.has(FLAGS.eligibilityCopy),
      styleUrl: getConfig().mapStyleUrl ?? BUILT_IN_STYLE_URL,
      mapChunk: mapChunkHref(),
    };
  });

/** Pins come from their own resource route, so pages stay small and browsers without JavaScript never load them. */
const PINS_URL = "/dashboard/assets";
/** The same pins drawn as one picture, for browsers without JavaScript. */
const PINS_PICTURE_URL = "/dashboard/assets.svg";

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation(["map", "market"]);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const listQuery = mapFiltersQuery(data.filters);
  const backHref = `/dashboard${listQuery ? `?${listQuery}` : ""}`;
  const hrefFor = (id: number) => `/dashboard?${mapFiltersQuery(data.filters, id)}`;
  const active = data.active && !data.active.removed ? data.active : null;
  const removed = data.active?.removed ? data.active : null;
  const results = data.results.filter((result): result is NonNullable<typeof result> => result !== null);

  // 'Competition removed': tell the user, then return to the list after 1.5 s.
  useEffect(() => {
    if (!removed) return;
    notify({ title: t("map:removed.title"), message: t("map:removed.message"), tone: "error" });
    const timer = window.setTimeout(() => navigate(backHref, { replace: true, preventScrollReset: true }), REMOVED_DEACTIVATION_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per removed competition
  }, [removed?.id]);

  useEffect(() => {
    const first = results[0];
    if (first) setFocus({ bbox: first.bbox, center: first.center });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new search moves the map once
  }, [data.results]);

  const keep = new URLSearchParams(params);
  keep.delete("q");

  return (
    <div className="dashboard">
      {/* The map fills the page; its heading is for screen readers and the page outline. */}
      <h1 className="visually-hidden">{t("common:titles.dashboard")}</h1>
      <div className="dashboard__map">
        <CompetitionMap
          outlines={data.outlines}
          activeCompetitionId={active?.competition.id ?? null}
          pinsUrl={PINS_URL}
          showAssets={data.role !== null}
          showAssetIdentity={data.role === "flexprovider"}
          eligibilityCopy={data.eligibilityCopy}
          styleUrl={data.styleUrl}
          chunkHref={data.mapChunk}
          focus={focus}
          onSelectCompetition={(id) => navigate(hrefFor(id), { preventScrollReset: true })}
          fallback={<BoundariesSvg drawing={data.drawing} activeCompetitionId={active?.competition.id ?? null} query={params} pinsPath={data.role ? PINS_PICTURE_URL : undefined} />}
        />
        <MapLegend eligibilityCopy={data.eligibilityCopy} />
      </div>
      <aside className="dashboard__panel" aria-label={t("map:panel.label")} data-page={active || removed ? "2" : "1"}>
        <MapSearch defaultValue={data.q} keep={keep} />
        {data.q ? (
          results.length ? (
            <ul className="search-results" aria-label={t("map:search.results")}>
              {results.map((result) => (
                <li key={`${result.kind}-${result.name}`}>
                  {result.kind === "competition" && result.competition ? (
                    <Link to={hrefFor(result.competition)}>{result.name}</Link>
                  ) : (
                    <button type="button" className="link-button" onClick={() => setFocus({ bbox: result.bbox, center: result.center })}>
                      {result.name}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p role="status">{t("map:search.none", { q: data.q })}</p>
          )
        ) : null}
        {removed ? (
          <div className="competition-removed" role="alert">
            <p>
              {t("map:removed.full", { title: t("map:removed.title"), message: t("map:removed.message") })}
            </p>
            <Link to={backHref}>{t("map:panel.back")}</Link>
          </div>
        ) : active ? (
          <CompetitionPanel
            active={active}
            role={data.role}
            orgId={data.orgId}
            backHref={backHref}
            links
            timezone={root.timezone}
            locale={root.locale}
          />
        ) : (
          <>
            <details className="dashboard__filters" open={params.has("voltage") || params.has("operator") || params.has("status") || params.has("tag")}>
              <summary>{t("map:filters.title")}</summary>
              <MapFilters filters={data.filters} operators={data.operators} competition={params.get(COMPETITION_PARAM)} />
            </details>
            <h2 className="dashboard__list-heading">{t("map:list.heading", { count: data.competitions.length })}</h2>
            <CompetitionList competitions={data.competitions} hrefFor={hrefFor} showQualifying={data.role === "flexprovider"} filtered={hasMapFilters(data.filters)} />
          </>
        )}
      </aside>
    </div>
  );
}
