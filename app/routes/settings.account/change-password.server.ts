import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { changePasswordSchema } from "~/domain/auth-forms";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";

const HIDE = { hideFields: ["current_password", "new_password", "re_new_password"] };

/** set_password with current_password, new_password and, for users with a second factor, mfa_code. */
export async function changePassword({ request, context, auth }: GuardedArgs) {
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success") return { reply: submission.reply(HIDE) };
  const { current_password, new_password, mfa_code } = submission.value;
  try {
    await authApi(await userClient(request, context, auth)).setPassword({ current_password, new_password, ...(mfa_code ? { mfa_code } : {}) });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ ...HIDE, formErrors: [message] }) }));
    // A code left out by a user who has a second factor: say why it is needed after all.
    const mfa = error.fieldErrors.mfa_code?.map((message) => (message === "This field is required." && !mfa_code ? "account:errors.mfaNeeded" : message));
    return { reply: upstreamErrorReply(submission, error, { ...HIDE, fieldErrors: mfa ? { ...error.fieldErrors, mfa_code: mfa } : error.fieldErrors }) };
  }
  const t = getFixedT(await getLocale(request, context), "account");
  await flash(request, context, { title: t("password.done.title"), message: t("password.done.message"), tone: "success" });
  return redirect("/settings/account");
}
