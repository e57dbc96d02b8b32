/**
 * RFC 4180 CSV, small enough to keep here rather than add a package: fields separated by
 * commas, records by CRLF, LF or CR; a quoted field may hold commas, line breaks and
 * doubled quotes. Leniencies: a leading byte order mark is dropped, a quote inside an
 * unquoted field is kept as text, and text after a closing quote joins the field.
 */
export type CsvParse = { records: string[][]; unterminatedQuote: boolean };

export function parseCsv(text: string): CsvParse {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;

  const endField = () => {
    record.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[at + 1] === '"') field += source[++at];
      else quoted = false;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ",") endField();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at++;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  // A file that ends with a line break has no empty last record.
  if (fieldStarted || field !== "" || record.length > 0) endRecord();
  return { records, unterminatedQuote: quoted };
}
