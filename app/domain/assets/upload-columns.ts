// Apart from the file reader, so the upload page can name its columns without shipping papaparse.
export const UPLOAD_COLUMNS = ["ref", "export_meter_id", "import_meter_id"] as const;
export const UPLOAD_MAX_BYTES = 1_000_000;
