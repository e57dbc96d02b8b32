import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { signInWith } from "./sign-in.server";

export const handle: RouteHandle = { title: "titles.sso", layout: "simple", i18n: "auth" };

const param = (value: FormDataEntryValue | string | null) => (typeof value === "string" && value ? value : undefined);

// The identity provider may answer in the query (works without JavaScript) or in the fragment.
export const loader = (args: LoaderFunctionArgs) => withAccess("ssoresponse", args, async ({ request, context }) => {
  const query = new URL(request.url).searchParams;
  const idToken = param(query.get("id_token"));
  const token = param(query.get("token"));
  if (query.get("error")) return { failed: "refused" as const };
  if (!idToken && !token) return { failed: null };
  const outcome = await signInWith(request, context, { idToken, token });
  if (outcome.ok) throw redirect("/home");
  return { failed: outcome.reason };
});

export const action = (args: ActionFunctionArgs) => withAccess("ssoresponse", args, async ({ request, context }) => {
  const form = await request.formData();
  const outcome = await signInWith(request, context, { idToken: param(form.get("id_token")), token: param(form.get("token")) });
  if (outcome.ok) throw redirect("/home");
  return { failed: outcome.reason };
});

/** Reads a token from the URL fragment (never sent to servers) and posts it. */
function useFragmentToken() {
  const submit = useSubmit();
  const csrf = useAuthenticityToken();
  const [found, setFound] = useState<boolean | null>(null);
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const idToken = fragment.get("id_token");
    const token = fragment.get("token");
    // Drop the token from the address bar and history at once.
    window.history.replaceState(null, "", window.location.pathname);
    if (!idToken && !token) return setFound(false);
    setFound(true);
    submit({ csrf, ...(idToken ? { id_token: idToken } : { token: token! }) }, { method: "post" });
  }, [submit, csrf]);
  return found;
}

export default function SsoResponse() {
  const { t } = useTranslation("auth");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failed = actionData?.failed ?? loaderData.failed;
  const found = useFragmentToken();
  return (
    <div className="card">
      <h1>{t("sso.title")}</h1>
      {failed ? (
        <div className="form-error" role="alert">
          <p>{t(`sso.${failed}`)}</p>
        </div>
      ) : found === null ? null : (
        <p role="status">{t(found ? "sso.working" : "sso.nothing")}</p>
      )}
      {failed ? null : (
        <noscript>
          <p>{t("sso.nothing")}</p>
          <p>{t("sso.noscript")}</p>
        </noscript>
      )}
      <p>
        <Link to="/login">{t("sso.backToLogin")}</Link>
      </p>
    </div>
  );
}
