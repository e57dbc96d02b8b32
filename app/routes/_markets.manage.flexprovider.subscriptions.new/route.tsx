import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { FormReply } from "~/components/form-field";
import { SubscriptionForm } from "~/components/markets/subscription-form";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { subscriptionsApi } from "~/upstream/markets.server";
import { ACCESS, formValues, saveSubscription, subscriptionChoices } from "../_markets.manage.flexprovider.subscriptions._index/subscriptions.server";

export const handle: RouteHandle = { title: "markets:titles.newSubscription", layout: "app", i18n: ["markets", "market", "validation"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }) => ({
    choices: await subscriptionChoices(await userClient(request, context, auth)),
    values: { ...formValues(null), email: auth.user?.email ?? "" },
  }));

export const action = (args: ActionFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const result = await saveSubscription(await request.formData(), (body) => subscriptionsApi(client).create(body));
    return "saved" in result && result.saved ? redirect(`/manage/flexprovider/subscriptions/${result.saved.id}/saved`) : result;
  });

/** A new subscription, then the saved confirmation over it. */
export default function NewSubscription() {
  const { t } = useTranslation("markets");
  const { choices, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  return (
    <section aria-labelledby="new-subscription">
      <h2 id="new-subscription">{t("subscription.newTitle")}</h2>
      <SubscriptionForm formId="new-subscription-form" values={values} choices={choices} reply={answer?.reply} submitLabel={t("subscription.create")} />
    </section>
  );
}
