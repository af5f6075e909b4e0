import { expect, test, type Page } from "./fixtures";
import { axeOn, expectNoSeriousAxeViolations } from "./axe";

async function axeViolations(page: Page, rules: string[], include?: string) {
  let builder = axeOn(page).withRules(rules);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("Back returns to where the list was scrolled; a new page starts at the top", async ({ page }) => {
  for (const [path, selector] of [
    ["/packages", 'main a[href^="/packages/"]'],
    ["/", 'main a[href^="/destination/"]'],
  ] as const) {
    await page.goto(path);
    const link = page.locator(selector).nth(7);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const href = await link.getAttribute("href");
    // What the visitor saw: where the card sat in the window when they tapped it.
    const seenAt = await link.evaluate((a) => a.getBoundingClientRect().top);
    // A DOM click, so the test runner does not scroll the link into view first.
    await link.evaluate((a: HTMLElement) => a.click());
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
    const back = page.locator(selector).nth(7);
    await expect(back).toHaveAttribute("href", href!);
    await expect
      .poll(() => back.evaluate((a, top) => Math.abs(a.getBoundingClientRect().top - top), seenAt))
      .toBeLessThan(40);
  }
});

test("the 404 message is announced once: the rotating copy is hidden from screen readers", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  const message = page.getByTestId("not-found-message");
  await expect(message).toHaveAttribute("aria-hidden", "true");
  await expect(page.locator("main [aria-live]")).toHaveCount(0);
  await expect(page.locator("main")).toContainText("Looks like this page took an unscheduled detour.");
});

test.describe("deals viewer on desktop", { tag: "@desktop" }, () => {
  test("after closing itself it opens again on the next click, and focus returns to Deals", async ({
    page,
  }) => {
    await page.goto("/about");
    const deals = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Deals/ });
    const viewer = page.getByTestId("deals-viewer");
    for (let round = 0; round < 2; round += 1) {
      await deals.click();
      await expect(viewer).toBeVisible();
      await page.mouse.move(5, 5);
      // Past the last deal: the viewer closes itself.
      const count = await page.getByRole("button", { name: /Show deal \d+/ }).count();
      for (let i = 0; i < count; i += 1) await page.keyboard.press("ArrowRight");
      await expect(viewer).toBeHidden();
    }
    await expect(deals).toBeFocused();
    // Closed by Escape, too.
    await deals.click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(deals).toBeFocused();
  });
});

test.describe("desktop Destinations menu", { tag: "@desktop" }, () => {
  test("open, it has no aria-hidden element in the tab order", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Destinations" }).hover();
    await expect(page.getByTestId("destinations-menu")).toBeVisible();
    expect(await axeViolations(page, ["aria-hidden-focus"])).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    // Tab still goes from the trigger into the menu.
    await page.getByRole("button", { name: "Destinations" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("destinations-menu").getByRole("link").first()).toBeFocused();
  });
});

test.describe("phone menu", { tag: "@phone" }, () => {
  test("keeps focus inside, closes on Escape and gives focus back to the hamburger", async ({ page }) => {
    await page.goto("/about");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("the close button closes it and focus returns to the hamburger", async ({ page }) => {
    await page.goto("/about");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });

  test("deals opened from the menu give focus back to the hamburger", async ({ page }) => {
    await page.goto("/about");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    await page.getByRole("button", { name: /Deals & Offers/ }).click();
    const viewer = page.getByTestId("deals-viewer");
    await expect(viewer).toBeVisible();
    await page.getByRole("button", { name: "Close deals" }).click();
    await expect(viewer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("open, it passes axe, Instant Support included (colour contrast)", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByText("Instant Support")).toBeVisible();
    expect(await axeViolations(page, ["color-contrast"], "#mobile-menu")).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });
});
