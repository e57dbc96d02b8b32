/** The meter readings file's header, kept apart from the parser so pages can name it without shipping papaparse. */
export const READING_COLUMNS = ["meter_id", "period_end", "value_kwh"] as const;
