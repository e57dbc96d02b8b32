import { useId, useState, type ChangeEvent } from "react";
import { describedBy, FieldError } from "./field-error";

export type CheckboxItem = { value: string; label: string; unavailable?: boolean };

export type CheckboxListProps = {
  name: string;
  label: string;
  items: readonly CheckboxItem[];
  defaultChecked?: readonly string[];
  onChange?: (checked: string[]) => void;
  error?: string;
  id?: string;
};

/** Each checkbox posts `name=value`; unavailable items are disabled, so they never post. */
export function CheckboxList({ name, label, items, defaultChecked = [], onChange, error, ...props }: CheckboxListProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const errorId = `${id}-error`;
  const [checked, setChecked] = useState<string[]>(() => [...defaultChecked]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { value, checked: isChecked } = event.target;
    const next = items.map((item) => item.value).filter((v) => (v === value ? isChecked : checked.includes(v)));
    setChecked(next);
    onChange?.(next);
  }

  return (
    <fieldset className={`kit-field kit-checkbox-list${error ? " kit-field--error" : ""}`} aria-describedby={describedBy(error && errorId)}>
      <legend className="kit-label">{label}</legend>
      <FieldError id={errorId} error={error} />
      <ul className="kit-checkbox-list__items">
        {items.map((item, index) => {
          const inputId = `${id}-${index}`;
          return (
            <li key={item.value} className={`kit-checkbox-list__item${item.unavailable ? " kit-checkbox-list__item--unavailable" : ""}`}>
              <input
                type="checkbox"
                id={inputId}
                name={name}
                value={item.value}
                defaultChecked={defaultChecked.includes(item.value)}
                disabled={item.unavailable}
                aria-disabled={item.unavailable ? true : undefined}
                onChange={handleChange}
              />
              <label htmlFor={inputId}>{item.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
