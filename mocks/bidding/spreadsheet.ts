import readXlsxFile from "read-excel-file/node";

const XLSX = /\.xlsx$/i;

export const isSpreadsheet = (name: string) => XLSX.test(name);

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The first sheet of an .xlsx file as CSV text, so one reader checks both kinds of bid file. */
export async function spreadsheetAsCsv(file: Blob): Promise<string> {
  const [first] = await readXlsxFile(Buffer.from(await file.arrayBuffer()));
  return (first?.data ?? []).map((row) => row.map(cell).join(",")).join("\n");
}
