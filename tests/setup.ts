import { afterEach, beforeEach, vi } from "vitest";

/**
 * A console.error during a test is a failure unless the test says it expects one
 * (call `expectConsoleError()` from tests/helpers/console.ts).
 */
const state = globalThis as unknown as { __consoleErrors: unknown[][]; __consoleErrorExpected: boolean };

beforeEach(() => {
  state.__consoleErrors = [];
  state.__consoleErrorExpected = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    state.__consoleErrors.push(args);
  });
});

afterEach(() => {
  const errors = state.__consoleErrors;
  vi.mocked(console.error).mockRestore?.();
  if (errors.length > 0 && !state.__consoleErrorExpected) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
