import { expect, test, type Page } from "../fixtures";
import { E2E_STAFF_PASSWORD, signInWith } from "../staff";
import { E2E_PROVIDERS_AGENT, E2E_PROVIDERS_PAYERS } from "../../fakes/e2e-providers";
import { forAttempt } from "../attempt";

/**
 * With Razorpay configured (the fake, tests/fakes/razorpay-fake.ts): staff ask a contact for a
 * payment, the traveller's pay page sends them to Razorpay's hosted page, they pay there and come
 * back, and Razorpay's signed webhook records the money, so the console shows the request paid.
 */

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("a payment request is paid on Razorpay's page; its webhook marks it paid in the console", async ({
  page,
}, testInfo) => {
  // A contact of this attempt's own: a retry after a failure meets no payment its first try made.
  const name = forAttempt(E2E_PROVIDERS_PAYERS, testInfo).name;
  await signInWith(page, E2E_PROVIDERS_AGENT.email, E2E_STAFF_PASSWORD, { redirectTo: "/vox/contacts" });
  await page.getByLabel("Search contacts by name, phone or e-mail").fill(name);
  await expect(page).toHaveURL(/q=Naina/);
  const row = page.getByRole("table", { name: /Contacts/ }).getByRole("row", { name: new RegExp(name) });
  await row.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name });
  const payments = sheet.getByTestId("payments-section");
  await expect(payments).toContainText("Nothing requested yet.");

  await payments.getByRole("button", { name: "Request a payment" }).click();
  const ask = page.getByRole("dialog", { name: "Request a payment" });
  await ask.getByLabel("What it is for").fill("Deposit — Sri Lanka in February");
  await ask.getByLabel("Amount (₹)").fill("12,500");
  await ask.getByLabel("Due by").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await ask.getByRole("button", { name: "Request payment" }).click();
  await expect(toast(page, "Payment requested")).toBeVisible();
  await expect(ask).toBeHidden();
  const request = payments.getByTestId("payment-request");
  await expect(request.getByTestId("payment-status")).toHaveText("Requested");
  const payUrl = new URL((await request.getByTestId("pay-link").getAttribute("href"))!);

  // The traveller's pay page. The Razorpay link is made by an outbox job moments after the request:
  // until then the page says it is on its way and to reload.
  const traveller = await page.context().newPage();
  const payOnline = traveller.getByRole("link", { name: "Pay ₹12,500 securely" });
  await expect(async () => {
    await traveller.goto(payUrl.pathname);
    await expect(payOnline).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const hosted = new URL((await payOnline.getAttribute("href"))!);
  expect(hosted.pathname).toMatch(/^\/i\/[a-f0-9]+$/);

  // Razorpay's hosted page takes the payment and sends the traveller back with its signed query.
  await payOnline.click();
  await expect(traveller).toHaveURL(hosted.href);
  await expect(traveller.getByRole("heading", { name: "Pay ₹12500.00" })).toBeVisible();
  await traveller.getByRole("button", { name: "Pay ₹12500.00" }).click();
  await expect(traveller).toHaveURL(new RegExp(`^${payUrl.origin}${payUrl.pathname}/return\\?`));
  await expect(traveller.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await traveller.screenshot({ path: testInfo.outputPath("pay-returned.png"), animations: "disabled" });
  await traveller.close();

  // The money is recorded from the webhook alone (the return only reassures the traveller): the
  // console reads the contact again, by closing and opening the sheet, until the webhook has landed.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await row.focus();
    await page.keyboard.press("Enter");
    await expect(request.getByTestId("payment-status")).toHaveText("Paid", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(request).toContainText("Paid ₹12,500");
  const line = request.getByTestId("payment-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("₹12,500");
  await expect(line).toContainText("UPI");
  await expect(line).toContainText(/RCPT-\d{4}-\d{6}/);
  await page.screenshot({ path: testInfo.outputPath("console-paid.png"), animations: "disabled" });
});
