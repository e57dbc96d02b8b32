import { parseWithZod } from "@conform-to/zod";
import { subscriptionFormSchema } from "~/domain/applications/market-forms";
import { PRODUCT_TYPES } from "~/domain/market/enums";
import type { Client } from "~/upstream/client.server";
import { systemOperators } from "~/upstream/competitions.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { licenceAreas, type Subscription } from "~/upstream/markets.server";

export const ACCESS = "manage:flexprovider:subscriptions" as const;
export { SUBSCRIPTIONS } from "~/components/markets/paths";

/** What a subscription can follow: the operators, their licence areas and the product types. */
export async function subscriptionChoices(client: Client) {
  const [operators, areas] = await Promise.all([systemOperators(client), licenceAreas(client)]);
  return {
    operators: operators.map((operator) => ({ value: String(operator.id), label: operator.name })),
    areas: areas.map((area) => ({ value: area.ref, label: area.name })),
    productTypes: [...PRODUCT_TYPES],
  };
}

export function formValues(subscription: Subscription | null) {
  return {
    name: subscription?.name ?? "",
    operators: (subscription?.operators ?? []).map(String),
    areas: subscription?.areas ?? [],
    product_types: subscription?.product_types ?? [],
    channels: subscription?.channels ?? ["email"],
    frequency: subscription?.frequency ?? "daily",
    email: subscription?.email ?? "",
  };
}

/** The subscription form posted: checked here, then sent; the upstream's field errors land on their fields. */
export async function saveSubscription(formData: FormData, send: (body: Record<string, unknown>) => Promise<Subscription>) {
  const submission = parseWithZod(formData, { schema: subscriptionFormSchema });
  if (submission.status !== "success") return { reply: submission.reply() };
  const { operators, ...rest } = submission.value;
  try {
    return { saved: await send({ ...rest, operators: operators.map(Number) }) };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }) }));
    return { reply: upstreamErrorReply(submission, error) };
  }
}
