import crypto from "node:crypto";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";
import { TOP_ANSWERS } from "../helpers/quiz-requests";

/**
 * The itinerary unlock on a destination page, end to end: the production server sends the code to
 * the fake SMS gateway, the test reads it there as a person reads their phone. Once verified, every
 * itinerary of every destination opens for the day — after a reload too — without another SMS.
 */

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}` };
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const cards = (page: Page) => page.getByTestId("itinerary-card");
const toggleOf = (page: Page, n: number) => cards(page).nth(n).getByTestId("toggle-daily-plan");
const planOf = (page: Page, n: number) => cards(page).nth(n).getByTestId("daily-plan");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Unlock the Day-by-Day Plan" });

async function openItineraries(page: Page, slug = "kenya") {
  await page.goto(`/destination/${slug}`);
  await page.getByRole("tab", { name: "Itineraries" }).click();
  await expect(cards(page).first()).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "6-digit verification code" });
  await box.fill("");
  await box.fill(code);
}

async function sendDetails(page: Page, name: string, phone: string) {
  await dialog(page).getByLabel("Your name").fill(name);
  await dialog(page).getByLabel("Mobile number").fill(phone);
  await dialog(page).getByRole("button", { name: "Send OTP" }).click();
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

test.describe("itinerary unlock", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the code from the SMS unlocks and opens the plan; then it toggles, and every itinerary opens without another SMS, after a reload too", async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    const problems = watchForErrors(page);
    await openItineraries(page);
    await expect(planOf(page, 0)).toHaveCount(0);
    await expect(cards(page).first()).toContainText(
      "The day-by-day plan unlocks after a quick phone verification.",
    );

    // (Read before the dialog opens: a modal hides the page from the accessibility tree.)
    const title = (await cards(page).first().getByRole("heading", { level: 3 }).textContent())!;
    await toggleOf(page, 0).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(title);

    // The form's wording for what is missing, then for a number that is not a mobile.
    await dialog(page).getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "Required Fields")).toContainText("Please fill in both name and phone number");
    await dialog(page).getByLabel("Your name").fill("Kavya Menon");
    // The phone box keeps digits only, ten at most; a number pasted with +91 loses the prefix.
    await dialog(page).getByLabel("Mobile number").fill("+91 98-7654");
    await expect(dialog(page).getByLabel("Mobile number")).toHaveValue("91987654");
    await dialog(page).getByLabel("Mobile number").fill("+91 98123-45678");
    await expect(dialog(page).getByLabel("Mobile number")).toHaveValue("9812345678");
    await dialog(page).getByLabel("Mobile number").fill("581234567890");
    await expect(dialog(page).getByLabel("Mobile number")).toHaveValue("5812345678");
    await dialog(page).getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "Invalid Phone")).toContainText("Please enter a valid phone number");
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(0);

    await sendDetails(page, "Kavya Menon", mobile.digits);
    await expect(toast(page, "OTP Sent!")).toBeVisible();
    await typeCode(page, await readSmsCode(mobile.e164));
    await dialog(page).getByRole("button", { name: "Verify & Unlock" }).click();

    // Verified: the dialog closes, the plan unlocks and opens.
    await expect(dialog(page)).toHaveCount(0);
    await expect(toast(page, "Verification Successful!")).toContainText("Complete itinerary is now unlocked");
    await expect(planOf(page, 0)).toBeVisible();
    await expect(toggleOf(page, 0)).toHaveAttribute("aria-expanded", "true");

    // From then on the button toggles the plan.
    await toggleOf(page, 0).click();
    await expect(planOf(page, 0)).toHaveCount(0);
    await toggleOf(page, 0).click();
    await expect(planOf(page, 0)).toBeVisible();

    // Another itinerary opens at once.
    await toggleOf(page, 1).click();
    await expect(planOf(page, 1)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    // A reload, and another destination: open at once, no new SMS.
    await page.reload();
    await page.getByRole("tab", { name: "Itineraries" }).click();
    await toggleOf(page, 2).click();
    await expect(planOf(page, 2)).toBeVisible();
    await openItineraries(page, "norway");
    await toggleOf(page, 0).click();
    await expect(planOf(page, 0)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    expect(problems).toEqual([]);

    // Without the proof (cookies cleared) the plans are locked again.
    await context.clearCookies();
    await openItineraries(page);
    await toggleOf(page, 0).click();
    await expect(dialog(page)).toBeVisible();
    await expect(planOf(page, 0)).toHaveCount(0);
  });

  test("a wrong code is refused in the flow's words; Back returns to the form; closing clears it", async ({
    page,
  }) => {
    const mobile = freshMobile();
    await openItineraries(page);
    await toggleOf(page, 1).click();
    await sendDetails(page, "Rohan Das", mobile.digits);
    const code = await readSmsCode(mobile.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    await typeCode(page, wrong);
    await dialog(page).getByRole("button", { name: "Verify & Unlock" }).click();
    await expect(
      dialog(page).getByRole("textbox", { name: "6-digit verification code" }),
    ).toHaveAccessibleDescription(/The code you entered is incorrect or expired/);
    await expect(planOf(page, 1)).toHaveCount(0);

    // Back: the form again, with what was typed.
    await dialog(page).getByRole("button", { name: "Back" }).click();
    await expect(dialog(page).getByLabel("Your name")).toHaveValue("Rohan Das");
    await expect(dialog(page).getByLabel("Mobile number")).toHaveValue(mobile.digits);
    await expect(dialog(page).getByLabel("Your name")).toBeFocused();

    // Closing clears the form; the next opening starts blank, on the form.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await toggleOf(page, 1).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("Your name")).toHaveValue("");
    await expect(dialog(page).getByLabel("Mobile number")).toHaveValue("");
    await expect(planOf(page, 1)).toHaveCount(0);
  });

  test("a phone verified by the quiz today opens every plan with no unlock form and no SMS", async ({
    page,
  }) => {
    const mobile = freshMobile();
    // The quiz, as its page sends it, from this browser (the proof cookie lands in this context).
    const started = await page.request.post("/api/v1/quiz/submissions", {
      data: { name: "Ishaan Kapoor", phone: mobile.digits, answers: TOP_ANSWERS },
    });
    expect(started.status()).toBe(201);
    const { submissionId } = (await started.json()) as { submissionId: string };
    const verified = await page.request.post(`/api/v1/quiz/submissions/${submissionId}/verify`, {
      data: { code: await readSmsCode(mobile.e164) },
    });
    expect(verified.status()).toBe(200);

    const problems = watchForErrors(page);
    await openItineraries(page, "japan");
    await toggleOf(page, 0).click();
    await expect(planOf(page, 0)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test("a visitor who is not verified sees the form with no console error and no refused request", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await openItineraries(page);
    await toggleOf(page, 0).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
    await page.keyboard.press("Escape");
    await toggleOf(page, 2).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
  });
});
