import type { DestinationStream } from "pino";

/**
 * What the app logger wrote, for tests that check what a log line may and may not say. In a test file:
 *
 *   const logs = vi.hoisted(() => ({ lines: [] as string[] }));
 *   vi.mock("~/server/logger.server", async (importOriginal) =>
 *     (await import("<path>/tests/helpers/captured-logs")).withCapturedLogger(importOriginal, logs),
 *   );
 *
 * The module keeps its real configuration (redaction, serializers); only the output goes to `lines`,
 * at every level. (vi.mock's factory runs before the file's imports, hence the import inside it.)
 */
export type CapturedLogs = { lines: string[] };

export const captureStream = (logs: CapturedLogs): DestinationStream => ({
  write: (line: string) => void logs.lines.push(line),
});

export async function withCapturedLogger(importOriginal: () => Promise<unknown>, logs: CapturedLogs) {
  const actual = (await importOriginal()) as typeof import("~/server/logger.server");
  return { ...actual, logger: actual.createAppLogger({ level: "trace", destination: captureStream(logs) }) };
}
