import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldError, describedBy } from "~/components/field-error";

type Props = {
  /** The file input's id; its hint and error take it as a prefix. */
  id: string;
  intent: string;
  label: string;
  hint?: string;
  accept: string;
  error?: string;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  primary?: boolean;
  /** More hidden fields the post carries (the file a retry is of). */
  hidden?: Record<string, string>;
};

/** A multipart post of one file, the way each of the upload page's forms sends it (works without JavaScript). */
export function FileForm({ id, intent, label, hint, accept, error, busy, submitLabel, busyLabel, primary = false, hidden = {} }: Props) {
  return (
    <Form method="post" encType="multipart/form-data" className="form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={`${id}-hint`} className="form-field__hint">
            {hint}
          </p>
        ) : null}
        <input id={id} name="file" type="file" accept={accept} required aria-invalid={error ? true : undefined} aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)} />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <div className="form-actions">
        <button type="submit" className={primary ? "button button--primary" : "button button--secondary"} disabled={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
      </div>
    </Form>
  );
}
