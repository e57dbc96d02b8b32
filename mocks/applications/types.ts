import type { ApplicationSection, Definitions, Outcome } from "~/domain/applications/types";

/** A system operator's dynamic purchasing system, with the form its applicants fill. */
export type DpsRecord = {
  id: number;
  name: string;
  reference: string;
  system_operator: number;
  definitions: Definitions;
  help_texts: Record<string, string>;
  created: string;
};

/** The operator asks for more on one answer instead of deciding. */
export type InformationRequest = { id: number; key: string; question: string; message: string; requested_by: string; created: string };

/**
 * A company-qualification application. A provider works on one draft per purchasing system
 * (`is_submitted: false`); each submission is a copy of it (`is_submitted: true`, `parent` the
 * draft) and the newest of each kind is `is_latest`. The operator's decision is the
 * submission's outcome.
 */
export type Application = {
  id: number;
  flex_provider: number;
  dps_record: number;
  is_latest: boolean;
  is_submitted: boolean;
  parent: number | null;
  created: string;
  updated: string;
  submitted_by: string | null;
  sections: ApplicationSection[];
  outcome: (Outcome & { id: number }) | null;
  information_requests: InformationRequest[];
};

/** A file kept by the file service for download through a presigned address. */
export type StoredFile = {
  file_id: number;
  key: string;
  filename: string;
  content_type: string;
  org_id: number;
  bytes: Uint8Array;
  created: string;
};

export type ApplicationsData = {
  dpsRecords: DpsRecord[];
  applications: Application[];
  storedFiles: StoredFile[];
};
