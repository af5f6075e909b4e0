import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page and expects no serious or critical violation.
 * Sections marked `cv-auto` (content-visibility: auto) are not laid out while far from the
 * viewport, and axe cannot read colours or boxes of content that is not laid out; they are
 * rendered first, so every section is checked as a visitor sees it once scrolled to.
 */
export async function expectNoSeriousAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  await page.addStyleTag({ content: ".cv-auto { content-visibility: visible !important; }" });
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
