import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/errors/error-page";
import { useTranslation } from "~/i18n/react";

/** A settlement page that failed (an upstream error, a missing invoice) keeps the area's title and tabs around the message. */
export function SettlementErrorBoundary() {
  const { t } = useTranslation("settlement");
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return (
    <>
      <p className="form-error" role="alert">
        {t("loadFailed")}
      </p>
      <ErrorPage status={status} message={message} />
    </>
  );
}
