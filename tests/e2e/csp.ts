import { expect, type Page } from "@playwright/test";

/** What the sentinel below is reported as: an inline script without the response's nonce. */
const SENTINEL = "script-src-elem inline";

/**
 * Records every Content-Security-Policy violation of the page's documents from before their first
 * script runs (zod's probe for eval runs as its modules load). Returns a check: the violations the
 * page in front raised so far, beyond the check's own sentinel.
 */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => {
    // Reports arrive in order, each in a task of its own: an inline script of ours, refused for
    // lacking the nonce, is reported after every violation before it. Once its report is in, so are theirs.
    await page.evaluate(() => {
      const sentinel = document.createElement("script");
      sentinel.textContent = "/* a CSP check's sentinel */";
      document.body.append(sentinel);
    });
    const read = () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    await expect.poll(async () => (await read()).includes(SENTINEL)).toBe(true);
    const seen = await read();
    seen.splice(seen.indexOf(SENTINEL), 1);
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0));
    return seen;
  };
}
