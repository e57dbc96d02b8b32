import { useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import { remainingCharacters, TEXTAREA_MAX_CHARACTERS, TEXTAREA_ROWS } from "./counter";
import { describedBy, FieldError } from "./field-error";

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "defaultValue" | "onChange" | "maxLength">;

export type TextareaWithCounterProps = NativeProps & {
  name: string;
  label: string;
  maxLength?: number;
  rows?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: string;
  id?: string;
};

/** Uncontrolled by default so a plain form post works; the counter follows typing once JavaScript runs. */
export function TextareaWithCounter(props: TextareaWithCounterProps) {
  const { name, label, maxLength = TEXTAREA_MAX_CHARACTERS, rows = TEXTAREA_ROWS, value, defaultValue, onChange, error, hint, ...rest } = props;
  const { t } = useTranslation("ui");
  const autoId = useId();
  const id = props.id ?? autoId;
  const [internal, setInternal] = useState(defaultValue ?? "");
  const text = value ?? internal;
  const ids = { hint: `${id}-hint`, counter: `${id}-counter`, error: `${id}-error` };

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setInternal(event.target.value);
    onChange?.(event.target.value);
  }

  return (
    <div className={`kit-field kit-textarea${error ? " kit-field--error" : ""}`}>
      <label htmlFor={id} className="kit-label">
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="kit-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} error={error} />
      <textarea
        {...rest}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        className="kit-textarea__input"
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hint, error && ids.error, ids.counter)}
      />
      <p id={ids.counter} className="kit-counter" aria-live="polite">
        {t("counter", { count: remainingCharacters(text, maxLength) })}
      </p>
    </div>
  );
}
