import { FieldError } from "./field-error";

/** A labelled native select with its error beside it; remounted when the value sent back changes. */
export function LabelledSelect({ id, name, label, value, options, error }: { id: string; name: string; label: string; value: string; options: { value: string; label: string }[]; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select key={value} id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
