import type { Notification } from "~/domain/notification";
import type { RequestContext } from "~/load-context";
import { getSession, saveSession } from "./auth.server";
import { isPrefetch } from "./prefetch";

/** A notification for the next page the user sees (works without JavaScript). */
/**
 * A notice's texts are cut to this length in the session: they may quote what the user typed
 * (a competition's name), and the session cookie has room for about 4 KB in all.
 */
export const FLASH_TEXT_LIMIT = 300;

function shortened<T extends string | undefined>(text: T): T {
  return (text && text.length > FLASH_TEXT_LIMIT ? `${text.slice(0, FLASH_TEXT_LIMIT - 1)}…` : text) as T;
}

export async function flash(request: Request, context: RequestContext, notification: Notification) {
  const session = await getSession(request, context);
  session.flash("notification", { ...notification, title: shortened(notification.title), message: shortened(notification.message) });
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
