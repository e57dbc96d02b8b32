import { FieldError } from "~/components/field-error";
import { translateError, type ReplyField } from "~/components/form-field";
import { useTranslation } from "~/i18n/react";

/** A labelled select with its error beside it and the value sent back kept. */
export function SelectField({ field, label, options, hint }: { field: ReplyField; label: string; options: { value: string; label: string }[]; hint?: string }) {
  const { t } = useTranslation();
  const error = field.errors?.[0] ? translateError(t, field.errors[0]) : undefined;
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? <p id={hintId} className="form-field__hint">{hint}</p> : null}
      <select
        key={field.key}
        id={field.id}
        name={field.name}
        defaultValue={field.initialValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? field.errorId : "", hintId ?? ""].filter(Boolean).join(" ") || undefined}
      >
        <option value="">{t("assets:form.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
