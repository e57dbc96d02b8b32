import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { handlers } from "~mocks/handlers";
import { resetStore, store } from "~mocks/store";

export const SANDBOX_BASE = "http://sandbox.test/api/";

/** The sandbox handlers, in process: the same upstream the running app talks to over HTTP. */
export const sandbox = setupServer(...handlers);

export function useSandbox() {
  beforeAll(() => sandbox.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetStore());
  afterEach(() => sandbox.resetHandlers());
  afterAll(() => sandbox.close());
  return { sandbox, store };
}

/** How many times the sandbox answered `METHOD /path/`. */
export function callCount(key: string): number {
  return store.calls.get(key) ?? 0;
}
