import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";

/**
 * The Hindi notice brings its own Devanagari font (Debian's Chromium has none, so the page showed
 * boxes), and a page without Hindi text never fetches it.
 */
const isDevanagariFont = (url: string) => /noto-sans-devanagari-devanagari-.*\.woff2$/.test(url);

test("the Hindi notice loads the Devanagari font; an English page does not", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  // The English notice offers "हिन्दी" in Hindi and so needs the font too; the home page has none.
  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter(isDevanagariFont)).toEqual([]);

  await page.goto("/privacy/notice/hi");
  await expect(page.locator('[lang="hi"] h1')).toBeVisible();
  // The page's own text asks for the font (nothing here loads it by hand); wait until it has.
  await expect.poll(() => fonts.filter(isDevanagariFont).length).toBe(1);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Noto Sans Devanagari Variable"', "गोपनीयता");
      }),
    )
    .toBe(true);
  expect(fonts.filter(isDevanagariFont)).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath("privacy-notice-hi.png") });
});

for (const [path, heading] of [
  ["/privacy/notice", "Privacy notice"],
  ["/privacy/notice/hi", "गोपनीयता सूचना"],
] as const) {
  test(`${path} has no serious axe violations and fits the screen`, async ({ page }) => {
    test.slow();
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });
}
