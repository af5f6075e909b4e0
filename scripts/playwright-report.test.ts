import { describe, expect, it } from "vitest";
import { summarisePlaywrightReport } from "./playwright-report.js";

// The shape Playwright 1.65's JSON reporter wrote for a run with retries: 1 (trimmed to what is read).
const report = {
  stats: { expected: 1, skipped: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: "flaky.spec.ts",
      file: "flaky.spec.ts",
      specs: [
        {
          title: "always fails",
          file: "flaky.spec.ts",
          line: 6,
          tests: [{ projectName: "desktop", status: "unexpected" }],
        },
        {
          title: "skipped",
          file: "flaky.spec.ts",
          line: 7,
          tests: [{ projectName: "desktop", status: "skipped" }],
        },
      ],
      suites: [
        {
          title: "a group",
          file: "flaky.spec.ts",
          specs: [
            {
              title: "passes on retry",
              file: "flaky.spec.ts",
              line: 3,
              tests: [
                { projectName: "desktop", status: "flaky" },
                { projectName: "phone", status: "expected" },
              ],
            },
            {
              title: "always passes",
              file: "flaky.spec.ts",
              line: 4,
              tests: [{ projectName: "desktop", status: "expected" }],
            },
          ],
        },
      ],
    },
  ],
};

describe("summarisePlaywrightReport", () => {
  it("counts flaky tests as passed and names each one with its project, file and describe blocks", () => {
    expect(summarisePlaywrightReport(report)).toEqual({
      passed: 2,
      failed: 1,
      skipped: 1,
      flaky: ["[desktop] flaky.spec.ts:3 › a group › passes on retry"],
    });
  });

  it("reads a report without stats or suites (a run that crashed early) as empty", () => {
    expect(summarisePlaywrightReport({})).toEqual({ passed: 0, failed: 0, skipped: 0, flaky: [] });
  });
});
