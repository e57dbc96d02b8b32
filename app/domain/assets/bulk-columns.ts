import { ASSET_FIELDS } from "./asset-form";

/** The bulk asset file's header: the add form's fields, then `planned` (yes for a planned asset). */
export const BULK_ASSET_COLUMNS = [...ASSET_FIELDS, "planned"] as const;
export type BulkAssetColumn = (typeof BULK_ASSET_COLUMNS)[number];
export const BULK_REQUIRED_COLUMNS = ["name", "asset_category", "voltage_level"] as const;

/** The template: the header and one example row, as a CSV the register links to. */
export const BULK_TEMPLATE_CSV = `${BULK_ASSET_COLUMNS.join(",")}\r\nExample battery,storage,,11,1.5,1.5,0,0,,,,,,51.5,-0.12,no\r\n`;

/** The planned cell as the retry form shows it: what was typed when it was neither yes nor no. */
export const plannedCell = (row: { planned: boolean; plannedText?: string }) => row.plannedText ?? (row.planned ? "yes" : "no");
