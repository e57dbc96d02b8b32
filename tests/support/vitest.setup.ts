import { afterEach, beforeEach, vi } from "vitest";
import { consoleState } from "./console";

// A console.error during a unit test is a failure unless the test calls expectConsoleError().
beforeEach(() => {
  const state = consoleState();
  state.errors = [];
  state.expected = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    state.errors.push(args);
  });
});

afterEach(() => {
  const state = consoleState();
  if (state.errors.length > 0 && !state.expected) {
    const first = state.errors[0].map((part) => (part instanceof Error ? part.stack : String(part))).join(" ");
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
