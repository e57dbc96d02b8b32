/**
 * Colours shared by the legend, the interactive map and the server-drawn boundaries, so a
 * pin, a cluster and its legend swatch always agree. Chosen for contrast on the light base map.
 */
export const PIN_COLOURS = { qualified: "#1a7f37", unqualified: "#c2410c" } as const;
export const CLUSTER_COLOURS = { ...PIN_COLOURS, mixed: "#5b4fc7" } as const;
export const DEFAULT_COMPETITION_COLOUR = "#1f5fa8";
export const ACTIVE_OUTLINE_COLOUR = "#111827";

export const BASE_MAP_COLOURS = { water: "#d7e6f0", land: "#f6f4ef", coastline: "#9bb0bf" } as const;

/**
 * An operator's brand colour goes into SVG attributes and map paint, so only hex colours
 * pass; anything else (missing or malformed) falls back to the default.
 */
export function competitionColour(brandColour: string | null | undefined): string {
  const value = brandColour?.trim() ?? "";
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value.toLowerCase() : DEFAULT_COMPETITION_COLOUR;
}
