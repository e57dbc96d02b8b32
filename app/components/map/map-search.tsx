import { useId, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";

export type MapSearchProps = {
  /** Where the form goes; the page's own path by default, so its loader answers `q`. */
  action?: string;
  defaultValue?: string;
  /** Other parameters the search keeps (the active competition, filters), sent as hidden fields. */
  keep?: URLSearchParams;
  /**
   * With JavaScript the page may answer the search itself (fetch and move the map); call
   * `event.preventDefault()` to stop the normal GET. Without it the form simply submits.
   */
  onSearch?: (query: string, event: FormEvent<HTMLFormElement>) => void;
  className?: string;
};

/** A GET form with one `q` field (MAP-04); works without JavaScript. */
export function MapSearch({ action, defaultValue = "", keep, onSearch, className }: MapSearchProps) {
  const { t } = useTranslation("map");
  const id = useId();
  const hidden = [...(keep ?? new URLSearchParams())].filter(([name]) => name !== "q");
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={`map-search${className ? ` ${className}` : ""}`}
      onSubmit={(event) => onSearch?.(String(new FormData(event.currentTarget).get("q") ?? "").trim(), event)}
    >
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="kit-visually-hidden">
        {t("search.label")}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} placeholder={t("search.placeholder")} className="map-search__input" autoComplete="off" />
      <button type="submit" className="kit-button kit-button--secondary">
        {t("search.submit")}
      </button>
    </form>
  );
}
