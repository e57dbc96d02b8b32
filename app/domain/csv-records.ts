import Papa from "papaparse";

/**
 * A CSV file's rows by header, as every upload reads them: the byte-order mark dropped, headers
 * trimmed and lower-cased, blank lines skipped, and line endings read alike whatever mix the file
 * has (a header saved with CRLF and rows added with LF is common after editing by hand; Papa
 * would take the first ending for all and read the rest as one row). `trim` also drops blank
 * lines and spaces before the header.
 */
export function parseCsvRecords(text: string, { trim = false } = {}): Papa.ParseResult<Record<string, string>> {
  const normal = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  return Papa.parse<Record<string, string>>(trim ? normal.trim() : normal, { header: true, newline: "\n", skipEmptyLines: "greedy", transformHeader: (name) => name.trim().toLowerCase() });
}
