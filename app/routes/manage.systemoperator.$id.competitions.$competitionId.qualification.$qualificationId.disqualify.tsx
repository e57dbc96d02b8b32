import { Form, useNavigate, useParams, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldError } from "~/components/field-error";
import { FormErrors } from "~/components/form-errors";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { overrideReasonLabel } from "~/components/assets/reasons";
import { reviewAction, type reviewLoader } from "~/components/assets/operator-review.server";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.review", layout: "app", i18n: ["assets", "ui"] };
export const action = reviewAction;

const PARENT = "routes/manage.systemoperator.$id.competitions.$competitionId.qualification";

/** QUAL-03: disqualifying (a negative override) needs a reason code; it can be confirmed only once one is chosen. */
export default function Disqualify() {
  const { t } = useTranslation(["assets", "ui"]);
  const review = useRouteLoaderData<typeof reviewLoader>(PARENT);
  const result = useActionAnswer<typeof action>();
  const navigate = useNavigate();
  const { qualificationId } = useParams();
  const [reason, setReason] = useState(result?.reason ?? "");
  // Without JavaScript the button stays usable and the server asks for the reason instead.
  const hydrated = useHydrated();
  if (!review) return null;
  const row = review.rows.find((candidate) => String(candidate.id) === qualificationId);
  if (!row) return null;
  const error = result?.error === "reasonRequired" ? t("review.reasonRequired") : result?.error;
  return (
    <Modal open title={t("review.disqualifyTitle", { name: `${row.name ?? ""} (${row.ref ?? row.flex_asset})` })} closeHref={review.base} onClose={() => navigate(review.base, { preventScrollReset: true })} dismissible>
      <Form method="post" className="form" noValidate>
        <AuthenticityTokenInput />
        <FormErrors errors={result?.formErrors} />
        <input type="hidden" name="qualification" value={row.id} />
        <div className="form-field">
          <label htmlFor="disqualify-reason">{t("review.reason")}</label>
          <select id="disqualify-reason" name="reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? "disqualify-reason-error" : undefined}>
            <option value="">{t("form.choose")}</option>
            {review.reasons.map((code) => (
              <option key={code} value={code}>
                {overrideReasonLabel(t, code)}
              </option>
            ))}
          </select>
          <FieldError id="disqualify-reason-error" error={error} />
        </div>
        <div className="form-actions">
          <DialogClose className="kit-button kit-button--secondary">{t("ui:modal.cancel")}</DialogClose>
          <button type="submit" name="intent" value="disqualify" className="kit-button kit-button--danger" disabled={hydrated && !reason}>
            {t("review.disqualifyConfirm")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
