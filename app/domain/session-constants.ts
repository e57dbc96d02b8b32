/** Constants of the platform specification (000 §9). */
export const IDLE_TIMEOUT_MS = 900_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 0.5 * 60 * 60;
export const TOKEN_VERSION = "1";
export const SESSION_CHECK_INTERVAL_MS = 10_000;
/** The expiry check logs out when the token expires within this many seconds. */
export const SESSION_EXPIRY_MARGIN_SECONDS = 10;
export const BULK_CHUNK_SIZE = 250;
export const BULK_PARALLEL_CHUNKS = 2;
export const PAGE_SIZE = 1000;
export const FETCH_BY_IDS_CHUNK = 1000;
export const CONSENT_COOKIE_NAME = "p-cookie-consent";
export const CONSENT_MAX_AGE_DAYS = 365;
export const LAZY_RELOAD_INTERVAL_MS = 60_000;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
