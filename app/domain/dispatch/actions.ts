/** Which instructions each side can act on, as the upstream decides it (mocks/docs/dispatch.md). */
type Row = { status: string };

/** A provider answers only while an instruction awaits its response. */
export const answerable = (row: Row) => row.status === "awaiting_response";

/** An operator stops what is still to run or running. */
export const stoppable = (row: Row) => row.status === "created" || row.status === "awaiting_response" || row.status === "scheduled";

/** The ids a confirmation route was opened with: `instruction` repeated or comma-joined. */
export function selectedIds(values: readonly (string | File)[]): number[] {
  const ids = values.flatMap((value) => (typeof value === "string" ? value.split(",") : [])).map((value) => Number(value.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}
