import { useTranslation } from "~/i18n/react";

/** The error message shown next to a field; its id goes into the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation("ui");
  if (!error) return null;
  return (
    <p id={id} className="kit-error">
      <span className="kit-visually-hidden">{t("error.prefix")} </span>
      {error}
    </p>
  );
}

export function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(" ") || undefined;
}
