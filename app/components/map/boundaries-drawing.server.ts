import { drawBoundaries, type BoundariesDrawing, type DrawableCompetition, type DrawOptions } from "./boundaries-geometry";
import { land } from "./land.server";

const landCache = new Map<string, string>();

/** For loaders: the drawing `BoundariesSvg` shows, over the built-in land, land paths cached per view. */
export function drawCompetitionBoundaries(competitions: readonly DrawableCompetition[], options: Omit<DrawOptions, "landCache"> = {}): BoundariesDrawing {
  return drawBoundaries(competitions, land(), { ...options, landCache });
}
