import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { translateError } from "~/components/form-errors";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { upstreamClient } from "~/session/upstream.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { registrationApi } from "~/upstream/registration.server";

/** The link's uid and token, kept in the form, and what confirming them said. */
type Confirmation = { uid: string; token: string; outcome: null | { ok: boolean; message: string } };

export const handle: RouteHandle = { title: "registration:confirmEmail.title", layout: "simple", i18n: ["registration"] };

/**
 * The e-mailed link. Confirming changes the account, so the link opens a page whose button
 * posts; a GET never confirms (mail scanners follow links).
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("register:stages", args, ({ request }) => {
    const url = new URL(request.url);
    return { uid: url.searchParams.get("uid") ?? "", token: url.searchParams.get("token") ?? "", outcome: null } satisfies Confirmation;
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("register:stages", args, async ({ request, context }) => {
    const form = await request.formData();
    const uid = String(form.get("uid") ?? "");
    const token = String(form.get("token") ?? "");
    try {
      await registrationApi(await upstreamClient(request, context, { locale: await getLocale(request, context) })).confirm(uid, token);
      return { uid, token, outcome: { ok: true, message: "" } };
    } catch (error) {
      // The page stays with its link's uid and token, so the same button confirms once the service answers.
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message): Confirmation => ({ uid, token, outcome: { ok: false, message } }));
      const message = Object.values(error.fieldErrors).flat()[0] ?? error.detail;
      return { uid, token, outcome: { ok: false, message } };
    }
  });

export default function ConfirmEmail() {
  const { t } = useTranslation("registration");
  const loaded = useLoaderData<Confirmation>();
  const posted = useActionData<Confirmation>();
  const { uid, token, outcome } = posted ?? loaded;
  return (
    <div className="card">
      <h1>{t("confirmEmail.title")}</h1>
      {outcome?.ok ? (
        <div className="form-success" role="status">
          <p>{t("confirmEmail.done")}</p>
          <p>
            <Link className="button button--primary" to="/login">
              {t("confirmEmail.signIn")}
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" id="confirm-email" className="form">
          <AuthenticityTokenInput />
          {outcome && !outcome.ok ? (
            <div className="form-error" role="alert">
              <p>{translateError(t, outcome.message)}</p>
            </div>
          ) : null}
          <p>{t("confirmEmail.intro")}</p>
          <input type="hidden" name="uid" value={uid} />
          <input type="hidden" name="token" value={token} />
          <div className="form-actions">
            <button type="submit" className="button button--primary">
              {t("confirmEmail.submit")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

