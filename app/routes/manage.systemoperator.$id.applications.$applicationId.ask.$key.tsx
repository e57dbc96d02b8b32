import { Form, useActionData, useLoaderData, useNavigate, useNavigation, useParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { questionText, subSectionTitle } from "~/components/applications/labels";
import { FormErrors, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { askAction, decisionLoader } from "./manage.systemoperator.$id.applications.$applicationId/decide.server";

export const loader = decisionLoader;
export const action = askAction;
export const handle: RouteHandle = { title: "applications:titles.reviewOne", layout: "app", i18n: ["applications", "ui", "validation"] };

/** Asking the provider for more on one answer instead of rejecting the whole application. */
export default function AskAboutAnswer() {
  const { t } = useTranslation(["applications", "ui"]);
  const { base, provider, question, group } = useLoaderData<typeof loader>();
  const { key = "" } = useParams();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("ask-about-answer", answer?.reply, { message: "" });
  const message = field("message");
  // The refusal of the last post stands until the question is typed again: then it no longer describes what is there.
  const [retyped, setRetyped] = useState<string>();
  const messageError = message.errors?.[0] && retyped !== message.key ? translateError(t, message.errors[0]) : undefined;
  const asked = questionText(t, key, question ?? key);
  return (
    <Modal open title={t("review.askTitle")} closeHref={base} onClose={() => navigate(base, { preventScrollReset: true })} dismissible>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <p>{t("review.askBody", { provider, question: group ? t("answers.inGroup", { question: asked, group: subSectionTitle(t, group.name, group.title) }) : asked })}</p>
        <TextareaWithCounter
          key={message.key}
          id={message.id}
          name="message"
          label={t("review.askMessage")}
          defaultValue={message.initialValue}
          onChange={(value) => setRetyped(value.trim() ? message.key : undefined)}
          error={messageError}
        />
        <div className="form-actions">
          <DialogClose className="kit-button kit-button--secondary">{t("ui:modal.cancel")}</DialogClose>
          <button type="submit" className="kit-button kit-button--primary" disabled={submitting}>
            {t("review.askSend")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
