import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { translateError } from "~/components/form-errors";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { action, loader } from "./register.server";

export { action, loader };

export const handle: RouteHandle = { title: "markets:titles.register", layout: "app", i18n: ["markets", "validation"] };

const BACK = "/manage/flexprovider/market-access";

/** MGMT-04: the market registration modal: who to contact, and a message for the operator. */
export default function MarketRegistration() {
  const { t } = useTranslation(["markets", "ui"]);
  const { market, contact } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("market-registration", answer?.reply, { ...contact, message: "" });
  const message = field("message");
  return (
    <Modal open title={t("register.title", { market: market.name })} closeHref={BACK} onClose={() => navigate(BACK, { preventScrollReset: true })}>
      <p>{t("register.intro", { operator: market.operator })}</p>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <FormField field={field("contact_name")} label={t("register.contactName")} autoComplete="name" />
        <FormField field={field("contact_email")} label={t("register.contactEmail")} type="email" autoComplete="email" />
        <TextareaWithCounter
          key={message.key}
          id={message.id}
          name="message"
          label={t("register.message")}
          hint={t("register.messageHint")}
          defaultValue={message.initialValue}
          error={message.errors?.[0] ? translateError(t, message.errors[0]) : undefined}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {t("register.submit")}
          </button>
          <DialogClose>{t("register.cancel")}</DialogClose>
        </div>
      </Form>
    </Modal>
  );
}
