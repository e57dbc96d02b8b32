import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { getFixedT } from "~/i18n/i18n.server";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { endSession } from "./end-session.server";

export const handle: RouteHandle = { title: "titles.logout", layout: "simple", i18n: "auth" };

// Signing out changes state, so it is a form post; the page asks first.
export const loader = (args: LoaderFunctionArgs) => withAccess("logout", args, ({ auth }) => {
  if (!auth.loggedIn) throw redirect("/");
  return null;
});

const REASONS = ["idle", "expired"] as const;

export const action = (args: ActionFunctionArgs) => withAccess("logout", args, async (args) => {
  const { request, context } = args;
  const form = await request.formData();
  const reasonValue = String(form.get("reason") ?? "");
  const reason = REASONS.find((candidate) => candidate === reasonValue);
  const t = getFixedT(await getLocale(request, context), "auth");
  const target = await endSession(args, {
    title: t(reason ? `logout.${reason}.title` : "logout.done.title"),
    message: t(reason ? `logout.${reason}.message` : "logout.done.message"),
    tone: "info",
  });
  return redirect(target);
});

export default function Logout() {
  const { t } = useTranslation("auth");
  return (
    <div className="card">
      <h1>{t("logout.title")}</h1>
      <p>{t("logout.question")}</p>
      <Form method="post" className="form-actions">
        <AuthenticityTokenInput />
        <button type="submit" className="button button--primary">
          {t("logout.confirm")}
        </button>
        <a href="/home">{t("logout.cancel")}</a>
      </Form>
    </div>
  );
}
