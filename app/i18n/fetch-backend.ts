import type { BackendModule, ReadCallback } from "i18next";

/**
 * Loads a namespace's texts from `/locales/{lng}/{ns}.json` with fetch. It stands in for
 * i18next-http-backend, whose options and fallbacks the browser never needs, to keep the
 * shared bundle small. Server errors and network failures are worth retrying; a 4xx is not.
 */
export function fetchBackend(version: string): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`;
      fetch(url)
        .then(async (response) => {
          if (!response.ok) return callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
          callback(null, await response.json());
        })
        .catch((error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true));
    },
  };
}
