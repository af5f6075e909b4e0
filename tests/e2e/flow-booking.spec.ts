import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";
import { expectNoSeriousAxeViolations } from "./axe";

/**
 * The booking request ('Book Your Adventure') end to end: a package's Book Now and a hotel's Check
 * Availability open the same dialog; the production server sends the code to the fake SMS gateway
 * and the test reads it there as a person reads their phone. Within 24 hours the same phone books
 * again with no code; without the proof cookie a code is sent again.
 */

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}` };
}

/** A date `days` from today in India, as the date box takes it. */
function indiaDate(days: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Book Your Adventure" });
const packageCard = (page: Page, id: string) =>
  page.locator(`[data-testid="package-card"][data-package-id="${id}"]`);

type Details = {
  name: string;
  email: string;
  phone: string;
  date?: string;
  group?: string;
  message?: string;
};

async function fillDetails(d: Locator, details: Details) {
  await d.getByLabel("Full Name").fill(details.name);
  await d.getByLabel("Email").fill(details.email);
  await d.getByLabel("Phone Number").fill(details.phone);
  if (details.date !== undefined) await d.getByLabel(/Travel Date/).fill(details.date);
  if (details.group !== undefined) await d.getByLabel("Group Size").fill(details.group);
  if (details.message !== undefined) await d.getByLabel(/Message/).fill(details.message);
}

async function typeCode(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "6-digit verification code" });
  await box.fill("");
  await box.fill(code);
}

/** A code that is not the one sent. */
const wrongCodeFor = (code: string) => code.replace(/^./, (c) => String((Number(c) + 1) % 10));

test.describe("booking request", () => {
  test.describe.configure({ timeout: 90_000 });

  test("from a package card: wrong code, Back keeps what was typed, the right code submits; a second booking skips the code until the cookies are cleared", async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    await page.goto("/packages");
    await packageCard(page, "maldives-overwater-escape")
      .getByRole("button", { name: /Book Now/ })
      .click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText("Maldives Overwater Escape");

    const details = {
      name: "Ishaan Malhotra",
      email: "ishaan@example.in",
      phone: mobile.digits,
      date: indiaDate(30),
      group: "3",
      message: "Honeymoon — a villa with a sunset view, please.",
    };
    await fillDetails(d, details);
    await d.getByRole("button", { name: "Request Booking" }).click();
    await expect(toast(page, "OTP Sent")).toBeVisible();
    const code = await readSmsCode(mobile.e164);

    await typeCode(page, wrongCodeFor(code));
    await d.getByRole("button", { name: "Verify & Submit" }).click();
    await expect(toast(page, "Invalid OTP")).toContainText("Please enter the correct OTP code");

    // Back: the form, as it was typed.
    await d.getByRole("button", { name: "Back" }).click();
    await expect(d.getByLabel("Full Name")).toHaveValue(details.name);
    await expect(d.getByLabel("Email")).toHaveValue(details.email);
    await expect(d.getByLabel("Phone Number")).toHaveValue(details.phone);
    await expect(d.getByLabel(/Travel Date/)).toHaveValue(details.date);
    await expect(d.getByLabel("Group Size")).toHaveValue(details.group);
    await expect(d.getByLabel(/Message/)).toHaveValue(details.message);

    // Sent again, the same request returns to its live code: no second SMS.
    await d.getByRole("button", { name: "Request Booking" }).click();
    await typeCode(page, code);
    await d.getByRole("button", { name: "Verify & Submit" }).click();
    await expect(d.getByRole("heading", { name: "Booking Request Submitted!" })).toBeVisible();
    await expect(d).toContainText("Our travel expert will call you within 15 minutes (8am to 8pm).");
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    await d.getByRole("button", { name: "Done" }).click();
    await page.keyboard.press("Escape");
    await expect(d).toHaveCount(0);

    // Within 24 hours, with the proof cookie: the same phone goes straight to done, no SMS.
    await packageCard(page, "vietnam-heritage-trail")
      .getByRole("button", { name: /Book Now/ })
      .click();
    await fillDetails(d, { ...details, date: "" });
    await d.getByRole("button", { name: "Request Booking" }).click();
    await expect(d.getByRole("heading", { name: "Booking Request Submitted!" })).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    await page.keyboard.press("Escape");

    // Without the cookie the phone proves itself again.
    await context.clearCookies();
    await packageCard(page, "vietnam-heritage-trail")
      .getByRole("button", { name: /Book Now/ })
      .click();
    await fillDetails(d, details);
    await d.getByRole("button", { name: "Request Booking" }).click();
    await expect(page.getByRole("textbox", { name: "6-digit verification code" })).toBeVisible();
    await expect.poll(async () => (await smsMessagesFor(mobile.e164)).length).toBe(2);
  });

  test("from a hotel page: Check Availability asks for the stay, the code, submitted", async ({ page }) => {
    const mobile = freshMobile();
    await page.goto("/hotel/cabo-de-rama-cliff-house");
    await page.getByRole("button", { name: "Check Availability" }).click();
    // A hotel enquiry: check-in and check-out, rooms and guests, not a trip's one date.
    const d = page.getByRole("dialog", { name: "Check Availability" });
    await expect(d).toContainText("Cabo de Rama Cliff House");
    await expect(d.getByLabel("Travel Date")).toHaveCount(0);
    await fillDetails(d, { name: "Neha Kapoor", email: "neha@example.in", phone: `+91 ${mobile.digits}` });
    await expect(d.getByLabel("Check-in")).toHaveAttribute("min", indiaDate(0));
    await d.getByLabel("Check-in").fill(indiaDate(20));
    await d.getByLabel("Check-out").fill(indiaDate(20));
    await d.getByLabel("Rooms").fill("1");
    await d.getByLabel("Guests").fill("2");
    await d.getByRole("button", { name: "Check Availability" }).click();
    await expect(toast(page, "Invalid Check-out Date")).toContainText("after your check-in date");
    await expect(d.getByLabel("Check-out")).toBeFocused();
    await d.getByLabel("Check-out").fill(indiaDate(23));
    await d.getByRole("button", { name: "Check Availability" }).click();
    await expect(toast(page, "OTP Sent")).toContainText(mobile.digits.slice(-4));
    await typeCode(page, await readSmsCode(mobile.e164));
    await d.getByRole("button", { name: "Verify & Submit" }).click();
    await expect(d.getByRole("heading", { name: "Booking Request Submitted!" })).toBeVisible();
    await expect(toast(page, "Booking Request Submitted!")).toBeVisible();
  });

  test("refuses a past travel date and a short phone in the form's words, sending nothing; closing clears the form", async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto("/packages");
    const book = packageCard(page, "maldives-overwater-escape").getByRole("button", { name: /Book Now/ });
    await book.click();
    const d = dialog(page);
    await fillDetails(d, {
      name: "Rohan Das",
      email: "rohan@example.in",
      phone: mobile.digits.slice(0, 9),
      date: indiaDate(-1),
    });
    await d.getByRole("button", { name: "Request Booking" }).click();
    await expect(toast(page, "Invalid Phone Number")).toContainText("Please enter a valid phone number");

    await d.getByLabel("Phone Number").fill(mobile.digits);
    await d.getByRole("button", { name: "Request Booking" }).click();
    await expect(toast(page, "Invalid Travel Date")).toContainText(
      "Please choose a travel date from today onwards",
    );
    await expect(d.getByLabel(/Travel Date/)).toBeFocused();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(0);

    // Closing clears it: the next person on this phone starts blank.
    await page.keyboard.press("Escape");
    await expect(d).toHaveCount(0);
    await expect(book).toBeFocused();
    await book.click();
    await expect(d.getByLabel("Full Name")).toHaveValue("");
    await expect(d.getByLabel("Phone Number")).toHaveValue("");
    await expect(d.getByLabel(/Travel Date/)).toHaveValue("");
  });

  test("an itinerary's 'Book Your Adventure' opens the booking dialog for that itinerary, with no serious accessibility violation", async ({
    page,
  }) => {
    await page.goto("/destination/kenya");
    await page.getByRole("tab", { name: "Itineraries" }).click();
    const card = page.getByTestId("itinerary-card").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())!;
    const book = card.getByRole("button", { name: "Book Your Adventure" });
    await expect(book).toHaveAttribute("data-lead-trigger", "booking");
    await book.click();
    await expect(dialog(page)).toContainText(title);
    await expect(dialog(page)).toContainText("Kenya");
    await expect(dialog(page).getByLabel("Full Name")).toBeFocused();
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  });
});
