import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { FieldError } from "~/components/field-error";
import { translateError } from "~/components/form-errors";
import { ariaOf, listOf, textOf, type DraftField } from "./draft-fields";

type Field = DraftField;
export type Option = { value: string; label: string };

/** The form's own messages are operator keys; shared validation texts and upstream texts go through the kit. */
export function errorText(t: TFunction, text: string): string {
  return text.startsWith("operator:") ? t(text) : translateError(t, text);
}

export function useFirstError(errors: string[] | undefined): string | undefined {
  const { t } = useTranslation(["operator", "validation"]);
  return errors?.[0] ? errorText(t, errors[0]) : undefined;
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

type InputProps = {
  field: Field;
  label: string;
  hint?: string;
  type?: "text" | "email" | "date" | "time" | "datetime-local";
  inputMode?: "decimal" | "numeric" | "text";
};

/** A labelled input whose error sits beside it; no native constraints, so the server's messages are the ones shown. */
export function TextInput({ field, label, hint, type = "text", inputMode }: InputProps) {
  const error = useFirstError(field.errors);
  const hintId = `${field.id}-hint`;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <Hint id={hintId} hint={hint} />
      <input id={field.id} name={field.name} type={type} defaultValue={textOf(field.initialValue)} {...ariaOf(field, hint ? hintId : undefined)} inputMode={inputMode} />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

export function SelectInput({ field, label, options, hint, placeholder }: { field: Field; label: string; options: readonly Option[]; hint?: string; placeholder?: string }) {
  const error = useFirstError(field.errors);
  const hintId = `${field.id}-hint`;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <Hint id={hintId} hint={hint} />
      <select id={field.id} name={field.name} defaultValue={textOf(field.initialValue)} {...ariaOf(field, hint ? hintId : undefined)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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

export function CheckboxInput({ field, label, hint }: { field: Field; label: string; hint?: string }) {
  const error = useFirstError(field.errors);
  const hintId = `${field.id}-hint`;
  return (
    <div className="form-field">
      <span>
        <input id={field.id} name={field.name} type="checkbox" value="on" defaultChecked={field.initialValue === "on"} {...ariaOf(field, hint ? hintId : undefined)} /> <label htmlFor={field.id}>{label}</label>
      </span>
      <Hint id={hintId} hint={hint} />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

/** Checkboxes posting one value each under the field's name. */
export function CheckboxGroup({ field, legend, options, hint }: { field: DraftField; legend: string; options: readonly Option[]; hint?: string }) {
  const error = useFirstError(field.errors);
  const hintId = `${field.id}-hint`;
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <fieldset className="kit-field" aria-describedby={[hint ? hintId : "", error ? field.errorId : ""].filter(Boolean).join(" ") || undefined}>
      <legend className="kit-label">{legend}</legend>
      <Hint id={hintId} hint={hint} />
      <FieldError id={field.errorId} error={error} />
      <ul className="kit-checkbox-list__items">
        {options.map(({ value }) => (
          <li key={value} className="kit-checkbox-list__item">
            <input id={`${field.id}-${value}`} name={field.name} type="checkbox" value={value} defaultChecked={listOf(field.initialValue).includes(value)} {...ariaOf(field, hint ? hintId : undefined)} />
            <label htmlFor={`${field.id}-${value}`}>{labels.get(value)}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
