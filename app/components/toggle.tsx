import { useId, type ChangeEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { describedBy, FieldError } from "./field-error";

import { EMPTY_VALUE } from "~/domain/market/format";

/** Shown for a value that was never set. */
export { EMPTY_VALUE };

export type ToggleValue = boolean | null | undefined;
export type ToggleLabels = { yes?: string; no?: string };

/** true → Yes, false → No, unset → the dash; callers pass translated labels. */
export function formatToggleValue(value: ToggleValue, labels: ToggleLabels = {}): string {
  if (value === true) return labels.yes ?? "Yes";
  if (value === false) return labels.no ?? "No";
  return EMPTY_VALUE;
}

/** Read-only display of a toggle value in the current language. */
export function ToggleText({ value, labels }: { value: ToggleValue; labels?: ToggleLabels }) {
  const { t } = useTranslation("ui");
  return <>{formatToggleValue(value, { yes: labels?.yes ?? t("toggle.yes"), no: labels?.no ?? t("toggle.no") })}</>;
}

export type ToggleProps = {
  name: string;
  label: string;
  defaultValue?: ToggleValue;
  labels?: ToggleLabels;
  onChange?: (value: boolean) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** The switch-like look selected by the `bops_toggle_redesign` flag; still two radio inputs. */
  redesign?: boolean;
  id?: string;
};

/** Two radio inputs posting "true" or "false"; nothing is posted while the value is unset. */
export function Toggle(props: ToggleProps) {
  const { name, label, defaultValue, labels, onChange, error, hint, disabled, redesign = false } = props;
  const { t } = useTranslation("ui");
  const autoId = useId();
  const id = props.id ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choices = [
    { value: true, text: labels?.yes ?? t("toggle.yes"), suffix: "yes" },
    { value: false, text: labels?.no ?? t("toggle.no"), suffix: "no" },
  ];
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value === "true");

  return (
    <fieldset
      className={`kit-field kit-toggle${redesign ? " kit-toggle--switch" : ""}${error ? " kit-field--error" : ""}`}
      aria-describedby={describedBy(hint && hintId, error && errorId)}
      disabled={disabled}
    >
      <legend className="kit-label">{label}</legend>
      {hint ? (
        <p id={hintId} className="kit-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
      <div className="kit-toggle__options">
        {choices.map((choice) => (
          <span key={choice.suffix} className="kit-toggle__option">
            <input
              type="radio"
              id={`${id}-${choice.suffix}`}
              name={name}
              value={String(choice.value)}
              defaultChecked={defaultValue === choice.value}
              onChange={handleChange}
              className="kit-toggle__input"
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${choice.suffix}`} className="kit-toggle__label">
              {choice.text}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
