import { HttpResponse, http } from "msw";
import { nowMs } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { authenticate, isResponse } from "../session";
import { store } from "../store";
import type { DfsEvent } from "../store/types";

/** Where an event stands, read from the clock: offers open until noon the day before, then it runs, then it is over. */
export function dfsStatus(event: DfsEvent, at = nowMs()): "open" | "closed" | "live" | "completed" {
  if (at < Date.parse(event.offers_close)) return "open";
  if (at < Date.parse(event.start)) return "closed";
  if (at < Date.parse(event.end)) return "live";
  return "completed";
}

/** National DFS events with the caller's assets that could take part (active, exporting or importing). */
export const dfsHandlers = [
  http.get(api(paths.dfsEvents), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const assets = store.market.assets.filter((asset) => asset.organisation_id === caller.user.organisation_id && asset.status === "active");
    const eligibleMw = assets.reduce((sum, asset) => sum + Math.max(asset.active_export_capacity, asset.active_import_capacity), 0);
    const events = [...store.dfsEvents]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((event) => ({ ...event, status: dfsStatus(event), eligible_assets: assets.length, eligible_mw: Math.round(eligibleMw * 1000) / 1000 }));
    return HttpResponse.json(events);
  }),
];
