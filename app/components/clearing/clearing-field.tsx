import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/field-error";
import { translateError } from "~/components/form-field";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "date" | "time";
  inputMode?: "decimal" | "text";
  hint?: string;
};

/** A labelled clearing input with its error beside it; no native constraints, so the spec's own messages are shown. */
export function ClearingField({ field, label, type = "text", inputMode, hint }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const hintId = `${field.id}-hint`;
  const error = field.errors?.[0] ? translateError(t, field.errors[0]) : undefined;
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input {...props} key={key} inputMode={inputMode} />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

/** The modal's state and the competition, carried by every clearing post. */
export function ClearingStateFields({ fields, competition }: { fields: Record<string, string>; competition: number }) {
  return (
    <>
      <input type="hidden" name="competition" value={competition} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
