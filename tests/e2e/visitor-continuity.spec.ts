import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";

/**
 * One visitor, one code: a phone verified in one flow is known at once to the page's other flows
 * and to the browser's other tabs; a code already on the phone survives closing its dialog, a
 * reload and Back; the quiz's results stay for the day in this browser. The production server
 * sends codes to the fake SMS gateway, and the test counts them there.
 */

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}`, display: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
}

const heroPriority = (page: Page) =>
  page.getByTestId("destination-hero").getByRole("button", { name: "Get Priority Access" });
const priorityDialog = (page: Page) => page.getByRole("dialog", { name: "Get Priority Access" });
const cards = (page: Page) => page.getByTestId("itinerary-card");
const codeBox = (scope: Page | Locator) => scope.getByRole("textbox", { name: "6-digit verification code" });

async function fillPriority(dialog: Locator, phone: string) {
  await dialog.getByLabel("Full name").fill("Asha Rao");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Mobile number").fill(phone);
  await dialog.getByRole("button", { name: "Send Verification Code" }).click();
}

async function openItineraries(page: Page) {
  await page.getByRole("tab", { name: "Itineraries" }).click();
  await expect(cards(page).first()).toBeVisible();
}

test.describe("one visitor, one code", () => {
  test.describe.configure({ timeout: 120_000 });

  test("verified for priority access, the day-by-day plans open at once, in this tab and another, with no second code", async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    // Another tab on the same page, opened before the phone is verified: it reads "locked" at load.
    const other = await context.newPage();
    await other.goto("/destination/kenya");
    await openItineraries(other);

    await page.goto("/destination/kenya");
    await heroPriority(page).click();
    const dialog = priorityDialog(page);
    await fillPriority(dialog, mobile.digits);
    await codeBox(dialog).fill(await readSmsCode(mobile.e164));
    await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
    await expect(dialog.getByRole("heading", { name: "Success!" })).toBeVisible();
    await page.keyboard.press("Escape");

    // No reload: "View N-day plan" opens the plan, not the unlock form.
    await openItineraries(page);
    await cards(page).first().getByTestId("toggle-daily-plan").click();
    await expect(cards(page).first().getByTestId("daily-plan")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Unlock the Day-by-Day Plan" })).toHaveCount(0);

    // The other tab heard of it too.
    await cards(other).nth(1).getByTestId("toggle-daily-plan").click();
    await expect(cards(other).nth(1).getByTestId("daily-plan")).toBeVisible();
    await expect(other.getByRole("dialog", { name: "Unlock the Day-by-Day Plan" })).toHaveCount(0);
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
  });

  test("a code already sent survives Escape, the close button, a reload and Back: the live code step returns, and no second SMS", async ({
    page,
  }, testInfo) => {
    const mobile = freshMobile();
    await page.goto("/");
    await page.goto("/destination/kenya");
    await heroPriority(page).click();
    const dialog = priorityDialog(page);
    await fillPriority(dialog, mobile.digits);
    await expect(dialog).toContainText(`We sent a 6-digit code to ${mobile.display}`);
    const code = await readSmsCode(mobile.e164);

    // Escape, then open again: the same code's step, when it was sent and what is left of it.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await heroPriority(page).click();
    await expect(dialog).toContainText(
      new RegExp(
        `We sent a 6-digit code to \\${mobile.display} at \\d\\d:\\d\\d\\. It's valid for \\d more minutes?\\.`,
      ),
    );
    await expect(codeBox(dialog)).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath("restored-code-step.png") });

    // The close button, then a reload: still the same code.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await heroPriority(page).click();
    await expect(dialog.getByRole("button", { name: "Verify & Get Access" })).toBeVisible();

    // Back to Form and the same number again: the server returns to the live code (no cooldown refusal).
    await dialog.getByRole("button", { name: "Back to Form" }).click();
    await fillPriority(dialog, mobile.digits);
    await expect(dialog.getByRole("button", { name: "Verify & Get Access" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please Wait" })).toHaveCount(0);

    // The browser's Back closes the dialog and stays on the page, with what was typed kept for later.
    await codeBox(dialog).fill(code.slice(0, 3));
    await page.goBack({ waitUntil: "commit" });
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/destination/kenya");
    await expect(heroPriority(page)).toBeVisible();

    await heroPriority(page).click();
    await codeBox(dialog).fill(code);
    await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
    await expect(dialog.getByRole("heading", { name: "Success!" })).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);

    // Verified: nothing is pending any more, so the dialog opens on its form again.
    await page.keyboard.press("Escape");
    await page.reload();
    await heroPriority(page).click();
    await expect(page.getByRole("dialog", { name: "Welcome Back!" })).toBeVisible();
  });

  test("the quiz's results and promo code stay for the day in this browser: another tab, with no new code", async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    const heading = (p: Page, name: string) => p.getByRole("heading", { level: 2, name });
    const choose = async (option: RegExp, next: string) => {
      await page.getByRole("button", { name: option }).click();
      await expect(heading(page, next)).toBeVisible();
    };
    await choose(/^Asia & the Gulf/, "What does your perfect day away look like?");
    await choose(/^Pure indulgence/, "Who is coming along?");
    await choose(/^The two of us/, "When would you like to travel?");
    await choose(/^Dates fixed, within a month/, "What is your budget per person?");
    await choose(/^₹2,00,000 and above/, "Where would you love to stay?");
    await choose(/^Five-star resort/, "Anything we should plan around?");
    await page.getByRole("button", { name: "Next Question" }).click();
    await choose(/^Completely bespoke/, "What matters most on this trip?");
    await choose(/^Something one-of-a-kind/, "Where should we send your results?");
    await page.getByLabel("Your name").fill("Rohan Das");
    await page.getByLabel("Mobile number").fill(mobile.digits);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await codeBox(page).fill(await readSmsCode(mobile.e164));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(heading(page, "The Connoisseur")).toBeVisible();
    const promo = (await page.locator("code").textContent())!;
    expect(promo).toMatch(/\S{4,}/);

    // A new tab (the first tab's own storage is not there): the results, and the same promo code.
    const later = await context.newPage();
    await later.goto("/quiz");
    await expect(heading(later, "The Connoisseur")).toBeVisible();
    await expect(later.locator("code")).toHaveText(promo);
    await later.reload();
    await expect(heading(later, "The Connoisseur")).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);

    // Without the proof (cookies cleared), the server gives nothing: back to question 1.
    await context.clearCookies();
    await later.reload();
    await expect(later.getByText("Question 1 of 9")).toBeVisible();
  });
});
