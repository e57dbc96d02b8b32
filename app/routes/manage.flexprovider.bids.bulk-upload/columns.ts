// Wire fields named back as the file's columns, so each reason points at a cell the user can find.
const COLUMNS: Record<string, string> = {
  competition: "competition_id",
  service_window: "service_window_id",
  ballot: "asset_refs",
  ballot_assets: "asset_refs",
  capacity: "capacity_mw",
};

/** The file column of an upstream field (`ballot_assets.0.flex_asset` → `asset_refs`); null for the row as a whole. */
export function columnOf(field: string): string | null {
  if (field === "non_field_errors") return null;
  const head = field.split(".")[0];
  return COLUMNS[head] ?? head;
}
