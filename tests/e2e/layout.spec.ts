import { expect, test, type Page } from "./fixtures";

/**
 * Layout on a phone: the floating chat button never rests on something a visitor taps or reads, and
 * the home page keeps its length while its late sections render.
 */

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a hidden button is: nowhere on the page. */
const NOWHERE: Box = { x: -1, y: -1, width: 0, height: 0 };
/**
 * The button checks what lies under it after the page has been still for 150 ms and then fades for
 * 200 ms; a busy machine takes longer to get there, so the wait is for the state, with room.
 */
const REST_WAIT_MS = 10_000;

/** The chat button's box while it is shown, or null while it has stepped aside. */
async function chatButtonBox(page: Page): Promise<Box | null> {
  const button = page.getByTestId("floating-chat").getByRole("button");
  if (!(await button.isVisible())) return null;
  return button.boundingBox();
}

/** Names of the visible links, buttons, live counts and addresses that the chat button lies on. */
async function coveredByChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector<HTMLElement>("[data-testid=floating-chat]")!;
    const button = chat.querySelector("button")!;
    if (getComputedStyle(chat).visibility === "hidden" || getComputedStyle(chat).opacity === "0") return [];
    const b = button.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a, button, input, [aria-live], address")) {
      if (chat.contains(el) || el.closest("[data-testid=mobile-bottom-bar]")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
        hits.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        );
    }
    return hits;
  });
}

/**
 * Scrolls through the page a screen at a time and, at each stop, expects the button to lie on
 * nothing: it looks at what lies under it once the page has been still for a moment, and steps aside.
 */
async function expectUncoveredWhileScrolling(page: Page) {
  const atRest = (where: string) =>
    expect
      .poll(() => coveredByChat(page), {
        message: `what the chat button covers ${where}`,
        timeout: REST_WAIT_MS,
      })
      .toEqual([]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await atRest(`at ${y}`);
  }
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await atRest("at the end");
}

// The floating chat button and these heights are the phone's.
test.describe("phone layout", { tag: "@phone" }, () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of ["/packages", "/contact", "/", "/destination/japan"]) {
    test(`the floating chat button never rests on a link, button or address on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectUncoveredWhileScrolling(page);
    });
  }

  test("the last package's wishlist heart and the office address can be reached uncovered", async ({
    page,
  }) => {
    await page.goto("/packages");
    const heart = page.getByTestId("package-card").last().getByTestId("wishlist-toggle");
    await heart.scrollIntoViewIfNeeded();
    // Hidden (stepped aside) or elsewhere: either way the heart is not under the button.
    const heartBox = (await heart.boundingBox())!;
    await expect
      .poll(async () => intersects((await chatButtonBox(page)) ?? NOWHERE, heartBox), {
        timeout: REST_WAIT_MS,
      })
      .toBe(false);
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await page.goto("/contact");
    const address = page.getByRole("main").locator("address");
    await address.scrollIntoViewIfNeeded();
    const addressBox = (await address.boundingBox())!;
    await expect
      .poll(async () => intersects((await chatButtonBox(page)) ?? NOWHERE, addressBox), {
        timeout: REST_WAIT_MS,
      })
      .toBe(false);
  });

  test("the home page is as long before scrolling as after every section has rendered", async ({ page }) => {
    await page.goto("/");
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= (await height()); y += 500) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      // A frame drawn at this place: what comes into view has been noticed and laid out.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
    // Every image that started loading has arrived (a lazy one never reached has not started),
    // and the fonts are in.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.currentSrc));
    const after = await height();
    expect(Math.abs(after - before) / after, `${before} px before scrolling, ${after} px after`).toBeLessThan(
      0.05,
    );
  });
});
