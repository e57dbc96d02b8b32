import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { decisionLoader, rejectAction } from "./manage.systemoperator.$id.applications.$applicationId/decide.server";

export const loader = decisionLoader;
export const action = rejectAction;
export const handle: RouteHandle = { title: "applications:titles.reviewOne", layout: "app", i18n: ["applications", "ui", "validation"] };

/** APP-07: rejecting needs a reason, which the provider sees and is e-mailed; a confirmation first. */
export default function Reject() {
  const { t } = useTranslation(["applications", "ui"]);
  const { base, provider } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("reject-application", answer?.reply, { reason: "" });
  const reason = field("reason");
  return (
    <Modal open title={t("review.rejectTitle")} closeHref={base} onClose={() => navigate(base, { preventScrollReset: true })} dismissible>
      <Form method="post" action={`${base}/reject`} {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <p>{t("review.rejectBody", { provider })}</p>
        <TextareaWithCounter
          key={reason.key}
          id={reason.id}
          name="reason"
          label={t("review.reason")}
          hint={t("review.reasonHint")}
          maxLength={1000}
          defaultValue={reason.initialValue}
          error={reason.errors?.[0] ? translateError(t, reason.errors[0]) : undefined}
        />
        <div className="form-actions">
          <DialogClose className="kit-button kit-button--secondary">{t("ui:modal.cancel")}</DialogClose>
          <button type="submit" className="kit-button kit-button--danger" disabled={submitting}>
            {t("review.rejectConfirm")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
