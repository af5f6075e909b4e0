import crypto from "node:crypto";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";

/**
 * Booking a deal, end to end: from a deal's card on /deals and from the story viewer. The production
 * server sends the code to the fake SMS gateway; the test reads it there as a person reads their phone.
 */

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}` };
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const dialog = (page: Page, dealTitle: string) => page.getByRole("dialog", { name: `Book ${dealTitle}` });
const BALI = "Bali Bliss — 7 Days";
const DUBAI = "Dubai Luxury — 5 Days";
const bookButton = (page: Page, dealId: string) =>
  page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`).getByRole("button", {
    name: "Book This Deal",
  });

async function typeCode(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "6-digit verification code" });
  await box.fill("");
  await box.fill(code);
}

/** Fails on any console error or refused request the page makes. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The header's Deals item: behind the menu on a phone, in the bar on a desktop. */
async function openStoryViewer(page: Page) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("button", { name: /Deals & Offers/ }).click();
  } else {
    await page.getByRole("button", { name: /Deals/ }).first().click();
  }
  const viewer = page.getByTestId("deals-viewer");
  await expect(viewer).toBeVisible();
  return viewer;
}

test.describe("deal booking", () => {
  test.describe.configure({ timeout: 90_000 });

  test("from a deal's card: the booking form's own words, the code from the SMS, 'Booking Submitted!', focus back on the button", async ({
    page,
  }) => {
    const mobile = freshMobile();
    const problems = watchForErrors(page);
    await page.goto("/deals");
    await bookButton(page, "bali-7-days").click();
    const form = dialog(page, BALI);
    await expect(form).toBeVisible();
    // What happens next, and how fast.
    await expect(form).toContainText("calls you within 15 minutes");
    await expect(form.getByLabel("Your name")).toBeFocused();
    // No e-mail is asked for.
    await expect(form.getByRole("textbox")).toHaveCount(2);

    await form.getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "Error")).toContainText("Please fill in all fields");
    await form.getByLabel("Your name").fill("Anaya Kapoor");
    // A plus in the middle: not a way to write a number.
    await form.getByLabel("Mobile number").fill("98765+43210");
    await form.getByRole("button", { name: "Send OTP" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(0);

    // Written with a country code, brackets and spaces, as people do.
    const typed = `+91 (${mobile.digits.slice(0, 5)}) ${mobile.digits.slice(5)}`;
    await form.getByLabel("Mobile number").fill(typed);
    await form.getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "OTP Sent")).toContainText("Please check your phone for the verification code.");
    // The number the code went to, and the way to change it.
    await expect(form).toContainText(`+91 ${mobile.digits.slice(0, 5)} ${mobile.digits.slice(5)}`);
    await expect(form.getByRole("button", { name: "Back" })).toBeVisible();

    await typeCode(page, await readSmsCode(mobile.e164));
    await form.getByRole("button", { name: "Verify & Book" }).click();
    await expect(form).toHaveCount(0);
    await expect(toast(page, "Booking Submitted!")).toContainText(
      "We'll contact you soon with travel options.",
    );
    await expect(bookButton(page, "bali-7-days")).toBeFocused();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    expect(problems).toEqual([]);

    // Closed means cleared: the next booking starts blank.
    await bookButton(page, "dubai-5-days").click();
    await expect(dialog(page, DUBAI).getByLabel("Your name")).toHaveValue("");
  });

  test("a wrong code says how many tries are left; Back keeps what was typed; closing clears it", async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto("/deals");
    await bookButton(page, "dubai-5-days").click();
    const form = dialog(page, DUBAI);
    await form.getByLabel("Your name").fill("Vihaan Sethi");
    await form.getByLabel("Mobile number").fill(mobile.digits);
    await form.getByRole("button", { name: "Send OTP" }).click();
    const code = await readSmsCode(mobile.e164);
    await typeCode(page, code === "000000" ? "111111" : "000000");
    await form.getByRole("button", { name: "Verify & Book" }).click();
    // The toast announces it; the line under the boxes is their description, not a second alert.
    await expect(
      form.getByRole("textbox", { name: "6-digit verification code" }),
    ).toHaveAccessibleDescription(/Invalid OTP\. Please try again\. \d tries left/);

    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("Your name")).toHaveValue("Vihaan Sethi");
    await expect(form.getByLabel("Mobile number")).toHaveValue(mobile.digits);
    await expect(form.getByLabel("Your name")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(bookButton(page, "dubai-5-days")).toBeFocused();
    await bookButton(page, "dubai-5-days").click();
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await expect(form.getByLabel("Mobile number")).toHaveValue("");
  });

  test("from the story viewer: 'Book this deal' books the deal on screen, holds the story still, and returns to it", async ({
    page,
  }) => {
    const mobile = freshMobile();
    const problems = watchForErrors(page);
    // The story's timer runs on the page's clock, which the test moves on instead of sleeping.
    await page.clock.install();
    await page.goto("/about");
    const viewer = await openStoryViewer(page);
    await page.getByRole("button", { name: `Show deal 2: ${DUBAI}` }).click();
    await expect(viewer).toHaveAttribute("data-index", "1");

    const book = page.getByRole("button", { name: "Book this deal" });
    await book.click();
    const form = dialog(page, DUBAI);
    await expect(form).toBeVisible();
    await expect(viewer).toHaveAttribute("data-paused", "true");
    // Longer than a deal's 8 seconds on the last deal: the story would have closed itself.
    await page.clock.runFor(9_000);
    await expect(viewer).toHaveAttribute("data-index", "1");
    await expect(form).toBeVisible();

    // Arrow keys typed in the form move the caret, not the story.
    await form.getByLabel("Your name").fill("Myra Bose");
    await form.getByLabel("Your name").press("ArrowLeft");
    await expect(viewer).toHaveAttribute("data-index", "1");

    // Escape closes the booking only; the viewer stays, with focus on its button.
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(viewer).toBeVisible();
    await expect(book).toBeFocused();

    await book.click();
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await form.getByLabel("Your name").fill("Myra Bose");
    await form.getByLabel("Mobile number").fill(mobile.digits);
    await form.getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "OTP Sent")).toBeVisible();
    await typeCode(page, await readSmsCode(mobile.e164));
    await form.getByRole("button", { name: "Verify & Book" }).click();
    await expect(form).toHaveCount(0);
    await expect(toast(page, "Booking Submitted!")).toContainText(
      "We'll contact you soon with travel options.",
    );
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("data-index", "1");
    expect(problems).toEqual([]);
  });

  test("the same phone booking another deal the same day needs no second code", async ({ page }) => {
    const mobile = freshMobile();
    await page.goto("/deals");
    await bookButton(page, "bali-7-days").click();
    const bali = dialog(page, BALI);
    // The dialog's code loads on the click: scan it once its form is there.
    await expect(bali.getByLabel("Your name")).toBeVisible();
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
    await bali.getByLabel("Your name").fill("Reyansh Gupta");
    await bali.getByLabel("Mobile number").fill(mobile.digits);
    await bali.getByRole("button", { name: "Send OTP" }).click();
    await typeCode(page, await readSmsCode(mobile.e164));
    await bali.getByRole("button", { name: "Verify & Book" }).click();
    await expect(bali).toHaveCount(0);

    await bookButton(page, "dubai-5-days").click();
    const dubai = dialog(page, DUBAI);
    await dubai.getByLabel("Your name").fill("Reyansh Gupta");
    await dubai.getByLabel("Mobile number").fill(mobile.digits);
    await dubai.getByRole("button", { name: "Send OTP" }).click();
    await expect(dubai).toHaveCount(0);
    await expect(toast(page, "Welcome Back!")).toContainText("We'll contact you soon with travel options.");
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
  });
});
