import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a unit test is a failure unless the test says it expects one.
let consoleErrors: unknown[][] = [];
let consoleErrorsExpected = false;

export function expectConsoleError() {
  consoleErrorsExpected = true;
}

beforeEach(() => {
  consoleErrors = [];
  consoleErrorsExpected = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  if (consoleErrors.length > 0 && !consoleErrorsExpected) {
    const first = consoleErrors[0].map((part) => (part instanceof Error ? part.stack : String(part))).join(" ");
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
