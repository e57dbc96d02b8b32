import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { translateError } from "~/components/form-errors";
import { FormField } from "~/components/form-field";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { upstreamClient } from "~/session/upstream.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { registrationApi } from "~/upstream/registration.server";

/**
 * What confirming said: confirmed; the address was confirmed before; a link that cannot confirm
 * (not valid, expired or incomplete), which offers a new link instead of its button; a new link
 * asked for; or a failure of the service, after which the same button confirms again.
 */
type Outcome =
  | { kind: "done" }
  | { kind: "already"; message: string }
  | { kind: "dead"; message: string; resendError?: string; email?: string }
  | { kind: "resent" }
  | { kind: "failed"; message: string };

/** The link's uid and token, kept in the form, and what confirming them said. */
type Confirmation = { uid: string; token: string; outcome: Outcome | null };

const INCOMPLETE_LINK = "registration:confirmEmail.invalidLink";

export const handle: RouteHandle = { title: "registration:confirmEmail.title", layout: "simple", i18n: ["registration"] };

/**
 * The e-mailed link. Confirming changes the account, so the link opens a page whose button
 * posts; a GET never confirms (mail scanners follow links).
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("register:stages", args, ({ request }) => {
    const url = new URL(request.url);
    const uid = url.searchParams.get("uid") ?? "";
    const token = url.searchParams.get("token") ?? "";
    // A link cut short cannot confirm anything: no button that can only fail.
    const outcome: Outcome | null = uid && token ? null : { kind: "dead", message: INCOMPLETE_LINK };
    return { uid, token, outcome } satisfies Confirmation;
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("register:stages", args, async ({ request, context }) => {
    const form = await request.formData();
    const uid = String(form.get("uid") ?? "");
    const token = String(form.get("token") ?? "");
    const registrations = registrationApi(await upstreamClient(request, context, { locale: await getLocale(request, context) }));
    if (form.get("intent") === "resend") {
      const email = String(form.get("email") ?? "").trim();
      const message = String(form.get("message") ?? "") || INCOMPLETE_LINK;
      try {
        await registrations.resend(email);
        return { uid, token, outcome: { kind: "resent" } } satisfies Confirmation;
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status !== 400) {
          return upstreamFailureAnswer(error, (failure): Confirmation => ({ uid, token, outcome: { kind: "dead", message, email, resendError: failure } }));
        }
        const resendError = error.fieldErrors.email?.[0] ?? Object.values(error.fieldErrors).flat()[0] ?? error.detail;
        return { uid, token, outcome: { kind: "dead", message, email, resendError } } satisfies Confirmation;
      }
    }
    try {
      await registrations.confirm(uid, token);
      return { uid, token, outcome: { kind: "done" } } satisfies Confirmation;
    } catch (error) {
      // The page stays with its link's uid and token, so the same button confirms once the service answers.
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message): Confirmation => ({ uid, token, outcome: { kind: "failed", message } }));
      // The upstream tells a link already used apart by saying it about the whole request, not the token.
      const already = error.fieldErrors.non_field_errors?.[0];
      if (already) return { uid, token, outcome: { kind: "already", message: already } } satisfies Confirmation;
      const message = Object.values(error.fieldErrors).flat()[0] ?? error.detail;
      return { uid, token, outcome: { kind: "dead", message } } satisfies Confirmation;
    }
  });

export default function ConfirmEmail() {
  const { t } = useTranslation("registration");
  const loaded = useLoaderData<Confirmation>();
  const posted = useActionData<Confirmation>();
  const { uid, token, outcome } = posted ?? loaded;
  const signIn = (
    <Link className="button button--primary" to="/login">
      {t("confirmEmail.signIn")}
    </Link>
  );
  return (
    <div className="card">
      <h1>{t("confirmEmail.title")}</h1>
      {outcome?.kind === "done" ? (
        <div className="form-success" role="status">
          <p>{t("confirmEmail.done")}</p>
          <p>{signIn}</p>
        </div>
      ) : outcome?.kind === "already" ? (
        <div className="form-success" role="status">
          <p>{translateError(t, outcome.message)}</p>
          <p>{t("confirmEmail.alreadyDone")}</p>
          <p>{signIn}</p>
        </div>
      ) : outcome?.kind === "dead" || outcome?.kind === "resent" ? (
        <>
          {outcome.kind === "dead" ? (
            <div className="form-error" role="alert">
              <p>{translateError(t, outcome.message)}</p>
            </div>
          ) : (
            <div className="form-success" role="status">
              <p>{t("confirmEmail.resent")}</p>
            </div>
          )}
          <Form method="post" id="resend-confirmation" className="form" noValidate aria-labelledby="resend-confirmation-title">
            <AuthenticityTokenInput />
            <h2 id="resend-confirmation-title">{t("confirmEmail.newLinkTitle")}</h2>
            <p>{t("confirmEmail.newLinkIntro")}</p>
            {outcome.kind === "dead" ? <input type="hidden" name="message" value={outcome.message} /> : null}
            <FormField
              field={{
                id: "resend-email",
                name: "email",
                errorId: "resend-email-error",
                key: `resend-email-${outcome.kind === "dead" ? (outcome.resendError ?? "") : "sent"}`,
                errors: outcome.kind === "dead" && outcome.resendError ? [outcome.resendError] : undefined,
                initialValue: outcome.kind === "dead" ? (outcome.email ?? "") : "",
              }}
              label={t("confirmEmail.email")}
              type="email"
              autoComplete="email"
            />
            <div className="form-actions">
              <button type="submit" name="intent" value="resend" className="button button--primary">
                {t("confirmEmail.sendNewLink")}
              </button>
            </div>
          </Form>
          <p>
            {t("confirmEmail.confirmedBefore")} <Link to="/login">{t("confirmEmail.signIn")}</Link>
          </p>
          <p>
            {t("confirmEmail.notRegistered")} <Link to="/register">{t("confirmEmail.registerAgain")}</Link>
          </p>
        </>
      ) : (
        <Form method="post" id="confirm-email" className="form">
          <AuthenticityTokenInput />
          {outcome?.kind === "failed" ? (
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
