import { useTranslation } from "~/i18n/react";
import { describedBy, FieldError } from "~/components/field-error";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { Toggle } from "~/components/toggle";
import type { FieldDefinition } from "~/domain/applications/types";
import { choiceText, questionText } from "./labels";

export type CountryChoice = { code: string; name: string; frequent: boolean };

export type QuestionFieldProps = {
  field: FieldDefinition;
  value: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  countries?: CountryChoice[] | null;
  /** The file attached to a file question: its name and download address. */
  file?: { filename: string; href: string };
  onChange?: () => void;
};

const INPUT_TYPES: Partial<Record<FieldDefinition["kind"], string>> = { email: "email", url: "url", tel: "tel", date: "date" };

/** One question of a step, drawn from its definition: text, yes/no, choice, country, confirmation or file. */
export function QuestionField({ field, value, error, hint, disabled, countries, file, onChange }: QuestionFieldProps) {
  const { t } = useTranslation(["applications", "ui"]);
  const id = `q-${field.key}`;
  const label = `${questionText(t, field.key, field.question)}${field.required ? "" : ` ${t("applications:step.optional")}`}`;
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const hintText = hint ?? (field.help_text ? t(`applications:help.${field.key}`, { defaultValue: field.help_text }) : undefined);
  switch (field.kind) {
    case "textarea":
      return <TextareaWithCounter id={id} name={field.key} label={label} hint={hintText} defaultValue={value} maxLength={field.max_length ?? undefined} error={error} disabled={disabled} onChange={onChange} />;
    case "boolean":
      return (
        <Toggle id={id} name={field.key} label={label} hint={hintText} defaultValue={value === "true" ? true : value === "false" ? false : null} error={error} disabled={disabled} onChange={onChange} />
      );
    case "confirmation":
      return (
        <div className={`kit-field app-question app-question--confirmation${error ? " kit-field--error" : ""}`}>
          <FieldError id={ids.error} error={error} />
          <input id={id} type="checkbox" name={field.key} value="true" defaultChecked={value === "true"} disabled={disabled} onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error && ids.error)} />{" "}
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case "choice":
      if ((field.choices?.length ?? 0) <= 3) {
        return (
          <fieldset className={`kit-field app-question${error ? " kit-field--error" : ""}`} aria-describedby={describedBy(hintText && ids.hint, error && ids.error)} disabled={disabled}>
            <legend className="kit-label">{label}</legend>
            {hintText ? <p id={ids.hint} className="kit-hint">{hintText}</p> : null}
            <FieldError id={ids.error} error={error} />
            <div className="app-question__choices">
              {(field.choices ?? []).map((choice) => (
                <span key={choice} className="app-question__choice">
                  <input type="radio" id={`${id}-${choice}`} name={field.key} value={choice} defaultChecked={value === choice} onChange={onChange} aria-invalid={error ? true : undefined} />
                  <label htmlFor={`${id}-${choice}`}>{choiceText(t, choice)}</label>
                </span>
              ))}
            </div>
          </fieldset>
        );
      }
      return (
        <Labelled id={id} label={label} hint={hintText} error={error}>
          <select id={id} name={field.key} defaultValue={value} disabled={disabled} onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintText && ids.hint, error && ids.error)}>
            <option value="">{t("applications:step.choose")}</option>
            {(field.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choiceText(t, choice)}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case "country":
      return (
        <Labelled id={id} label={label} hint={hintText} error={error}>
          <select id={id} name={field.key} defaultValue={value} disabled={disabled} onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintText && ids.hint, error && ids.error)}>
            <option value="">{t("applications:step.choose")}</option>
            <optgroup label={t("applications:step.frequentCountries")}>
              {(countries ?? []).filter((country) => country.frequent).map((country) => (
                <option key={country.code} value={country.code}>{country.name}</option>
              ))}
            </optgroup>
            <optgroup label={t("applications:step.otherCountries")}>
              {(countries ?? []).filter((country) => !country.frequent).map((country) => (
                <option key={country.code} value={country.code}>{country.name}</option>
              ))}
            </optgroup>
          </select>
        </Labelled>
      );
    case "file":
      return (
        <Labelled id={`${id}-upload`} label={label} hint={hintText} error={error}>
          <input type="hidden" name={field.key} value={value} />
          {file ? (
            <p className="app-question__file">
              {t("applications:step.attached")}{" "}
              <a href={file.href}>
                {file.filename}
              </a>
            </p>
          ) : null}
          <input id={`${id}-upload`} type="file" name={`${field.key}__upload`} disabled={disabled} onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintText && ids.hint, error && ids.error)} />
        </Labelled>
      );
    default:
      return (
        <Labelled id={id} label={label} hint={hintText} error={error} prefix={field.kind === "currency" ? "£" : undefined}>
          <input
            id={id}
            name={field.key}
            type={INPUT_TYPES[field.kind] ?? "text"}
            defaultValue={value}
            maxLength={field.max_length ?? undefined}
            inputMode={field.kind === "number" || field.kind === "currency" ? "decimal" : field.kind === "year" ? "numeric" : undefined}
            disabled={disabled}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintText && ids.hint, error && ids.error)}
          />
        </Labelled>
      );
  }
}

function Labelled({ id, label, hint, error, prefix, children }: { id: string; label: string; hint?: string; error?: string; prefix?: string; children: React.ReactNode }) {
  return (
    <div className={`form-field app-question${error ? " kit-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id.replace(/-upload$/, "")}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id.replace(/-upload$/, "")}-error`} error={error} />
      {prefix ? (
        <span className="app-question__prefixed">
          <span aria-hidden="true">{prefix}</span>
          {children}
        </span>
      ) : (
        children
      )}
    </div>
  );
}
