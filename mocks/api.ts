/**
 * The sandbox serves the upstream API under `/api/` on any host, so the same handlers
 * answer the running app (over HTTP) and vitest (in process).
 */
export const API_PREFIX = "/api/";
/** App paths encode their parameters; a handler pattern needs them as `:name` again. */
export const api = (path: string) => `*${API_PREFIX}${decodeURIComponent(path)}`;
export const CONTROL_PREFIX = "/__sandbox/";
export const control = (path: string) => `*${CONTROL_PREFIX}${path}`;
