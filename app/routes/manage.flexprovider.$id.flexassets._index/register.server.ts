import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { drawCompetitionBoundaries } from "~/components/map/boundaries-drawing.server";
import { mapDots, statusCounts } from "~/domain/assets/asset-map";
import { assetKey, readRegisterQuery } from "~/domain/assets/register";
import type { RouteName } from "~/session/access";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import type { Client } from "~/upstream/client.server";
import { competitionAssets, qualificationOverview, REGISTER_PAGE_SIZE, registerPage } from "~/upstream/asset-register.server";
import { getBoundary } from "~/upstream/competitions.server";
import { boundaryBbox, type BBox } from "~/domain/map/bounds";
import type { Boundary } from "~/upstream/schemas/market";

/** Room left round a competition's area, as a share of its width and height, so assets just outside show. */
const VIEW_PADDING = 0.3;

function paddedView(boundary: Boundary | null): BBox | undefined {
  const bbox = boundaryBbox(boundary);
  if (!bbox) return undefined;
  const [west, south, east, north] = bbox;
  const [dx, dy] = [(east - west) * VIEW_PADDING, (north - south) * VIEW_PADDING];
  return [west - dx, south - dy, east + dx, north + dy];
}

/**
 * The provider's assets on the server-drawn map, coloured by how each stands for one
 * competition in qualification, over that competition's area: drawn only when asked for
 * (`map=<competition>`), so the register itself stays one quick read.
 */
async function assetMap(client: Client, competition: { id: number; name: string }) {
  const [rows, boundary] = await Promise.all([competitionAssets(client, competition.id), getBoundary(client, competition.id).catch(() => null)]);
  const placed = rows.filter((row) => row.asset.location);
  const width = 640;
  const height = 480;
  const drawing = drawCompetitionBoundaries([{ id: competition.id, name: competition.name, boundary }], { width, height, view: paddedView(boundary), points: placed.map((row) => row.asset.location!) });
  const assets = placed.map((row, index) => ({
    key: assetKey(row.asset),
    label: `${row.asset.name} (${row.asset.ref})`,
    x: drawing.points[index][0],
    y: drawing.points[index][1],
    status: row.eligibility_status,
  }));
  const inView = assets.filter((asset) => asset.x >= 0 && asset.x <= width && asset.y >= 0 && asset.y <= height);
  const { points: _points, ...outline } = drawing;
  return {
    competition,
    drawing: outline,
    dots: mapDots(inView),
    counts: statusCounts(rows.map((row) => ({ status: row.eligibility_status }))),
    outside: assets.length - inView.length,
    unplaced: rows.length - placed.length,
  };
}

/** The register's page of assets for `/assets` and `/manage/flexprovider/:id/flexassets` alike. */
export const loadRegister = (rule: RouteName, args: LoaderFunctionArgs) =>
  withAccess(rule, args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const url = new URL(request.url);
    const { page, ...filters } = readRegisterQuery(url);
    const [result, competitions] = await Promise.all([registerPage(client, filters, page), qualificationOverview(client).catch(() => [])]);
    const choices = competitions.map((competition) => ({ id: competition.id, name: competition.name || competition.reference || `#${competition.id}` }));
    const chosen = choices.find((competition) => String(competition.id) === url.searchParams.get("map"));
    const map = chosen ? await assetMap(client, chosen) : null;
    const total = result.total ?? result.items.length;
    const pages = Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE));
    // A page past the end (an old link, a typed number) opens the last page.
    if (page > pages) {
      url.searchParams.set("page", String(pages));
      throw redirect(`${url.pathname}?${url.searchParams}`);
    }
    return {
      orgId: auth.claims?.role?.id ?? null,
      assets: result.items,
      filters,
      page,
      pages,
      total,
      mapChoices: choices,
      map,
    };
  });
