import type { TestInfo } from "@playwright/test";

/**
 * The seeded record this attempt of a test works on. A test that changes seeded data (pays a
 * payment, declines a proposal, opens a WhatsApp window) cannot pass a retry on the record its failed
 * attempt already changed, so the seed makes one record per attempt (CI retries once) and each
 * attempt takes its own by `testInfo.retry`.
 */
export function forAttempt<T>(records: readonly T[], testInfo: TestInfo): T {
  const record = records[testInfo.retry];
  if (record === undefined)
    throw new Error(
      `Retry ${testInfo.retry} has no seeded record of its own: the seed makes ${records.length}; seed more to retry more often.`,
    );
  return record;
}
