/**
 * A stopped instruction will not run as expected, so its expected volume and cost will not be
 * incurred (docs/decisions/0011): the lists strike them through, the CSV downloads leave them out.
 */
export const expectedIncurred = (row: { status: string }) => row.status !== "stop";
