import { useTranslation } from "~/i18n/react";
import { CheckboxList } from "~/components/checkbox-list";
import {
  COMPETITION_PARAM,
  MAP_FILTER_PARAMS,
  MAP_STATUS_FILTERS,
  MAP_STATUS_LABEL_KEYS,
  MAP_TAG_FILTERS,
  MAP_TAG_LABEL_KEYS,
  NO_MAP_FILTERS,
  hasMapFilters,
  mapFiltersQuery,
  type MapFilters as Filters,
} from "~/domain/map/filters";
import { MAP_VOLTAGES } from "~/domain/market/enums";
import { capacityFigure } from "~/domain/validation/capacity";

export type MapFiltersProps = {
  /** The current selection, from `parseMapFilters(url.searchParams)`. */
  filters: Filters;
  operators: ReadonlyArray<{ id: number; name: string }>;
  /** The active competition stays active when the filters change. */
  competition?: number | string | null;
  /** Where the form goes; the page's own path by default. */
  action?: string;
  className?: string;
};

/**
 * The map filters (MAP-05) as a GET form: it works without JavaScript and keeps what is
 * ticked. Keyed by the selection, so the boxes follow the URL after a client-side navigation.
 */
export function MapFilters({ filters, operators, competition, action, className }: MapFiltersProps) {
  // The language of the texts gives the decimal separator: the filters also draw without the root loader's data.
  const { t, i18n } = useTranslation("map");
  const locale = i18n.language;
  const clearQuery = mapFiltersQuery(NO_MAP_FILTERS, competition);
  return (
    <form key={mapFiltersQuery(filters)} method="get" action={action} className={`map-filters${className ? ` ${className}` : ""}`} aria-label={t("filters.title")}>
      {competition != null && competition !== "" ? <input type="hidden" name={COMPETITION_PARAM} value={String(competition)} /> : null}
      <CheckboxList
        name={MAP_FILTER_PARAMS.voltage}
        label={t("filters.voltages")}
        items={MAP_VOLTAGES.map((voltage) => ({ value: String(voltage), label: t("filters.voltage", { value: capacityFigure(voltage, locale) }) }))}
        defaultChecked={filters.voltages.map(String)}
      />
      {operators.length ? (
        <CheckboxList
          name={MAP_FILTER_PARAMS.operator}
          label={t("filters.operators")}
          items={operators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
          defaultChecked={filters.operators.map(String)}
        />
      ) : null}
      <CheckboxList
        name={MAP_FILTER_PARAMS.status}
        label={t("filters.statuses")}
        items={MAP_STATUS_FILTERS.map((status) => ({ value: status, label: t(MAP_STATUS_LABEL_KEYS[status]) }))}
        defaultChecked={filters.statuses}
      />
      <CheckboxList
        name={MAP_FILTER_PARAMS.tag}
        label={t("filters.tags")}
        items={MAP_TAG_FILTERS.map((tag) => ({ value: tag, label: t(MAP_TAG_LABEL_KEYS[tag]) }))}
        defaultChecked={filters.tags}
      />
      <div className="map-filters__actions">
        <button type="submit" className="kit-button kit-button--primary">
          {t("filters.apply")}
        </button>
        {hasMapFilters(filters) ? (
          <a className="map-filters__clear" href={`${action ?? ""}?${clearQuery}`}>
            {t("filters.clear")}
          </a>
        ) : null}
      </div>
    </form>
  );
}
