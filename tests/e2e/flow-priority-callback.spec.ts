import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";

/**
 * Priority access (home teaser, destination page) and the support hub's call back, end to end: the
 * production server texts codes to the fake SMS gateway and the test reads them there.
 */

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}`, display: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

async function typeCode(dialog: Locator, code: string) {
  const box = dialog.getByRole("textbox", { name: "6-digit verification code" });
  await box.fill("");
  await box.fill(code);
}

async function openHomePriority(page: Page) {
  await page.goto("/");
  await page.getByTestId("customisation-teaser").getByRole("button", { name: "Get Priority Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillPriority(
  dialog: Locator,
  phone: string,
  name = "Asha Rao",
  send = "Send Verification Code",
) {
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Mobile number").fill(phone);
  await dialog.getByRole("button", { name: send }).click();
}

test.describe("priority access from the home page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("form → code → success; 'Back to Form' keeps what was typed; 'Awesome, Got It!' starts a clean form", async ({
    page,
  }) => {
    const dialog = await openHomePriority(page);
    await expect(dialog).toContainText("within 24 hours");
    const mobile = freshMobile();
    // Typed with +91, spaces and a hyphen: the rule reads it.
    await fillPriority(dialog, `+91 ${mobile.digits.slice(0, 5)}-${mobile.digits.slice(5)}`);
    await expect(toast(page, "OTP Sent!")).toContainText(
      "Please check your phone for the verification code.",
    );
    await expect(dialog).toContainText(`We sent a 6-digit code to ${mobile.display}`);

    await dialog.getByRole("button", { name: "Back to Form" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Asha Rao");
    await expect(dialog.getByLabel("Email")).toHaveValue("asha@example.com");
    await dialog.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(dialog).toContainText(mobile.display);
    // Back and send again returns to the live code: no second SMS.
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);

    const code = await readSmsCode(mobile.e164);
    await typeCode(dialog, otherCode(code));
    await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
    await expect(dialog).toContainText("The code you entered is incorrect or has expired. Please try again.");
    await typeCode(dialog, code);
    await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
    await expect(dialog.getByRole("heading", { name: "You're on the priority list!" })).toBeVisible();
    await expect(dialog).toContainText("A travel expert calls you within 24 hours");
    await dialog.getByRole("button", { name: "Awesome, Got It!" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("");
    await expect(dialog.getByLabel("Mobile number")).toHaveValue("");
  });

  test("a number that is not an Indian mobile is named in the form's words; closing clears everything", async ({
    page,
  }) => {
    const dialog = await openHomePriority(page);
    await fillPriority(dialog, "5812345678");
    await expect(dialog).toContainText(
      "Please enter a valid Indian mobile number (10 digits starting with 6-9).",
    );
    await expect(toast(page, "Invalid Phone Number")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page
      .getByTestId("customisation-teaser")
      .getByRole("button", { name: "Get Priority Access" })
      .click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("");
    await expect(dialog.getByLabel("Mobile number")).toHaveValue("");
  });

  test("closing at the code step clears the form but not the code on its way: reopened, the same code's step", async ({
    page,
  }) => {
    const dialog = await openHomePriority(page);
    const mobile = freshMobile();
    await fillPriority(dialog, mobile.digits);
    await expect(dialog.getByRole("button", { name: "Verify & Get Access" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page
      .getByTestId("customisation-teaser")
      .getByRole("button", { name: "Get Priority Access" })
      .click();
    await expect(dialog).toContainText(`We sent a 6-digit code to ${mobile.display} at`);
    await dialog.getByRole("button", { name: "Back to Form" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("");
    await expect(dialog.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
  });
});

test.describe("priority access from a destination page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("verified once, the same phone within 24 hours needs no code and is greeted with 'Welcome Back!'; cleared cookies, a code again", async ({
    page,
    context,
  }) => {
    await page.goto("/destination/kenya");
    const trigger = page.getByTestId("destination-hero").getByRole("button", { name: "Get Priority Access" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
    await expect(dialog).toContainText("Kenya");
    const mobile = freshMobile();
    await fillPriority(dialog, mobile.digits, "Kabir Shah");
    const code = await readSmsCode(mobile.e164);
    await typeCode(dialog, otherCode(code));
    await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
    await expect(dialog).toContainText("The OTP you entered is incorrect or expired.");
    await typeCode(dialog, code);
    await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
    await expect(dialog.getByRole("heading", { name: "Success!" })).toBeVisible();
    await expect(dialog).toContainText("Your priority access request has been verified.");
    await page.keyboard.press("Escape");

    // The server's proof covers this phone: the dialog says so before anything is sent.
    await trigger.click();
    const welcome = page.getByRole("dialog", { name: "Welcome Back!" });
    await expect(welcome).toContainText(`ending ${mobile.digits.slice(-4)}`);
    await fillPriority(welcome, mobile.digits, "Kabir Shah", "Send Request");
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    await expect(welcome.getByRole("heading", { name: "Success!" })).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    await page.keyboard.press("Escape");

    await context.clearCookies();
    await page.reload();
    await trigger.click();
    await expect(page.getByRole("dialog", { name: "Get Priority Access" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Welcome Back!" })).toHaveCount(0);
  });
});

test.describe("priority access from the package customiser", () => {
  test("sends the itinerary and the saved choices with the request, and the server takes them", async ({
    page,
  }) => {
    await page.goto("/destination/kenya");
    await page.getByRole("tab", { name: "Itineraries" }).click();
    const card = page.getByTestId("itinerary-card").first();
    await card.getByRole("button", { name: "Customise package" }).click();
    const customiser = card.getByTestId("package-customiser");
    await customiser.getByRole("radio", { name: "Shared Transfer" }).check();
    await customiser.getByRole("button", { name: "Get Priority Access" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
    const mobile = freshMobile();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/priority-access/submissions"));
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/priority-access/submissions"));
    await fillPriority(dialog, mobile.digits);
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ variant: "destination", destination: "kenya" });
    expect(body.itineraryId).toBeTruthy();
    expect(JSON.parse(body.customisation)).toMatchObject({ transfer: "shared" });
    expect((await answered).status()).toBe(201);
    await expect(dialog).toContainText(mobile.display);
  });
});

test.describe("the support hub's call back", () => {
  test.describe.configure({ timeout: 90_000 });

  async function openCallback(page: Page) {
    await page.goto("/");
    await page.getByTestId("support-hub").getByRole("button", { name: "Request a Call Back" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Call Back" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async function fillCallback(dialog: Locator, digits: string) {
    await dialog.getByLabel("Your name").fill("Meera Iyer");
    await dialog.getByLabel("Mobile number").fill(digits);
    await dialog.getByLabel(/What would you like to talk about/).fill("Maldives in May");
    await dialog.getByRole("button", { name: "Send Verification Code" }).click();
  }

  test("send → code (wrong, Back, right) → the dialog closes with the 5-minute promise and opens empty", async ({
    page,
  }) => {
    const dialog = await openCallback(page);
    await expect(dialog).toContainText("within 5 minutes");
    const mobile = freshMobile();
    await fillCallback(dialog, mobile.digits);
    await expect(toast(page, "OTP Sent!")).toContainText(`Verification code sent to ${mobile.display}`);
    await expect(dialog).toContainText(mobile.display);

    await dialog.getByRole("button", { name: "Back", exact: true }).click();
    await expect(dialog.getByLabel("Your name")).toHaveValue("Meera Iyer");
    await expect(dialog.getByLabel(/What would you like to talk about/)).toHaveValue("Maldives in May");
    await dialog.getByRole("button", { name: "Send Verification Code" }).click();

    const code = await readSmsCode(mobile.e164);
    await typeCode(dialog, otherCode(code));
    await dialog.getByRole("button", { name: "Verify & Request Call" }).click();
    await expect(dialog).toContainText("Invalid or expired OTP. Please try again.");
    await typeCode(dialog, code);
    await dialog.getByRole("button", { name: "Verify & Request Call" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Verification Successful!")).toContainText("We'll call you within 5 minutes!");

    await page.getByTestId("support-hub").getByRole("button", { name: "Request a Call Back" }).click();
    await expect(dialog.getByLabel("Your name")).toHaveValue("");
    // The same phone within 24 hours: no second code, the dialog closes at once.
    await fillCallback(dialog, mobile.digits);
    await expect(dialog).toBeHidden();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
  });

  test("Send waits for a name and a mobile, as the quiz's does", async ({ page }) => {
    const dialog = await openCallback(page);
    const send = dialog.getByRole("button", { name: "Send Verification Code" });
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Your name").fill("Meera Iyer");
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Mobile number").fill("98123");
    await expect(send).toBeEnabled();
    await dialog.getByLabel("Your name").fill("  ");
    await expect(send).toBeDisabled();
  });

  test("a bad mobile is named in the callback's words, and closing clears the form", async ({ page }) => {
    const dialog = await openCallback(page);
    await fillCallback(dialog, "12345");
    await expect(dialog).toContainText("Please enter a valid 10-digit Indian mobile number");
    await expect(toast(page, "Invalid Mobile Number")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByTestId("support-hub").getByRole("button", { name: "Request a Call Back" }).click();
    await expect(dialog.getByLabel("Your name")).toHaveValue("");
  });
});
