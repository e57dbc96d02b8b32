import type { FileLoadingState, FileStage, FileStatus, PollDecision } from "~/domain/bidding/file-status";
import type { BidSetPreview } from "~/domain/bidding/bulk-preview";
import type { MessageDescriptor } from "~/domain/validation/messages";

export const PAGE_PATH = "/manage/flexprovider/bids/bulk-upload";
export const TEMPLATE_PATH = "/files/templates/bids";
export const FILE_TYPE = "bids";
/** What the file input accepts: the template's CSV, or the same columns saved from a spreadsheet. */
export const ACCEPTED_FILES = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ACCEPTED_EXTENSIONS = [".csv", ".xlsx"];

export const INTENTS = { upload: "upload", create: "create", retry: "retry" } as const;
export type Intent = (typeof INTENTS)[keyof typeof INTENTS];

/** Our own texts travel as `upload:` keys; the upstream's are shown as sent. */
export const uploadText = (t: (key: string) => string, text: string) => (/^(upload|common):/.test(text) ? t(text) : text);

export const isAcceptedFileName = (name: string) => ACCEPTED_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** The page for a file being watched: `since` is when watching began, so the 20 minutes survive reloads. */
export const filePagePath = (fileId: number | string, since: number) => `${PAGE_PATH}?${new URLSearchParams({ file: String(fileId), since: String(since) })}`;

/** One error of a file or of a row: `row` counts the header as row 1 (null: the whole file); `field` is the column (null: the whole row). */
export type RowError = { row: number | null; field: string | null; message: string };

/** A parsed row as the bids collection takes it (checked by `bidRowSchema` on the server). */
export type BidRow = {
  competition: number;
  service_window: number;
  ballot_assets: Array<{ flex_asset: number; planned: boolean }>;
  capacity: number | string;
  max_runtime: string;
  availability_price: number | string | null;
  utilisation_price: number | string | null;
  service_fee: number | string | null;
};

/** A row that was not created, with the file row it came from and every reason the upstream gave. */
export type FailedBidRow = { row: number; bid: BidRow; errors: RowError[] };

/** The answer to a create or a retry: how many bids were created and which rows were not. */
export type CreateOutcome = {
  intent: "create" | "retry";
  created: number;
  /** Created from this file so far, over the create and every retry. */
  total: number;
  failed: FailedBidRow[];
  /** With failed rows: the file and the upstream's token that lets the retry of those rows run once. */
  retry?: RetryClaim;
  formError?: string;
};
export type RetryClaim = { file: number; token: string };
/** A refused file (`fileError`, beside the file input) or a failed service (`formErrors`, above the form). */
export type UploadOutcome = { intent: "upload"; fileError?: string; formErrors?: string[] };
export type ActionOutcome = CreateOutcome | UploadOutcome;

/** What the page shows of a watched file. */
export type FileView = {
  id: number;
  name: string;
  status: string;
  kind: FileStatus | null;
  label: { message: MessageDescriptor } | { text: string };
  final: boolean;
  ready: boolean;
  /** The file's bids have been created (it was claimed): it cannot create them again. */
  created: boolean;
  stages: FileStage[];
  poll: PollDecision;
  loading: FileLoadingState;
  rowsValid: number;
  errors: RowError[];
  since: number;
  /** A Ready file not created yet: the bid sets its bids will go into (the confirm step). */
  preview: BidSetView[] | null;
};

/** A bid set of the confirm step, with its competition's name and its assets' references as the page shows them. */
export type BidSetView = BidSetPreview & { competitionName: string | null; assetLabels: string[] };

export type BulkUploadData = { templateHref: string; file: FileView | null };

/** The retry form carries how many bids were created before it, so a page without JavaScript can still add them up. */
export const CREATED_BEFORE_FIELD = "created_before";
/** The retry form's file and retry token: a retry posted again (a reload, the back button) is refused, not created twice. */
export const RETRY_FILE_FIELD = "file";
export const RETRY_TOKEN_FIELD = "retry_token";
export const ALREADY_RETRIED = "upload:errors.alreadyRetried";

/** The retry form's fields of one failed row. */
export const RETRY_FIELDS = ["row", "competition", "service_window", "ballot_assets", "capacity", "max_runtime", "availability_price", "utilisation_price", "service_fee"] as const;
export type RetryField = (typeof RETRY_FIELDS)[number];
export const retryFieldName = (position: number, field: RetryField) => `rows[${position}].${field}`;
