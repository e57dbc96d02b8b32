import { useTranslation } from "~/i18n/react";
import type { CountryGroups } from "~/domain/registration/countries.server";
import { FieldError } from "../field-error";

/** The country list of 001 §3: "Frequently chosen" first, then "All other countries". */
export function CountrySelect({ id, name, label, groups, value, error }: { id: string; name: string; label: string; groups: CountryGroups; value: string; error?: string }) {
  const { t } = useTranslation("registration");
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select key={value} id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <optgroup label={t("countries.frequent")}>
          {groups.frequent.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("countries.others")}>
          {groups.others.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
