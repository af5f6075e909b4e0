import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Elements with `content-visibility: auto` (the `cv-auto` sections, or any
 * other) are not laid out while far from the viewport, and axe cannot read the colours or boxes of
 * content that is not laid out: it would pass them unseen. Every such element is made to render,
 * whatever class or style set it, and the page is laid out again before the scan. Returns how many
 * were forced.
 */
export async function renderSkippedContent(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let forced = 0;
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).getPropertyValue("content-visibility") !== "auto") continue;
      element.style.setProperty("content-visibility", "visible", "important");
      forced += 1;
    }
    // Two frames: the style change is applied, then laid out and painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return forced;
  });
}

/**
 * axe in one pass inside the page. The builder's default runs axe in every frame and then opens a
 * blank page to merge the results: about twice the time per scan (4.5 against 2.5 s on the home
 * page), for frames from other origins that our pages do not have. The findings are the same.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Runs axe on the whole page, every section rendered, and expects no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  // A dialog still fading in is half transparent: its colours would be measured mid-way. Finite
  // animations (entrances, fades) finish first; endless ones (a spinner, a marquee) are left alone.
  // Two frames before looking: an element mounted a moment ago starts its entrance on the next one.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await renderSkippedContent(page);
  let builder = axeOn(page);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
