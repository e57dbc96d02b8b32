import { FieldError } from "./field-error";

/** A date of a GET filter form (a period's start or end), with its problem beside it and what was typed kept. */
export function DateFilterField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const id = `filter-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="date" defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
