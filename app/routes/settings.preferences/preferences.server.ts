import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { NOTIFICATION_TOPICS } from "~/domain/preferences";
import { preferencesForm } from "~/domain/settings/forms";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { getSession, saveSession, startSession } from "~/session/auth.server";
import { flash } from "~/session/flash.server";
import type { GuardedArgs } from "~/session/guard.server";
import { upstreamClient } from "~/session/upstream.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { organisationApi } from "~/upstream/organisation.server";

export async function loadPreferences({ request, context, auth }: GuardedArgs) {
  return { preferences: await organisationApi(await userClient(request, context, auth)).preferences() };
}

/**
 * Saves the preferences, then takes a fresh token: the locale the pages are shown in is the
 * token's preferred_locale, so a new one applies the change at once.
 */
export async function savePreferences({ request, context, auth }: GuardedArgs) {
  const submission = parseWithZod(await request.formData(), { schema: preferencesForm });
  if (submission.status !== "success") return { reply: submission.reply() };
  const { preferred_locale, timezone, notifications } = submission.value;
  const chosen = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, notifications.includes(topic)]));
  try {
    await organisationApi(await userClient(request, context, auth)).updatePreferences({ preferred_locale, timezone, notifications: chosen });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }) }));
    return { reply: upstreamErrorReply(submission, error) };
  }
  if (auth.token) {
    const fresh = await authApi(await upstreamClient(request, context)).refresh(auth.token).catch(() => null);
    if (fresh?.token) await startSession(request, context, fresh.token);
  }
  // The time zone applies at once too, token or not.
  const session = await getSession(request, context);
  session.set("timezone", timezone);
  await saveSession(session, context);
  const t = getFixedT(preferred_locale, "settings");
  await flash(request, context, { title: t("preferences.saved"), message: "", tone: "success" });
  return redirect("/settings/preferences");
}

