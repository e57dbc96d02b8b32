import { ASSET_CATEGORIES, VOLTAGE_LEVELS } from "~/domain/market/enums";

export const ASSET_STATUSES = ["active", "commissioning", "inactive"] as const;
export const REGISTER_FILTERS = ["search", "asset_category", "voltage_level", "status", "qualified", "planned"] as const;
export type RegisterQuery = Partial<Record<(typeof REGISTER_FILTERS)[number], string>> & { page: number };

/** The register's filters from the address, unknown choices dropped (so a typed URL cannot reach upstream as junk). */
export function readRegisterQuery(url: URL): RegisterQuery {
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const oneOf = (value: string | undefined, choices: readonly (string | number)[]) => (value && choices.map(String).includes(value) ? value : undefined);
  return {
    search: get("search")?.slice(0, 100),
    asset_category: oneOf(get("asset_category"), ASSET_CATEGORIES),
    voltage_level: oneOf(get("voltage_level"), VOLTAGE_LEVELS),
    status: oneOf(get("status"), ASSET_STATUSES),
    qualified: oneOf(get("qualified"), ["true", "false"]),
    planned: oneOf(get("planned"), ["true", "false"]),
    page: Math.max(1, Math.floor(Number(get("page"))) || 1),
  };
}

/** `a12` is asset 12, `p3` planned asset 3: the two share the register. */
export function parseAssetKey(key: string | undefined): { id: number; planned: boolean } | null {
  const match = /^([ap])(\d{1,9})$/.exec(key ?? "");
  return match ? { id: Number(match[2]), planned: match[1] === "p" } : null;
}
export const assetKey = (asset: { id: number; planned: boolean }) => `${asset.planned ? "p" : "a"}${asset.id}`;
