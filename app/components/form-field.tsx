import { useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { FieldError } from "./field-error";
import { translateError, useErrorFocus } from "./form-errors";

export { FormErrors, translateError } from "./form-errors";

/**
 * What a form's server answer holds (conform's reply, read without conform): the values to
 * show again and the messages by field name, "" for the whole form.
 */
export type FormReply = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/** A field of a server-validated form: its name, ids, first value and messages. */
export type ReplyField = { id: string; name: string; errorId: string; key: string; errors?: string[]; initialValue?: string };

/**
 * The fields and form-wide errors of a form validated only by its action. Each new reply
 * remounts the inputs, so they show exactly the values it sends back (passwords left out),
 * and one with errors takes focus to them.
 */
export function useFormReply(formId: string, reply: FormReply | undefined, defaultValue: Record<string, string | undefined> = {}) {
  const last = useRef(reply);
  const generation = useRef(0);
  if (last.current !== reply) {
    last.current = reply;
    generation.current += 1;
  }
  const values = reply?.initialValue ?? defaultValue;
  const messages = (name: string) => {
    const list = reply?.error?.[name];
    return list?.length ? list : undefined;
  };
  useErrorFocus(formId, reply, Object.values(reply?.error ?? {}).some((list) => !!list?.length));
  const field = (name: string): ReplyField => {
    const value = values[name];
    return {
      id: `${formId}-${name}`,
      name,
      errorId: `${formId}-${name}-error`,
      key: `${name}-${generation.current}`,
      errors: messages(name),
      initialValue: typeof value === "string" ? value : undefined,
    };
  };
  return { form: { id: formId, noValidate: true }, formErrors: messages(""), field };
}

type Props = {
  field: ReplyField;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url" | "date" | "time";
  hint?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "text";
  check?: (text: string) => string | undefined;
  /** Several lines (an address): a text area, so its line breaks are kept. */
  rows?: number;
};

/**
 * A labelled input with its error beside it and the value sent back kept; no native
 * constraints, so the server's messages are the ones shown. An optional `check` runs in
 * the browser when the field loses focus, then as it is typed in: its message (or none)
 * stands in for the server's until the next answer.
 */
export function FormField({ field, label, type = "text", hint, autoComplete, inputMode, check, rows }: Props) {
  const { t } = useTranslation();
  // Tied to the answer it was made under, so a new answer's messages show again.
  const [checked, setChecked] = useState<{ key: string; error?: string } | null>(null);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const message = checked?.key === field.key ? checked.error : field.errors?.[0];
  const error = message ? translateError(t, message) : undefined;
  const describedBy = [error ? field.errorId : "", hintId ?? ""].filter(Boolean).join(" ") || undefined;
  const run = (text: string) => {
    if (check) setChecked({ key: field.key, error: check(text) });
  };
  // What the one-line input and the text area (an address) have in common.
  const shared = {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    autoComplete,
    onBlur: check ? (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => run(event.currentTarget.value) : undefined,
    onInput: checked?.key === field.key ? (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => run(event.currentTarget.value) : undefined,
  };
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {rows ? <textarea key={field.key} {...shared} rows={rows} /> : <input key={field.key} {...shared} type={type} inputMode={inputMode} />}
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
