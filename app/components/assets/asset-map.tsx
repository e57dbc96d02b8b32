import { Form } from "@remix-run/react";
import { BASE_MAP_COLOURS } from "~/domain/map/colours";
import { LAND_REACH } from "~/domain/map/bounds";
import type { MapDot } from "~/domain/assets/asset-map";
import { ELIGIBILITY_STATUSES, type EligibilityStatus } from "~/domain/market/enums";
import { useTranslation } from "~/i18n/react";
import type { BoundariesDrawing } from "~/components/map/boundaries-geometry";

/** Eligibility colours of the map and its key, from the page's own status colours. */
export const STATUS_COLOURS: Record<EligibilityStatus, string> = {
  qualified: "#1e7a3c",
  eligible: "#0b5cad",
  ineligible: "#8a5a00",
  disqualified: "#b3261e",
};

export type AssetMapData = {
  competition: { id: number; name: string };
  drawing: BoundariesDrawing;
  dots: MapDot[];
  counts: Record<EligibilityStatus, number>;
  /** Assets placed but outside the view round the competition's area. */
  outside: number;
  unplaced: number;
};

type Props = {
  base: string;
  choices: { id: number; name: string }[];
  map: AssetMapData | null;
  /** The register's filters, kept when the map is asked for. */
  filters: Record<string, string | undefined>;
};

const radius = (count: number) => Math.min(10, 5 + Math.log2(count));

/**
 * The provider's assets on the server-drawn map (no JavaScript needed), coloured by how each
 * stands for the competition chosen, over its area: a dot of one asset links to its page.
 */
export function AssetMap({ base, choices, map, filters }: Props) {
  const { t } = useTranslation("assets");
  if (choices.length === 0) return null;
  const drawing = map?.drawing;
  const reach = drawing && {
    x: -LAND_REACH * drawing.width,
    y: -LAND_REACH * drawing.height,
    width: (1 + 2 * LAND_REACH) * drawing.width,
    height: (1 + 2 * LAND_REACH) * drawing.height,
  };
  const total = map ? Object.values(map.counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <section className="asset-map" aria-labelledby="asset-map-title">
      <h2 id="asset-map-title">{t("map.title")}</h2>
      <Form method="get" className="asset-map__choice">
        {Object.entries(filters).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="form-field">
          <label htmlFor="asset-map-competition">{t("map.competition")}</label>
          <select id="asset-map-competition" name="map" defaultValue={map ? String(map.competition.id) : ""}>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t("map.show")}</button>
      </Form>
      {map && drawing && reach ? (
        <figure className="asset-map__figure">
          <svg viewBox={`0 0 ${drawing.width} ${drawing.height}`} role="group" aria-label={t("map.label", { name: map.competition.name, count: total })} className="asset-map__svg">
            <rect {...reach} fill={BASE_MAP_COLOURS.water} />
            <image href={drawing.landHref} {...reach} aria-hidden="true" />
            {drawing.boundaries.map((boundary) => (
              <path key={boundary.id} d={boundary.d} fill={boundary.colour} fillOpacity={0.18} stroke={boundary.colour} strokeWidth={1.5} aria-hidden="true" />
            ))}
            {map.dots.map((dot) => {
              const status = t(`eligibility.${dot.status}`);
              const circle = <circle cx={dot.x} cy={dot.y} r={radius(dot.count)} fill={STATUS_COLOURS[dot.status]} fillOpacity={0.85} stroke="#fff" strokeWidth={1} />;
              return dot.count === 1 ? (
                <a key={`${dot.status}-${dot.key}`} href={`${base}/${dot.key}`} aria-label={`${dot.label}: ${status}`}>
                  <title>{`${dot.label}: ${status}`}</title>
                  {circle}
                </a>
              ) : (
                <g key={`${dot.status}-${dot.key}`} role="img" aria-label={t("map.several", { count: dot.count, status })}>
                  <title>{t("map.several", { count: dot.count, status })}</title>
                  {circle}
                </g>
              );
            })}
          </svg>
          <figcaption>
            <ul className="asset-map__key">
              {ELIGIBILITY_STATUSES.map((status) => (
                <li key={status}>
                  <span className="asset-map__swatch" style={{ background: STATUS_COLOURS[status] }} aria-hidden="true" /> {`${t(`eligibility.${status}`)}: ${map.counts[status]}`}
                </li>
              ))}
            </ul>
            {map.outside > 0 ? <p>{t("map.outside", { count: map.outside })}</p> : null}
            {map.unplaced > 0 ? <p>{t("map.unplaced", { count: map.unplaced })}</p> : null}
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
