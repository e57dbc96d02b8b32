import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { BUILT_IN_STYLE_URL } from "~/components/map/base-style";
import { mapChunkHref } from "~/components/map/map-chunk.server";
import { drawCompetitionBoundaries } from "~/components/map/boundaries-drawing.server";
import { BoundariesSvg } from "~/components/map/boundaries-svg";
import { CompetitionMap } from "~/components/map/competition-map";
import { encodeMapOutlines } from "~/components/map/map-outlines";
import { MapLegend } from "~/components/map/map-legend";
import { mapLinks } from "~/components/map/styles";
import { getConfig } from "~/config.server";
import { FLAGS } from "~/domain/flags";
import { competitionColour } from "~/domain/map/colours";
import { mapRouteFor } from "~/domain/map/embed";
import { useRootData, type RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { upstreamClient } from "~/session/upstream.server";
import { UpstreamError } from "~/upstream/errors";
import { getPublicCompetition, listPublicCompetitions } from "~/upstream/public-map.server";
import { CompetitionPanel } from "../dashboard/competition-panel";

export const handle: RouteHandle = { title: "titles.embedMap", layout: "embed", i18n: ["map", "market"] };

export const links: LinksFunction = () => mapLinks();

/**
 * The public map partner sites frame: competitions only (no assets, no login), chosen by
 * `operator` (id or slug) and `competition`. Framing is limited to EMBED_ALLOWED_ORIGINS.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("embed:map", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const operator = url.searchParams.get("operator");
    const activeId = Number(url.searchParams.get("competition")) || null;
    // The public map never speaks for a signed-in user.
    const client = await upstreamClient(request, context, { token: undefined, locale: await getLocale(request, context) });
    const [competitions, active] = await Promise.all([
      listPublicCompetitions(client, { operator }),
      activeId
        ? getPublicCompetition(client, activeId).catch((error: unknown) => {
            if (error instanceof UpstreamError && error.status === 404) return null;
            throw error;
          })
        : null,
    ]);
    const mapCompetitions = competitions.map((competition) => ({
      id: competition.id,
      name: competition.name ?? "",
      status: competition.status ?? null,
      colour: competitionColour(typeof competition.operator === "object" ? competition.operator.brand_colour : null),
      boundary: competition.boundary ?? null,
    }));
    const drawn = mapCompetitions.map((c) => (active && c.id === active.id && active.boundary ? { ...c, boundary: active.boundary } : c));
    return {
      competitions: competitions.map(({ boundary: _boundary, ...rest }) => rest),
      outlines: encodeMapOutlines({ competitions: mapCompetitions, activeBoundary: active?.boundary ?? null }),
      drawing: drawCompetitionBoundaries(drawn),
      active: active ? { ...active, boundary: null } : null,
      missing: activeId !== null && !active,
      // The dashboard only asks a signed-out partner-site visitor to sign in: for them a competition opens in the frame, as its outline does.
      mapPath: auth.loggedIn ? mapRouteFor({ onEmbeddedMap: true, embeddableMapFlag: auth.features.has(FLAGS.embeddableMap) }) : "/embed/map",
      styleUrl: getConfig().mapStyleUrl ?? BUILT_IN_STYLE_URL,
      mapChunk: mapChunkHref(),
    };
  });

export default function EmbeddedMap() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation(["map", "market"]);
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const embedded = data.mapPath === "/embed/map";
  const hrefFor = (id: number) => {
    const next = new URLSearchParams(embedded ? params : undefined);
    next.set("competition", String(id));
    return `${data.mapPath}?${next}`;
  };
  const back = new URLSearchParams(params);
  back.delete("competition");
  const backHref = `/embed/map${back.size ? `?${back}` : ""}`;
  // Without the embeddable-map flag a competition opens on the full dashboard, outside the frame.
  const target = embedded ? undefined : "_top";
  return (
    <div className="dashboard dashboard--embedded">
      <div className="dashboard__map">
        <CompetitionMap
          outlines={data.outlines}
          activeCompetitionId={data.active?.id ?? null}
          pinsUrl={null}
          showAssets={false}
          showAssetIdentity={false}
          eligibilityCopy={false}
          styleUrl={data.styleUrl}
          chunkHref={data.mapChunk}
          onSelectCompetition={(id) => (embedded ? navigate(hrefFor(id), { preventScrollReset: true }) : window.open(hrefFor(id), "_top"))}
          fallback={<BoundariesSvg drawing={data.drawing} activeCompetitionId={data.active?.id ?? null} query={embedded ? params : undefined} />}
        />
        <MapLegend eligibilityCopy={false} />
      </div>
      <aside className="dashboard__panel" aria-label={t("map:panel.label")} data-page={data.active ? "2" : "1"}>
        {data.missing ? <p role="alert">{t("map:removed.message")}</p> : null}
        {data.active ? (
          <CompetitionPanel
            active={{ competition: data.active, summary: null, ballotCount: null, entry: null }}
            role={null}
            orgId={null}
            backHref={backHref}
            links={false}
            timezone={root.timezone}
            // Times are always day-month-year; dates in the language's own formats would mix that with month-first ones (en-US).
            locale={root.textLanguage}
          />
        ) : data.competitions.length ? (
          <ol className="competition-list" aria-label={t("map:list.label")}>
            {data.competitions.map((competition) => (
              <li key={competition.id} className="competition-list__item" data-competition-id={competition.id}>
                <Link to={hrefFor(competition.id)} target={target} className="competition-list__name">
                  {competition.name}
                </Link>{" "}
                <span className="competition-list__meta">
                  {[typeof competition.operator === "object" ? competition.operator.name : null, competition.status ? t(`market:status.${competition.status}`) : null]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="empty-state">{t("map:list.empty")}</p>
        )}
      </aside>
    </div>
  );
}
