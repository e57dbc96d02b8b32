import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, describedBy } from "~/components/field-error";
import { translateError } from "~/components/form-errors";
import type { ReplyField } from "~/components/form-field";

type Props = {
  field: ReplyField;
  label: string;
  type?: "text" | "date" | "time";
  inputMode?: "decimal" | "text";
  hint?: string;
  /**
   * A check run in the browser when the field loses focus, then as it is typed in: its
   * message (or none) takes the place of the server's until the next answer.
   */
  check?: (text: string) => string | undefined;
};

/** A labelled clearing input with its error beside it; no native constraints, so the spec's own messages are shown. */
export function ClearingField({ field, label, type = "text", inputMode, hint, check }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  // Tied to the answer it was made under, so a new answer's messages show again.
  const [checked, setChecked] = useState<{ key: string; error?: string } | null>(null);
  const hintId = `${field.id}-hint`;
  const message = checked?.key === field.key ? checked.error : field.errors?.[0];
  const error = message ? translateError(t, message) : undefined;
  const run = (text: string) => {
    if (check) setChecked({ key: field.key, error: check(text) });
  };
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        key={field.key}
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={field.initialValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && field.errorId, hint && hintId)}
        inputMode={inputMode}
        onBlur={check ? (event) => run(event.currentTarget.value) : undefined}
        onInput={checked?.key === field.key ? (event) => run(event.currentTarget.value) : undefined}
      />
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
