import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useDates } from "~/components/applications/dates";
import type { FormReply } from "~/components/form-field";
import { SUBSCRIPTIONS } from "~/components/markets/paths";
import { SubscriptionForm } from "~/components/markets/subscription-form";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { subscriptionsApi } from "~/upstream/markets.server";
import { ACCESS, formValues, saveSubscription, subscriptionChoices } from "../_markets.manage.flexprovider.subscriptions._index/subscriptions.server";

export const handle: RouteHandle = { title: "markets:titles.subscription", layout: "app", i18n: ["markets", "market", "validation"] };

function subscriptionId(params: LoaderFunctionArgs["params"]) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: "This page could not be found" }, { status: 404 });
  return id;
}

export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth, params }) => {
    const client = await userClient(request, context, auth);
    const [subscription, choices] = await Promise.all([subscriptionsApi(client).get(subscriptionId(params)), subscriptionChoices(client)]);
    return { subscription, choices, values: formValues(subscription) };
  });

/** Changing a subscription; saved, the saved confirmation opens over it. */
export const action = (args: ActionFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth, params }) => {
    const id = subscriptionId(params);
    const client = await userClient(request, context, auth);
    const result = await saveSubscription(await request.formData(), (body) => subscriptionsApi(client).update(id, body));
    return "saved" in result && result.saved ? redirect(`/manage/flexprovider/subscriptions/${id}/saved`) : result;
  });

/** MGMT-03: one subscription: what it follows, how the provider is told, and the form to change it. */
export default function SubscriptionPage() {
  const { t } = useTranslation(["markets", "market"]);
  const { subscription, choices, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const dates = useDates();
  return (
    <section aria-labelledby="subscription-title">
      <p>
        <Link to={SUBSCRIPTIONS}>{t("subscription.back")}</Link>
      </p>
      <h2 id="subscription-title">{subscription.name}</h2>
      <p className="app-cell-note">{t("subscription.updated", { date: dates.dateTime(subscription.updated ?? subscription.created) })}</p>
      <SubscriptionForm formId="subscription-form" values={values} choices={choices} reply={answer?.reply} submitLabel={t("subscription.save")} />
      <Outlet />
    </section>
  );
}
