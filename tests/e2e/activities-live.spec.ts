import crypto from "node:crypto";
import { expect, test } from "./fixtures";
import { readSignInCode } from "../fakes/mail-inbox-client";
import { VIATOR_RATE_LIMIT_BODY } from "../fakes/viator";

/**
 * /activities with the live search on (the e2e server asks the fake Viator): a partner's card names
 * its place and kind from Viator's taxonomies, and a rate limit never reaches the page — the visitor
 * gets our own experiences at once, with our own words.
 */
const viator = () => `http://127.0.0.1:${process.env.E2E_VIATOR_PORT}`;

test.describe("live activity search", () => {
  test("a partner's card shows its destination and the site's activity type", async ({ page }, testInfo) => {
    const card = page.locator('[data-testid="activity-card"][data-code="2280KYOTO"]');
    // Another test may have made the partner rest a few seconds: the catalogue shows meanwhile.
    await expect(async () => {
      await page.goto("/activities?q=kyoto");
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText("Kyoto, Japan");
    await expect(card.locator("[data-slot=card-image-badge]")).toHaveText("Cultural Tours");
    await expect(card).not.toContainText("Various Locations");
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("live-cards.png") });
  });

  test("a partner's 429 shows our own experiences at once and none of its words", async ({
    page,
    request,
  }, testInfo) => {
    // A search nobody has made yet, so nothing is cached for it: the catalogue answers ("kyoto").
    // Only this search is refused: the other worker's searches reach the same fake meanwhile.
    const words = `kyoto ${testInfo.project.name} ${Date.now()}`;
    const limited = await request.post(
      `${viator()}/__rate-limit-next?count=1&retryAfter=3&term=${encodeURIComponent(words)}`,
    );
    expect(limited.status()).toBe(204);
    const response = await page.goto(`/activities?q=${encodeURIComponent(words)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "taking a break" })).toBeVisible();
    const cards = page.getByTestId("activity-card");
    await expect(cards.first()).toContainText("Kyoto Private Tea Ceremony");
    expect(await page.locator('[data-testid="activity-card"][data-code="2280KYOTO"]').count()).toBe(0);
    const text = (await page.locator("body").textContent()) ?? "";
    const html = await page.content();
    for (const leak of [VIATOR_RATE_LIMIT_BODY.message, VIATOR_RATE_LIMIT_BODY.code, "Retry-After"]) {
      expect(text).not.toContain(leak);
      expect(html).not.toContain(leak);
    }
    await page.getByRole("status").filter({ hasText: "taking a break" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("live-429.png") });
  });

  test("Book Now on a partner's card holds a booking request for payment, staff book it with Viator once paid, not 'Call us'", async ({
    page,
  }, testInfo) => {
    const card = page.locator('[data-testid="activity-card"][data-code="2280KYOTO"]');
    await expect(async () => {
      await page.goto("/activities?q=kyoto");
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await card.getByTestId("activity-book").click();
    const dialog = page.getByTestId("activity-booking-dialog");
    await expect(dialog.getByRole("heading", { name: "Kyoto Gion Evening Walk" })).toBeVisible();
    await dialog.getByLabel("First name").fill("Nila");
    await dialog.getByLabel("Last name").fill("Das");
    const email = `nila.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await dialog.getByLabel("Email").fill(email);
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByTestId("booking-date").fill(day);
    await expect(dialog.getByTestId("booking-request-note")).toContainText("This is a booking request");
    await dialog.getByTestId("confirm-booking").click();
    await page
      .getByRole("textbox", { name: "6-digit verification code" })
      .pressSequentially(await readSignInCode(email, 0));
    await page.keyboard.press("Enter");
    // Held until paid, as every booking is: the pay page takes over, and staff book it once it is paid.
    await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Kyoto Gion Evening Walk");
    await expect(page.getByText("Awaiting payment")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("viator-request.png") });
  });
});
