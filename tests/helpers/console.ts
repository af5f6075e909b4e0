/** Marks the current test as expecting console.error output (otherwise it fails the test). */
export function expectConsoleError() {
  (globalThis as unknown as { __consoleErrorExpected: boolean }).__consoleErrorExpected = true;
}

export function consoleErrors(): unknown[][] {
  return (globalThis as unknown as { __consoleErrors: unknown[][] }).__consoleErrors ?? [];
}
