import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { newPasswordSchema, resetRequestSchema } from "~/domain/auth-forms";
import { getFixedT } from "~/i18n/i18n.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { flash } from "./flash.server";
import type { GuardedArgs } from "./guard.server";
import { getLocale } from "./locale.server";
import { upstreamClient } from "./upstream.server";

const HIDE = { hideFields: ["new_password", "re_new_password"] };

/**
 * Sets a password from an e-mailed link (reset, or first password of an invited user):
 * uid, token and new_password go to reset_password_confirm. Upstream field errors are
 * shown on their fields; a bad link is explained above the form.
 */
export async function confirmNewPassword({ request, context, params }: GuardedArgs, doneKey: string) {
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema });
  if (submission.status !== "success") return { reply: submission.reply(HIDE) };
  const locale = await getLocale(request, context);
  try {
    await authApi(await upstreamClient(request, context, { locale })).resetPasswordConfirm({
      uid: params.uid ?? "",
      token: params.token ?? "",
      new_password: submission.value.new_password,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ ...HIDE, formErrors: [message] }) }));
    const { uid, token, ...fieldErrors } = error.fieldErrors;
    // A bad uid or token is about the link, not a field of this form.
    return { reply: upstreamErrorReply(submission, error, { ...HIDE, fieldErrors, formErrors: uid || token ? ["auth:errors.badLink"] : [] }) };
  }
  const t = getFixedT(locale, "auth");
  await flash(request, context, { title: t(`${doneKey}.title`), message: t(`${doneKey}.message`), tone: "success" });
  return redirect("/login");
}

/** Asks for a reset link (reset_password); the same answer whether or not the address has an account. */
export async function requestPasswordReset({ request, context }: GuardedArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetRequestSchema });
  if (submission.status !== "success") return { reply: submission.reply(), sentTo: null };
  try {
    const client = await upstreamClient(request, context, { locale: await getLocale(request, context) });
    await authApi(client).resetPassword(submission.value.email);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }), sentTo: null }));
    return { reply: upstreamErrorReply(submission, error), sentTo: null };
  }
  // Nothing is revealed about whether the address has an account.
  return { reply: submission.reply({ resetForm: true }), sentTo: submission.value.email };
}
