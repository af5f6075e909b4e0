import { test as base, expect, type Page } from "@playwright/test";

/**
 * `page.goto` waits until React has hydrated the page, so a test never clicks a server-rendered
 * button before its handler exists — a person on a slow phone can, which is why such controls are
 * disabled until then (hydration.spec.ts checks that state). The root sets html[data-hydrated] when the shell is hydrated; the
 * `HydrateLater` parts (the route's content, the footer) follow in the background, so the fixture
 * also waits until every element in the body (scripts aside) belongs to React (React DOM's `__reactFiber$` key),
 * or sits in server markup that React keeps as it is (`ServerHtml`) and whose wrapper React has.
 */
function isFullyHydrated() {
  const isReacts = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
  // recharts measures label widths in a hidden span of its own, appended to the body outside React.
  return [...document.body.querySelectorAll("*:not(script):not(#recharts_measurement_span)")].every((el) => {
    if (isReacts(el)) return true;
    // Server markup kept without its code (components/server-html.tsx) is hydrated when its wrapper is.
    const kept = el.parentElement?.closest("[data-server-html]");
    return kept != null && isReacts(kept);
  });
}

/** Waits until the page in front of the test is React's: after a navigation the test did not make with goto. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
  await page.waitForFunction(isFullyHydrated, undefined, { timeout: 20_000 });
}

/** Console errors and uncaught exceptions, including React's hydration mismatch reports (#418). */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const hydrated = async (response: Awaited<ReturnType<Page["goto"]>>) => {
      const type = response?.headers()["content-type"] ?? "";
      if (type.includes("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
        await page.waitForFunction(isFullyHydrated, undefined, { timeout: 20_000 });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
});

export { expect };

/**
 * Resolves once every request the page sent before this call has been seen here: the page's requests
 * are reported in the order it sends them, so a marker request sent now is seen after all of them.
 */
export async function everyRequestSoFarSeen(page: Page) {
  const marker = `/robots.txt?marker=${crypto.randomUUID()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

export type { Page };
