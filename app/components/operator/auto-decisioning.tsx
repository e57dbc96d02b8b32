import { Form, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { FormErrors } from "~/components/form-errors";
import { ConfirmModal } from "~/components/modal";

type Props = { open: boolean; competition: number; cancelHref: string; intent: string; errors?: string[] };

/** CLEAR-06: auto bid decisioning overwrites the decisions on the page, so it asks first; a confirmation modal is not dismissible. */
export function AutoDecisioningWarning({ open, competition, cancelHref, intent, errors }: Props) {
  const { t } = useTranslation("clearing");
  const csrf = useAuthenticityToken();
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open={open}
      title={t("pages.auto.title")}
      body={
        <>
          <FormErrors errors={errors} />
          <p role="alert">{t("pages.auto.warning")}</p>
        </>
      }
      confirmLabel={t("pages.auto.confirm")}
      cancelLabel={t("pages.cancel")}
      cancelHref={cancelHref}
      onCancel={() => navigate(cancelHref, { preventScrollReset: true })}
      method="post"
      formComponent={Form}
      hiddenFields={{ csrf, intent, competition: String(competition) }}
      dismissible={false}
      danger
    />
  );
}
