import readXlsxFile from "read-excel-file/node";

/**
 * The first sheet of an .xlsx readings file as CSV text. A date cell is a day fraction in the
 * file, so its time is rounded to the second before it is written as UTC ISO text.
 */
export async function readingsSheetAsCsv(file: Blob): Promise<string> {
  const [first] = await readXlsxFile(Buffer.from(await file.arrayBuffer()));
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? "" : value instanceof Date ? new Date(Math.round(value.getTime() / 1000) * 1000).toISOString() : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return (first?.data ?? []).map((row) => row.map(cell).join(",")).join("\n");
}
