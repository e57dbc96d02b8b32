/**
 * The map from the keyboard. maplibre pans with the arrow keys and zooms with + and −
 * once its canvas has focus; Enter or Space then picks what lies under the circle in the
 * middle of the map, as a click there would (a pin's popup, a cluster opened, a
 * competition activated), and Escape closes an open popup and brings focus back.
 */
import type { Map as MapLibreMap, PointLike } from "maplibre-gl";

/** How far from the middle, in pixels, a pin still counts as under the circle. */
export const CIRCLE_REACH = 16;

export type PickArea = [PointLike, PointLike];

/** The middle of a picked point or area, in canvas pixels. */
export function centreOf(area: PointLike | PickArea): { x: number; y: number } {
  const point = (corner: PointLike) => (Array.isArray(corner) ? { x: corner[0], y: corner[1] } : corner);
  if (Array.isArray(area) && typeof area[0] !== "number") {
    const [from, to] = (area as PickArea).map(point);
    return { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  }
  return point(area as PointLike);
}

export function pickWithKeyboard(map: MapLibreMap, pick: (area: PickArea) => void, closePopup: () => boolean): () => void {
  const canvas = map.getCanvas();
  const container = map.getContainer();
  const onCanvasKey = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const { width, height } = canvas.getBoundingClientRect();
    const [x, y] = [width / 2, height / 2];
    pick([
      [x - CIRCLE_REACH, y - CIRCLE_REACH],
      [x + CIRCLE_REACH, y + CIRCLE_REACH],
    ]);
    event.preventDefault();
  };
  // A popup takes focus when it opens (its close button), so Escape is heard anywhere in the map; focus goes back to it.
  const onMapKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !closePopup()) return;
    event.preventDefault();
    canvas.focus();
  };
  canvas.addEventListener("keydown", onCanvasKey);
  container.addEventListener("keydown", onMapKey);
  return () => {
    canvas.removeEventListener("keydown", onCanvasKey);
    container.removeEventListener("keydown", onMapKey);
  };
}
