/**
 * A provider user's calendar feed: a secret address per user that a calendar app reads
 * without signing in; regenerating it makes the old address answer 404.
 */
import { randomBytes } from "node:crypto";
import { HttpResponse, http } from "msw";
import { nowIso, nowMs } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { notFound } from "../drf";
import { isResponse } from "../session";
import { store } from "../store";
import { answeringProvider } from "./callers";
import { statusAt } from "./lifecycle";
import { releaseDue } from "./release";
import { instructionWire } from "./wire";

const DAY_MS = 86_400_000;
const feedOf = (userId: number) => store.dispatch.calendarFeeds.find((feed) => feed.user_id === userId) ?? null;

export const calendarHandlers = [
  http.get(api(paths.calendarFeed), async ({ request }) => {
    const caller = await answeringProvider(request);
    if (isResponse(caller)) return caller;
    return HttpResponse.json(feedOf(caller.user.id) ?? { secret: null, created: null });
  }),

  /** Makes the address, or replaces it (the old one stops working at once). */
  http.post(api(paths.calendarFeed), async ({ request }) => {
    const caller = await answeringProvider(request);
    if (isResponse(caller)) return caller;
    store.dispatch.calendarFeeds = store.dispatch.calendarFeeds.filter((feed) => feed.user_id !== caller.user.id);
    const feed = { user_id: caller.user.id, secret: randomBytes(24).toString("base64url"), created: nowIso() };
    store.dispatch.calendarFeeds.push(feed);
    return HttpResponse.json(feed, { status: 201 });
  }),

  /** Accepted instructions (scheduled or delivered) from 30 days back to 90 ahead. */
  http.get(api(paths.calendarFeedEvents(":secret")), ({ params }) => {
    const feed = store.dispatch.calendarFeeds.find((candidate) => candidate.secret === params.secret);
    const user = feed && store.users.find((candidate) => candidate.id === feed.user_id && candidate.is_active);
    if (!user) return notFound();
    const now = nowMs();
    releaseDue(now);
    const rows = store.dispatch.instructions.filter((row) => {
      if (row.organisation_id !== user.organisation_id) return false;
      const status = statusAt(row, now);
      return (status === "scheduled" || status === "delivered") && Date.parse(row.end) > now - 30 * DAY_MS && Date.parse(row.start) < now + 90 * DAY_MS;
    });
    return HttpResponse.json(rows.map((row) => instructionWire(row, now)));
  }),
];
