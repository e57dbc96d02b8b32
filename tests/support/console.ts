// Shared between the vitest setup file and the tests; kept on globalThis so both see one state.
type ConsoleState = { errors: unknown[][]; expected: boolean };

const key = Symbol.for("flexmarket.consoleErrors");

export function consoleState(): ConsoleState {
  const holder = globalThis as unknown as Record<symbol, ConsoleState | undefined>;
  holder[key] ??= { errors: [], expected: false };
  return holder[key]!;
}

/** Marks the running test as one that expects console.error output. */
export function expectConsoleError() {
  consoleState().expected = true;
}
