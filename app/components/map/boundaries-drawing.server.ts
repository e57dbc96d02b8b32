/**
 * The server-drawn map for a loader: the outlines, and the address of the land picture
 * under them, signed. Drawing the land for a view projects the whole coastline, so the
 * picture route draws only views a page of this app asked for, not any an address names.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config.server";
import { keptIn } from "~/domain/bounded-cache";
import { drawBoundaries, type DrawableCompetition, type DrawOptions, type PointsDrawing } from "./boundaries-geometry";

const SIGNATURE = "sig";

/** Signs the view's query as the app writes it (`landHref` builds it with URLSearchParams, as the check below does). */
const signature = (secret: string, query: string) => createHmac("sha256", secret).update(query).digest("base64url").slice(0, 22);

/**
 * Drawings already made, by what they were drawn from: every visit to the map draws the same
 * outlines until a competition changes, and projecting them is a good share of the page's time.
 * A kept drawing is shared by every request that asks for it: callers read it and never change it.
 */
const drawings = new Map<string, PointsDrawing>();
const KEPT_DRAWINGS = 64;

export function drawCompetitionBoundaries(competitions: readonly DrawableCompetition[], options: DrawOptions = {}): PointsDrawing {
  const secret = getConfig().sessionSecrets[0] ?? "";
  const drawn = competitions.map(({ id, name, colour, boundary }) => [id, name, colour, boundary]);
  return keptIn(drawings, JSON.stringify([secret, drawn, options]), KEPT_DRAWINGS, () => {
    const drawing = drawBoundaries(competitions, options);
    const query = drawing.landHref.split("?")[1];
    return { ...drawing, landHref: `${drawing.landHref}&${SIGNATURE}=${signature(secret, query)}` };
  });
}

/** Whether a land picture's address was signed by this app (with the current secret or an older one). */
export function isSignedLandView(params: URLSearchParams): boolean {
  const given = Buffer.from(params.get(SIGNATURE) ?? "");
  const view = new URLSearchParams(params);
  view.delete(SIGNATURE);
  return getConfig().sessionSecrets.some((secret) => {
    const expected = Buffer.from(signature(secret, view.toString()));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
