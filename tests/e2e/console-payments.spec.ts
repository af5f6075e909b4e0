import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";
import { PAYMENT_LEAD_NAME } from "../fakes/e2e-seed-payments";

/**
 * Without Razorpay keys (the embedded default), staff ask a seeded lead for a deposit from the
 * contact's page, then record the traveller's bank transfer from the Payments tab and see the
 * balance fall — on a desktop and on a phone.
 */

const toast = (page: Page, title: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

test("staff request a deposit and record a bank transfer against it; the balance changes", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const name = `${PAYMENT_LEAD_NAME} ${project}`;
  await signInAs(page, "admin", { redirectTo: "/vox/contacts" });

  // The contact's page: nothing asked yet.
  await page.getByLabel("Search contacts by name, phone or e-mail").fill(name);
  await expect(page).toHaveURL(/q=Kabir/);
  const row = page.getByRole("table", { name: /Contacts/ }).getByRole("row", { name: new RegExp(name) });
  await row.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name });
  const payments = sheet.getByTestId("payments-section");
  await expect(payments).toContainText("Nothing requested yet.");

  // Request a payment: ₹50,000, due in ten days.
  await payments.getByRole("button", { name: "Request a payment" }).click();
  const ask = page.getByRole("dialog", { name: "Request a payment" });
  await ask.getByLabel("What it is for").fill("Deposit — Kenya in March");
  await ask.getByLabel("Amount (₹)").fill("50,000");
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await ask.getByLabel("Due by").fill(due);
  await ask.getByRole("button", { name: "Request payment" }).click();
  await expect(toast(page, "Payment requested")).toBeVisible();
  await expect(ask).toBeHidden();
  const request = payments.getByTestId("payment-request");
  await expect(request).toHaveCount(1);
  await expect(request.getByTestId("payment-status")).toHaveText("Requested");
  await expect(payments.getByTestId("ledger-figures")).toContainText("Balance₹50,000");
  await sheet.screenshot({ path: testInfo.outputPath(`contact-payments-${project}.png`) });
  const reference = (await request.locator(".font-mono").first().textContent())!.trim();
  expect(reference).toMatch(/^PAY-[A-Z0-9]{6}$/);
  // The link staff send: the traveller's pay page for this very request.
  const payUrl = new URL((await request.getByTestId("pay-link").getAttribute("href"))!);
  const traveller = await page.context().newPage();
  await traveller.goto(payUrl.pathname);
  await expect(traveller.locator("main")).toContainText(reference);
  await expect(traveller.locator("main")).toContainText("₹50,000");
  await traveller.close();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // The Payments tab, by its keys ("g" then "m"), with the request found by its reference.
  await page.keyboard.press("g");
  await page.keyboard.press("m");
  await expect(page).toHaveURL(/\/vox\/payments$/);
  await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Search payments by reference or name").fill(reference);
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  const table = page.getByRole("table", { name: "Payment requests" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const line = table.getByRole("row", { name: new RegExp(reference) });
  await expect(line).toContainText("₹50,000");
  await page.screenshot({ path: testInfo.outputPath(`payments-tab-${project}.png`), fullPage: true });
  await line.focus();
  await page.keyboard.press("Enter");

  // Record the bank transfer: ₹20,000 with its UTR, arrived today.
  const detail = page.getByTestId("payment-request-detail");
  await detail.getByRole("button", { name: "Record payment" }).click();
  const record = page.getByRole("dialog", { name: "Record a payment received" });
  await expect(record.getByLabel("Amount received (₹)")).toHaveValue("50000");
  await expect(record.getByLabel("How it came")).toHaveValue("bank_transfer");
  await record.getByLabel("Amount received (₹)").fill("20000");
  await record.getByLabel("Reference or UTR").fill("HDFCN52026112812345");
  await page.screenshot({ path: testInfo.outputPath(`record-dialog-${project}.png`) });
  await expectNoSeriousAxeViolations(page);
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment recorded")).toBeVisible();
  await expect(record).toBeHidden();

  // The balance fell by the transfer, on the request (open again) and in the list.
  await expect(detail.getByTestId("ledger-figures")).toContainText("Paid₹20,000");
  await expect(detail.getByTestId("ledger-figures")).toContainText("Balance₹30,000");
  await expect(detail.getByTestId("payment-status")).toHaveText("Partly paid");
  await expect(detail.getByTestId("payment-line")).toContainText("HDFCN52026112812345");
  await expect(detail.getByTestId("payment-line")).toContainText(/RCPT-\d{4}-\d{6}/);
  await page.screenshot({ path: testInfo.outputPath(`payment-detail-${project}.png`) });
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(line).toContainText("₹30,000");
  await expect(line.getByTestId("payment-status")).toHaveText("Partly paid");
});

test("admins keep the payment details on the Rates tab; Revenue shows collected against booked", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await signInAs(page, "admin", { redirectTo: "/vox/rates" });
  const details = page.getByTestId("payment-settings");
  await expect(details.getByRole("heading", { name: "Payment details" })).toBeVisible();
  // A mistyped IFSC is refused in the browser with the server's sentence; nothing is saved (the
  // other browser tests expect the embedded default's empty bank details).
  await details.getByLabel("Account number").fill("50200012345678");
  await details.getByLabel("IFSC").fill("HDFC1234");
  await details.getByRole("button", { name: "Save payment details" }).click();
  await expect(details.getByRole("alert")).toHaveText(
    "Enter the IFSC as 11 characters, such as HDFC0001234, or leave it empty.",
  );
  await expect(details.getByLabel("IFSC")).toHaveAttribute("aria-invalid", "true");
  await details.scrollIntoViewIfNeeded();
  await details.screenshot({ path: testInfo.outputPath(`payment-details-${project}.png`) });

  await page.goto("/vox/revenue");
  const figures = page.getByTestId("collected-booked");
  await expect(figures.getByText("Collected against booked, by month")).toBeVisible();
  await expect(figures.getByText("Booked", { exact: true }).first()).toBeVisible();
  await expect(figures.getByText("Collected", { exact: true }).first()).toBeVisible();
  await figures.scrollIntoViewIfNeeded();
  await figures.screenshot({ path: testInfo.outputPath(`collected-booked-${project}.png`) });
});
