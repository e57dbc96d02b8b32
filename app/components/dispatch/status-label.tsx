import { useTranslation } from "~/i18n/react";
import { isKnownStatus } from "~/domain/dispatch/list-query";

/** A status the app does not know shows as unknown rather than as raw text. */
export function StatusLabel({ status }: { status: string }) {
  const { t } = useTranslation("dispatch");
  const known = isKnownStatus(status);
  return <span className={`dispatch-status dispatch-status--${known ? status : "unknown"}`}>{t(`status.${known ? status : "unknown"}`)}</span>;
}
