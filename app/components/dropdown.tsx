import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { describedBy, FieldError } from "./field-error";
import { normalizeDropdownItems, toValueList, validateDropdownItems, type DropdownItem } from "./dropdown-items";

export type DropdownProps = {
  name: string;
  label: string;
  items: readonly DropdownItem[];
  multiple?: boolean;
  /** Controlled selection: a value, or a list of values when `multiple`. */
  value?: string | string[];
  defaultValue?: string | string[];
  onChange?: (value: string | string[]) => void;
  error?: string;
  id?: string;
  placeholder?: string;
};

/**
 * Built on <details> with radio or checkbox inputs named `name`, so a plain form post carries the
 * selection; JavaScript adds closing on outside click and Escape and a summary that follows the choice.
 */
export function Dropdown(props: DropdownProps) {
  const { name, label, items, multiple = false, error, onChange } = props;
  const { t } = useTranslation("ui");
  const autoId = useId();
  const id = props.id ?? autoId;
  const errorId = `${id}-error`;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [internal, setInternal] = useState(() => toValueList(props.defaultValue));
  const selected = props.value !== undefined ? toValueList(props.value) : internal;
  const options = useMemo(() => normalizeDropdownItems(items), [items]);

  useEffect(() => {
    validateDropdownItems(items).forEach((warning) => console.warn(warning));
  }, [items]);

  useEffect(() => {
    // Reads the element's own open state, which the browser changes without telling React.
    const onMouseDown = (event: MouseEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("mousedown", onMouseDown);
    return () => document.removeEventListener("mousedown", onMouseDown);
  }, []);

  function close() {
    if (detailsRef.current) detailsRef.current.open = false;
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    // Stop here so a surrounding modal or side panel stays open.
    event.stopPropagation();
    close();
    detailsRef.current.querySelector("summary")?.focus();
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const { value, checked } = event.target;
    const next = multiple ? options.map((o) => o.value).filter((v) => (v === value ? checked : selected.includes(v))) : [value];
    setInternal(next);
    onChange?.(multiple ? next : value);
    if (!multiple) close();
  }

  const chosen = options.filter((option) => selected.includes(option.value));
  const placeholder = props.placeholder ?? t("dropdown.placeholder");
  const summary = multiple
    ? chosen.length > 0 ? t("dropdown.selected", { count: chosen.length }) : placeholder
    : chosen[0]?.label ?? placeholder;

  return (
    <fieldset className={`kit-field kit-dropdown${error ? " kit-field--error" : ""}`}>
      <legend className="kit-label">{label}</legend>
      <details ref={detailsRef} className="kit-dropdown__details" onKeyDown={onKeyDown}>
        <summary id={id} className="kit-dropdown__summary" aria-describedby={describedBy(error && errorId)}>
          {summary}
        </summary>
        <div className="kit-dropdown__panel">
          {options.length === 0 ? (
            <p className="kit-dropdown__empty">{t("dropdown.empty")}</p>
          ) : (
            options.map((option) => (
              <label key={option.value} className="kit-dropdown__option">
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={name}
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={onInputChange}
                  aria-invalid={error ? true : undefined}
                />
                <span>{option.label}</span>
              </label>
            ))
          )}
        </div>
      </details>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
