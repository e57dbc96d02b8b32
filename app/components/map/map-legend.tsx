import { useTranslation } from "~/i18n/react";
import { legendEntries } from "~/domain/map/legend";

export type MapLegendProps = { eligibilityCopy: boolean; className?: string };

/** The pin key (MAP-02); plain markup, the same on the server and in the browser. */
export function MapLegend({ eligibilityCopy, className }: MapLegendProps) {
  const { t } = useTranslation("map");
  return (
    <figure className={`map-legend${className ? ` ${className}` : ""}`}>
      <figcaption className="map-legend__title">{t("legend.title")}</figcaption>
      <ul className="map-legend__entries">
        {legendEntries(eligibilityCopy).map((entry) => (
          <li key={entry.kind} className={`map-legend__entry map-legend__entry--${entry.kind}`}>
            <span className="map-legend__swatch" style={{ backgroundColor: entry.colour }} aria-hidden="true" />
            {t(entry.labelKey)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
