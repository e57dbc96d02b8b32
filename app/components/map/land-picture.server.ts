/**
 * The land as an SVG picture for one view of the server-drawn map. Each picture projects
 * the whole coastline, so the last few views asked for are kept.
 */
import { createHash } from "node:crypto";
import { BASE_MAP_COLOURS } from "~/domain/map/colours";
import { LAND_REACH } from "~/domain/map/bounds";
import { drawLand, landHref, type LandView } from "./boundaries-geometry";
import { land } from "./land.server";

type Picture = { svg: string; etag: string };

const KEPT = 32;
const pictures = new Map<string, Picture>();

export function landPicture(view: LandView): Picture {
  const key = landHref(view);
  const known = pictures.get(key);
  if (known) return known;
  const [x, y] = [-LAND_REACH * view.width, -LAND_REACH * view.height];
  const [width, height] = [(1 + 2 * LAND_REACH) * view.width, (1 + 2 * LAND_REACH) * view.height];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}">` +
    `<path d="${drawLand(land(), view)}" fill="${BASE_MAP_COLOURS.land}" stroke="${BASE_MAP_COLOURS.coastline}" stroke-width="0.6"/></svg>`;
  const picture = { svg, etag: `"${createHash("sha1").update(svg).digest("base64url").slice(0, 20)}"` };
  if (pictures.size >= KEPT) pictures.delete(pictures.keys().next().value!);
  pictures.set(key, picture);
  return picture;
}
