import { LAZY_RELOAD_INTERVAL_MS } from "./session-constants";

/** The status of a load error: statusCode, status or response.status, else 500 (000 §4, §8). */
export function errorStatus(error: unknown): number {
  if (!error || typeof error !== "object") return 500;
  const record = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [record.statusCode, record.status, record.response?.status]) {
    if (typeof candidate === "number" && candidate >= 400 && candidate <= 599) return candidate;
  }
  return 500;
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(`${error.name} ${error.message}`);
}

/** A failed lazy load reloads the page, but not more than once a minute (no reload loops). */
export function shouldReload(lastReloadAt: number | null, now: number, intervalMs = LAZY_RELOAD_INTERVAL_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= intervalMs;
}
