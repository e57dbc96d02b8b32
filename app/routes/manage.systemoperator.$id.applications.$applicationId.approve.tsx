import { Form, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ConfirmModal } from "~/components/modal";
import { FormErrors } from "~/components/form-errors";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { approveAction, decisionLoader } from "./manage.systemoperator.$id.applications.$applicationId/decide.server";

export const loader = decisionLoader;
export const action = approveAction;
export const handle: RouteHandle = { title: "applications:titles.reviewOne", layout: "app", i18n: ["applications", "ui"] };

function ApproveForm(props: React.ComponentProps<typeof Form>) {
  const { children, ...rest } = props;
  return (
    <Form {...rest}>
      <AuthenticityTokenInput />
      {children}
    </Form>
  );
}

/** APP-07: approving, after a confirmation. */
export default function Approve() {
  const { t } = useTranslation("applications");
  const { base, provider, system } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { formErrors?: string[] } | undefined;
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open
      title={t("review.approveTitle")}
      body={
        <>
          <FormErrors errors={answer?.formErrors} />
          <p>{t("review.approveBody", { provider, system })}</p>
        </>
      }
      confirmLabel={t("review.approve")}
      cancelHref={base}
      onCancel={() => navigate(base, { preventScrollReset: true })}
      method="post"
      action={`${base}/approve`}
      formComponent={ApproveForm}
    />
  );
}
