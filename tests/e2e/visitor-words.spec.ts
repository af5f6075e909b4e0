import crypto from "node:crypto";
import { expect, test } from "./fixtures";
import { signInAs } from "./staff";

/**
 * The visitor's own words, from the public contact form to the console: staff read them quoted on
 * the lead, and the trip details they describe are already filled in.
 */
const WORDS = "Maldives honeymoon in February, 2 adults, budget around 4 lakh";
const freshMobile = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`;

test("a message typed on the contact page is quoted on the lead, with the trip it describes filled in", async ({
  page,
}, testInfo) => {
  const name = `Meera Iyer ${testInfo.project.name}`;
  const digits = freshMobile();
  await page.goto("/contact");
  const form = page.getByTestId("contact-enquiry-form");
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Mobile number").fill(digits);
  await form.getByLabel("Your message").fill(WORDS);
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(
    page.getByTestId("enquiry-thank-you").getByRole("heading", { name: "Thank You!" }),
  ).toBeVisible();

  await signInAs(page, "admin");
  await page.goto(`/vox/contacts?q=${digits}`);
  const row = page.getByRole("table", { name: /Contacts/ }).getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name }).click();
  await expect(page).toHaveURL(/contact=[0-9a-f-]{36}/);
  const sheet = page.getByRole("dialog", { name });
  const lead = sheet.getByTestId("contact-lead");
  const words = lead.getByTestId("visitor-words");
  await expect(words).toContainText("In their words");
  await expect(words).toContainText(`“${WORDS}”`);
  const trip = lead.getByTestId("trip-summary");
  await expect(trip).toContainText(/^Maldives · Feb \d{4} · 2 adults · budget ₹4,00,000$/);
  await expect(lead).not.toContainText("No trip details yet");

  await page.screenshot({ path: testInfo.outputPath("visitor-words-summary.png") });

  // The editor opens with the same values, ready to correct.
  await lead.getByRole("button", { name: "Edit trip details" }).click();
  await expect(lead.getByLabel("Destination")).toHaveValue("Maldives");
  await expect(words).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("visitor-words-editor.png") });
});
