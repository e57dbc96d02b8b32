import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldError, describedBy } from "~/components/field-error";
import { FormErrors } from "~/components/form-errors";
import { ACCEPTED_FILES, INTENTS, PAGE_PATH, uploadText } from "./bulk-result";

/** FILE-01: the bids file, posted as multipart; the page then watches the file. */
export function UploadForm({ error, formErrors }: { error?: string; formErrors?: string[] }) {
  const { t } = useTranslation("upload");
  const submitting = useNavigation().formData?.get("intent") === INTENTS.upload;
  return (
    <Form method="post" action={PAGE_PATH} encType="multipart/form-data" className="form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={INTENTS.upload} />
      <FormErrors errors={formErrors} />
      <div className="form-field">
        <label htmlFor="bids-file">{t("form.file")}</label>
        <p id="bids-file-hint" className="form-field__hint">
          {t("form.hint")}
        </p>
        <input
          id="bids-file"
          name="file"
          type="file"
          accept={ACCEPTED_FILES}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("bids-file-hint", error && "bids-file-error")}
        />
        <FieldError id="bids-file-error" error={error ? uploadText(t, error) : undefined} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t("form.uploading") : t("form.submit")}
        </button>
      </div>
    </Form>
  );
}
