import type { Notification } from "~/domain/notification";
import type { RequestContext } from "~/load-context";
import { getSession, saveSession } from "./auth.server";
import { isPrefetch } from "./prefetch";

/** A notification for the next page the user sees (works without JavaScript). */
export async function flash(request: Request, context: RequestContext, notification: Notification) {
  const session = await getSession(request, context);
  session.flash("notification", notification);
  await saveSession(session, context);
}

/**
 * Takes the pending notification, if any, off the session. A prefetch leaves it, or the page
 * the user does go to would never show it (the side navigation prefetches on idle).
 */
export async function takeFlash(request: Request, context: RequestContext): Promise<Notification | undefined> {
  if (isPrefetch(request)) return undefined;
  const session = await getSession(request, context);
  const notification = session.get("notification");
  if (notification) await saveSession(session, context);
  return notification;
}
