import type { z } from "zod";
import { logger } from "~/observability/logger.server";
import { UpstreamDataError, UpstreamError, UpstreamUnavailableError, errorText, fieldErrors } from "./errors";

export type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export type ClientOptions = {
  baseUrl: string;
  locale: string;
  token?: string;
  requestId?: string;
  timeoutMs?: number;
  /** Runs the wait for the upstream's answer with the request's turn given up (see turns.server.ts). */
  aside?: <T>(work: () => Promise<T>) => Promise<T>;
};

export type SendOptions = {
  query?: Query;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

export type Client = ReturnType<typeof createClient>;

function buildUrl(baseUrl: string, path: string, query: Query = {}): URL {
  const url = new URL(path.replace(/^\/+/, ""), baseUrl);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one place that knows how to talk to the upstream Flex API: base URL, headers,
 * token, timeouts and error shapes. Resource helpers build on `send` and `json`.
 */
export function createClient(options: ClientOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const aside = options.aside ?? ((work) => work());

  async function send(method: string, path: string, sendOptions: SendOptions = {}): Promise<Response> {
    const url = buildUrl(options.baseUrl, path, sendOptions.query);
    const headers = new Headers({ Accept: "application/json", "Accept-Language": options.locale });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    if (options.requestId) headers.set("X-Request-Id", options.requestId);
    // GETs must never be answered from a cache: marketplace data changes under the user.
    if (method === "GET") {
      headers.set("Cache-Control", "no-cache");
      headers.set("Pragma", "no-cache");
    }
    let body: BodyInit | undefined;
    if (sendOptions.form) body = sendOptions.form;
    else if (sendOptions.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(sendOptions.body);
    }
    for (const [name, value] of Object.entries(sendOptions.headers ?? {})) headers.set(name, value);

    const started = performance.now();
    let response: Response;
    try {
      response = await aside(() => fetch(url, { method, headers, body, cache: "no-store", signal: AbortSignal.timeout(timeoutMs) }));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      logger.warn({ method, path, timedOut, err: error }, "upstream request failed");
      throw new UpstreamUnavailableError(path, timedOut, error);
    }
    logger.debug({ method, path, status: response.status, ms: Math.round(performance.now() - started) }, "upstream");
    if (!response.ok) {
      const errorBody = await readBody(response);
      throw new UpstreamError(response.status, path, errorText(errorBody), fieldErrors(errorBody), errorBody);
    }
    return response;
  }

  /** Sends and parses the JSON answer with `schema`; malformed data is logged and raised. */
  async function json<S extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: S,
    sendOptions?: SendOptions,
  ): Promise<{ data: z.output<S>; response: Response }> {
    const response = await send(method, path, sendOptions);
    const text = await response.text();
    let raw: unknown;
    try {
      raw = text ? JSON.parse(text) : undefined;
    } catch {
      logger.error({ method, path, status: response.status }, "upstream sent malformed JSON");
      throw new UpstreamDataError(path, "the body is not valid JSON");
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
      logger.error({ method, path, problems }, "upstream data did not match the expected shape");
      throw new UpstreamDataError(path, problems);
    }
    return { data: parsed.data, response };
  }

  return { send, json, options };
}
