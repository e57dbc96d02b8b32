import { useTranslation } from "~/i18n/react";
import { COMPETITION_PARAM } from "~/domain/map/filters";
import { ACTIVE_OUTLINE_COLOUR, BASE_MAP_COLOURS } from "~/domain/map/colours";
import { LAND_REACH } from "~/domain/map/bounds";
import type { BoundariesDrawing } from "./boundaries-geometry";

export type BoundariesSvgProps = {
  /** From `drawBoundaries(...)` in the loader. */
  drawing: BoundariesDrawing;
  activeCompetitionId?: number | null;
  /** The page's other query parameters (filters, search); each link keeps them and sets `competition`. */
  query?: URLSearchParams | string;
  className?: string;
  /** Where the viewer's asset pins are drawn as a picture, laid over the outlines for browsers without JavaScript (the map draws them otherwise). */
  pinsPath?: string;
};

export function competitionHref(query: URLSearchParams | string | undefined, id: number): string {
  const params = new URLSearchParams(query);
  params.set(COMPETITION_PARAM, String(id));
  return `?${params}`;
}

/** The box a drawn outline covers, from its path's points (x,y pairs). */
export function pathBox(d: string): { x: number; y: number; width: number; height: number } | null {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const match of d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)) {
    const [x, y] = [Number(match[1]), Number(match[2])];
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  return Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null;
}

/**
 * The view of the picture: all of it, or, with a competition active, its outline with a margin
 * around it (at least a quarter of the picture, so the area around stays readable).
 */
export function viewBoxFor(drawing: Pick<BoundariesDrawing, "width" | "height">, active?: { d: string }): string {
  const whole = `0 0 ${drawing.width} ${drawing.height}`;
  const box = active ? pathBox(active.d) : null;
  if (!box) return whole;
  const width = Math.min(drawing.width, Math.max(box.width * 1.5, drawing.width / 4));
  const height = Math.min(drawing.height, Math.max(box.height * 1.5, drawing.height / 4));
  const round = (value: number) => Math.round(value * 10) / 10;
  return `${round(box.x + box.width / 2 - width / 2)} ${round(box.y + box.height / 2 - height / 2)} ${round(width)} ${round(height)}`;
}

/** The pins picture's address: the drawing's view (as its land picture names it) and the part of it shown. */
export function pinsPictureHref(path: string, drawing: Pick<BoundariesDrawing, "width" | "height" | "landHref">, viewBox: string): string {
  const land = new URLSearchParams(drawing.landHref.split("?")[1]);
  const params = new URLSearchParams({ view: land.get("view") ?? "", size: land.get("size") ?? "", margin: land.get("margin") ?? "", box: viewBox });
  return `${path}?${params}`;
}

/**
 * The competition map drawn on the server: land and competition outlines, each outline a
 * link that activates its competition. It stands where the interactive map goes, for
 * browsers without JavaScript and until the map has loaded.
 */
export function BoundariesSvg({ drawing, activeCompetitionId, query, className, pinsPath }: BoundariesSvgProps) {
  const { t } = useTranslation("map");
  const active = drawing.boundaries.find((boundary) => boundary.id === activeCompetitionId);
  // Water and land reach beyond the picture, into the margins the page leaves around it.
  const reach = {
    x: -LAND_REACH * drawing.width,
    y: -LAND_REACH * drawing.height,
    width: (1 + 2 * LAND_REACH) * drawing.width,
    height: (1 + 2 * LAND_REACH) * drawing.height,
  };
  // The active outline is drawn last, so nothing covers its highlight.
  const ordered = active ? [...drawing.boundaries.filter((boundary) => boundary !== active), active] : drawing.boundaries;
  const viewBox = viewBoxFor(drawing, active);
  const outlines = (
    <svg
      className={`boundaries-svg${className ? ` ${className}` : ""}`}
      viewBox={viewBox}
      role="group"
      aria-label={t("map.areas")}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className="boundaries-svg__water" {...reach} fill={BASE_MAP_COLOURS.water} />
      <image className="boundaries-svg__land" href={drawing.landHref} {...reach} aria-hidden="true" />
      {ordered.map((boundary) => {
        const isActive = boundary === active;
        return (
          <a key={boundary.id} href={competitionHref(query, boundary.id)} aria-current={isActive ? "true" : undefined} className="boundaries-svg__link">
            <title>{isActive ? t("map.activeArea", { name: boundary.name }) : boundary.name}</title>
            <path
              className={`boundaries-svg__area${isActive ? " boundaries-svg__area--active" : ""}`}
              data-competition-id={boundary.id}
              d={boundary.d}
              fill={boundary.colour}
              fillOpacity={isActive ? 0.45 : 0.22}
              stroke={isActive ? ACTIVE_OUTLINE_COLOUR : boundary.colour}
              strokeWidth={isActive ? 2.5 : 1}
            />
          </a>
        );
      })}
    </svg>
  );
  if (!pinsPath) return outlines;
  // Only browsers without JavaScript load the picture; with it, the map asks for the pins it shows.
  return (
    <div className="boundaries-svg__frame">
      {outlines}
      <noscript>
        <img className="boundaries-svg__pins" src={pinsPictureHref(pinsPath, drawing, viewBox)} alt={t("map.pins")} />
      </noscript>
    </div>
  );
}
