import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";

/**
 * The two code-less enquiry forms end to end against the production build: wrong input first (each
 * message beside its field and in a toast), a lost connection (what was typed stays), then the happy
 * path. That the lead, its contact and its one staff e-mail are stored is the database tests' part.
 */

const freshMobile = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`;
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** How many live regions (alerts, status lines, aria-live areas) on the page carry these words. */
const announcing = (page: Page, words: string) =>
  page.evaluate((text) => {
    const live = document.querySelectorAll(
      '[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])',
    );
    // A region inside another counts once: the outermost one is what a screen reader hears.
    return [...live].filter(
      (el) =>
        el.textContent?.includes(text) &&
        !el.parentElement?.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])'),
    ).length;
  }, words);

/** Today in India, YYYY-MM-DD, as the date boxes' `min` is. */
const indiaToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

test.describe("contact page enquiry", () => {
  test("wrong input is named, a lost connection keeps the form, then 'Thank You!' and a blank form again", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByTestId("contact-enquiry-form");
    const send = form.getByRole("button", { name: "Send Enquiry" });

    await send.click();
    await expect(form.getByText("Please enter a valid name (at least 2 characters)")).toBeVisible();
    await expect(toast(page, "Invalid Name")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Full name").fill("Kavya Menon");
    await form.getByLabel("Mobile number").fill("12345");
    await send.click();
    await expect(form.getByText("Please enter a valid 10-digit Indian mobile number")).toBeVisible();
    await expect(toast(page, "Invalid Mobile Number")).toBeVisible();

    await form.getByLabel("Mobile number").fill(freshMobile());
    await form.getByLabel("E-mail").fill("kavya@");
    await send.click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("E-mail").fill("kavya@example.com");
    await form.getByLabel("Preferred destination").fill("Kerala");
    await form.getByLabel("Your message").fill("Backwaters in December, four of us.");

    // The server's own refusal is shown the same way, beside its field.
    await page.route("**/api/v1/contact-inquiry/submissions", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            title: "Invalid Mobile Number",
            description: "Please enter a valid 10-digit Indian mobile number",
            field: "phone",
          },
        }),
      }),
    );
    await send.click();
    await expect(form.getByText("Please enter a valid 10-digit Indian mobile number")).toBeVisible();
    await page.unroute("**/api/v1/contact-inquiry/submissions");

    await page.route("**/api/v1/contact-inquiry/submissions", (route) => route.abort("internetdisconnected"));
    await send.click();
    await expect(toast(page, "Connection Problem")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Kavya Menon");
    await expect(form.getByLabel("Your message")).toHaveValue("Backwaters in December, four of us.");
    await page.unroute("**/api/v1/contact-inquiry/submissions");

    await send.click();
    const thanks = page.getByTestId("enquiry-thank-you");
    await expect(thanks.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(thanks).toContainText("within 2 hours");
    await expect(thanks.getByRole("link", { name: "Call Us Now" })).toBeVisible();

    await thanks.getByRole("button", { name: "Submit Another Inquiry" }).click();
    const again = page.getByTestId("contact-enquiry-form");
    await expect(again.getByLabel("Full name")).toHaveValue("");
    await expect(again.getByLabel("Mobile number")).toHaveValue("");
    await expect(again.getByLabel("Your message")).toHaveValue("");
  });
});

test.describe("wedding consultation", () => {
  test("wrong input is named, then 'Consultation Request Received' and the fields clear", async ({
    page,
  }) => {
    await page.goto("/wedding-planner");
    const form = page.getByTestId("wedding-consultation-form");
    const send = form.getByRole("button", { name: "Request Consultation" });
    await form.scrollIntoViewIfNeeded();

    await send.click();
    await expect(form.getByText("Please enter a valid name (at least 2 characters)")).toBeVisible();
    await expect(toast(page, "Invalid Name")).toBeVisible();
    // Said once (the toast), the caret on the field to put right, its message its description.
    expect(await announcing(page, "Please enter a valid name (at least 2 characters)")).toBe(1);
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription(
      "Please enter a valid name (at least 2 characters)",
    );
    // No past day in the picker; the note counts its characters and says when it is full.
    await expect(form.getByLabel("Wedding date")).toHaveAttribute("min", indiaToday());
    const note = form.getByLabel("Tell us about your celebration");
    await note.fill("x".repeat(2000));
    await expect(form.getByTestId("character-count")).toContainText("2,000 / 2,000 characters");
    await expect(form.getByTestId("character-count")).toContainText("That's the limit");
    await note.fill("");
    await expect(form.getByTestId("character-count")).toContainText("0 / 2,000 characters");

    await form.getByLabel("Full name").fill("Ananya Singh");
    await form.getByLabel("E-mail").fill("ananya");
    await send.click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(toast(page, "Invalid Email")).toBeVisible();

    await form.getByLabel("E-mail").fill("ananya@example.com");
    await form.getByLabel("Mobile number").fill("5812345678");
    await send.click();
    await expect(form.getByText("Please enter a valid 10-digit Indian mobile number")).toBeVisible();

    await form.getByLabel("Mobile number").fill(freshMobile());
    await form.getByLabel("Guests").fill("0");
    await send.click();
    await expect(form.getByText("Please enter the number of guests (1 to 5,000)")).toBeVisible();

    await form.getByLabel("Guests").fill("250");
    await form.getByLabel("Wedding date").fill(`${new Date().getUTCFullYear() + 1}-11-20`);
    await form.getByLabel("Budget").selectOption("₹50 lakh – ₹1 crore");
    await form.getByLabel("Tell us about your celebration").fill("Udaipur, a palace, three days.");
    await send.click();

    const received = toast(page, "Consultation Request Received");
    await expect(received).toBeVisible();
    // The earlier complaints are put right: their toasts go, not left beside the success.
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await expect(received).toContainText("Our wedding specialists will contact you within 24 hours.");
    for (const label of ["Full name", "E-mail", "Mobile number", "Guests", "Wedding date"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByLabel("Budget")).toHaveValue("");
  });
});
