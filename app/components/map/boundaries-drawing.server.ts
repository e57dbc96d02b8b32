/**
 * The server-drawn map for a loader: the outlines, and the address of the land picture
 * under them, signed. Drawing the land for a view projects the whole coastline, so the
 * picture route draws only views a page of this app asked for, not any an address names.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config.server";
import { drawBoundaries, type BoundariesDrawing, type DrawableCompetition, type DrawOptions } from "./boundaries-geometry";

const SIGNATURE = "sig";

const signature = (secret: string, view: URLSearchParams) => createHmac("sha256", secret).update(view.toString()).digest("base64url").slice(0, 22);

export function drawCompetitionBoundaries(competitions: readonly DrawableCompetition[], options: DrawOptions = {}): BoundariesDrawing {
  const drawing = drawBoundaries(competitions, options);
  const [path, query] = drawing.landHref.split("?");
  const params = new URLSearchParams(query);
  params.set(SIGNATURE, signature(getConfig().sessionSecrets[0] ?? "", new URLSearchParams(query)));
  return { ...drawing, landHref: `${path}?${params}` };
}

/** Whether a land picture's address was signed by this app (with the current secret or an older one). */
export function isSignedLandView(params: URLSearchParams): boolean {
  const given = Buffer.from(params.get(SIGNATURE) ?? "");
  const view = new URLSearchParams(params);
  view.delete(SIGNATURE);
  return getConfig().sessionSecrets.some((secret) => {
    const expected = Buffer.from(signature(secret, view));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
