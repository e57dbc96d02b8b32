import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, useFormReply } from "~/components/form-field";
import { getConfig } from "~/config.server";
import { safeNext } from "~/domain/safe-next";
import { useRootData, type RouteHandle } from "~/root-data";
import { startSession } from "~/session/auth.server";
import { withAccess } from "~/session/guard.server";
import { LoginRefused, authenticateLogin } from "~/session/login.server";
import { DemoAccounts } from "./demo-accounts";

export const handle: RouteHandle = { title: "titles.login", layout: "simple", i18n: "auth" };

/** A throttled sign-in tells the browser when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const loader = (args: LoaderFunctionArgs) => withAccess("login", args, ({ request }) => {
  const config = getConfig();
  const next = new URL(request.url).searchParams.get("next");
  const ssoUrl = config.cognitoLoginUrl
    ? `${config.cognitoLoginUrl}${config.cognitoLoginUrl.includes("?") ? "&" : "?"}${new URLSearchParams({ redirect_uri: new URL("/ssoresponse", request.url).toString() })}`
    : null;
  return { next: next ? safeNext(next) : null, ssoUrl, sandbox: config.sandboxMode };
});

export const action = (args: ActionFunctionArgs) => withAccess("login", args, async ({ request, context }) => {
  try {
    const { token, next } = await authenticateLogin(request, context);
    await startSession(request, context, token);
    return redirect(safeNext(next));
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    const refused = { reply: error.reply, status: error.status };
    // A throttled or unavailable sign-in says so in its status too (with when to try again).
    if (error.status !== 429 && error.status !== 503) return refused;
    return json(refused, { status: error.status, headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {} });
  }
});

export default function Login() {
  const { t } = useTranslation("auth");
  const { next, ssoUrl, sandbox } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const registerHref = useRootData()?.registerHref ?? "/register";
  const { form, formErrors, field } = useFormReply("login", actionData?.reply, { next: next ?? undefined });

  return (
    <div className="card">
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <FormErrors errors={formErrors} />
        <FormField field={field("email")} label={t("fields.email")} type="email" autoComplete="username" />
        <FormField field={field("password")} label={t("fields.password")} type="password" autoComplete="current-password" />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t("login.submitting") : t("login.submit")}
          </button>
          <Link to="/passwordreset">{t("login.forgotten")}</Link>
        </div>
      </Form>
      {ssoUrl ? (
        <p>
          <a className="button" href={ssoUrl}>
            {t("login.sso")}
          </a>
        </p>
      ) : null}
      <p>
        {t("login.newHere")} <Link to={registerHref}>{t("login.register")}</Link>
      </p>
      {sandbox ? <DemoAccounts /> : null}
    </div>
  );
}
