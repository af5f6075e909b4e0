/**
 * Reads Playwright's JSON report (reporter "json") for `npm test`'s summary. A flaky test failed and
 * then passed on a retry: it counts as passed, but is named, so an intermittent failure is seen
 * rather than absorbed by the retry.
 */
export function summarisePlaywrightReport(report) {
  const stats = report.stats ?? {};
  const flaky = [];
  const walk = (suite, path) => {
    // The top-level suite is the spec file, whose title is its path: it is named once, by file:line.
    const titles = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky")
          flaky.push(
            `[${test.projectName}] ${[`${spec.file}:${spec.line}`, ...titles, spec.title].join(" › ")}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky,
  };
}
