import { FLAGS } from "~/domain/flags";
import type { Notification } from "~/domain/notification";
import { logger } from "~/observability/logger.server";
import { clearAuth, getSession, saveSession } from "~/session/auth.server";
import { endSignIn } from "~/session/revoked.server";
import type { GuardedArgs } from "~/session/guard.server";
import { upstreamClient } from "~/session/upstream.server";
import { authApi } from "~/upstream/auth.server";

/**
 * Logout (000 §4): tells the upstream, clears the token and the user's data from the
 * session (language, region and consent cookies stay), and says where to go next: the
 * identity provider's logout address with sx_logout_with_cognito, else the index page.
 */
export async function endSession({ request, context, auth }: GuardedArgs, farewell: Notification): Promise<string> {
  let target = "/";
  if (auth.token) {
    try {
      const answer = await authApi(await upstreamClient(request, context)).logout(auth.token);
      if (auth.features.has(FLAGS.logoutWithCognito) && answer.cognito_url) target = answer.cognito_url;
    } catch (error) {
      // The session ends here whatever the upstream said.
      logger.warn({ err: error }, "upstream logout failed");
    }
  }
  if (auth.token && auth.claims) endSignIn(auth.token, auth.claims);
  const session = await getSession(request, context);
  clearAuth(session);
  session.flash("notification", farewell);
  await saveSession(session, context);
  return target;
}
