import type { RequestContext } from "~/load-context";
import { logger } from "~/observability/logger.server";
import { startSession } from "~/session/auth.server";
import { decodeToken, isValidToken } from "~/session/token";
import { upstreamClient } from "~/session/upstream.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/errors";
import { usersApi } from "~/upstream/users.server";

export type SignInOutcome = { ok: true } | { ok: false; reason: "refused" | "invalid" };

/**
 * Completes a sign-in handed to /ssoresponse: an identity-provider token is exchanged at
 * /auth/jwt/cognito/ (bearer header); a Flexmarket token from another front end is
 * accepted once the upstream recognises it.
 */
export async function signInWith(request: Request, context: RequestContext, tokens: { idToken?: string; token?: string }): Promise<SignInOutcome> {
  const client = await upstreamClient(request, context);
  try {
    let token = tokens.token;
    if (tokens.idToken) token = (await authApi(client).cognito(tokens.idToken)).token ?? undefined;
    if (!token || !isValidToken(decodeToken(token))) return { ok: false, reason: "invalid" };
    if (!tokens.idToken) await usersApi(await upstreamClient(request, context, { token })).currentUser();
    await startSession(request, context, token);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    logger.info({ status: error.status }, "single sign-on refused");
    return { ok: false, reason: "refused" };
  }
}
