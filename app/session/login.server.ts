import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "~/domain/auth-forms";
import type { RequestContext } from "~/load-context";
import { logger } from "~/observability/logger.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError, UpstreamUnavailableError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { getLocale } from "./locale.server";
import { loginFailed, loginSucceeded, loginWaitSeconds } from "./login-throttle.server";
import { upstreamClient } from "./upstream.server";

export type LoginResult = { token: string; status: number; next?: string };

/** A login that did not give a token: the form's reply (errors, values typed except the password) and the status. */
export class LoginRefused extends Error {
  constructor(readonly reply: SubmissionResult<string[]>, readonly status: number | null, readonly retryAfterSeconds?: number) {
    super("login refused");
  }
}

const HIDE = { hideFields: ["password"] };

/** The wait an upstream throttle names ("Expected available in 42 seconds."), else a quarter of an hour. */
function upstreamWait(error: UpstreamError): number {
  const seconds = Number(/available in (\d+) second/.exec(error.detail ?? "")?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 15 * 60;
}

/** Credentials are posted to /auth/jwt/create/; a token is kept only when one is returned (AUTH-01). */
export async function authenticateLogin(request: Request, context: RequestContext): Promise<LoginResult> {
  const authenticator = new Authenticator<LoginResult>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: loginSchema });
      if (submission.status !== "success") throw new LoginRefused(submission.reply(HIDE), null);
      const { email } = submission.value;
      const throttled = (seconds: number) => new LoginRefused(submission.reply({ ...HIDE, formErrors: ["auth:errors.throttled"] }), 429, seconds);
      const wait = loginWaitSeconds(email, context.clientAddress);
      if (wait) {
        logger.warn({ retryAfterSeconds: wait }, "login throttled");
        throw throttled(wait);
      }
      const client = await upstreamClient(request, context, { locale: await getLocale(request, context) });
      try {
        const result = await authApi(client).login(email, submission.value.password);
        logger.info({ status: result.status, gotToken: Boolean(result.token) }, "login answered");
        if (!result.token) throw new LoginRefused(submission.reply({ ...HIDE, formErrors: ["auth:errors.noToken"] }), result.status);
        loginSucceeded(email);
        return { token: result.token, status: result.status, next: submission.value.next };
      } catch (error) {
        if (error instanceof LoginRefused) throw error;
        if (error instanceof UpstreamUnavailableError) {
          logger.warn({ timedOut: error.timedOut }, "login: upstream unavailable");
          throw new LoginRefused(submission.reply({ ...HIDE, formErrors: ["auth:errors.unavailable"] }), 503);
        }
        if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
        if (error.status === 429) throw throttled(upstreamWait(error));
        if (error.status === 401) loginFailed(email, context.clientAddress);
        logger.info({ status: error.status }, "login refused");
        throw new LoginRefused(upstreamErrorReply(submission, error, HIDE), error.status);
      }
    }),
    "form",
  );
  return authenticator.authenticate("form", request);
}
