import type { ReactNode } from "react";
import { FieldError } from "../field-error";

/** A terms checkbox that must be ticked; the server says so next to it when it is not. */
export function TermsCheckbox({ id, name, checked, error, children }: { id: string; name: string; checked: boolean; error?: string; children: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field form-field--checkbox">
      <input
        key={String(checked)}
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{children}</label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
