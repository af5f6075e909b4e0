import crypto from "node:crypto";
import fs from "node:fs";
import { devices, type Browser, type TestInfo } from "@playwright/test";
import { expect, test, waitForHydration, type Page } from "../fixtures";
import { E2E_STAFF_PASSWORD, signInWith } from "../staff";
import { forAttempt } from "../attempt";
import { E2E_PROVIDERS_AGENT, type ProvidersProposals } from "../../fakes/e2e-providers";
import { mailFor, readSignInCode } from "../../fakes/mail-inbox-client";
import { holdWebhooks, redeliverWebhooks, releaseWebhooks } from "../../fakes/razorpay-fake-client";
import { readSmsCode } from "../../fakes/sms-inbox-client";

/**
 * The traveller pays on a phone through Razorpay (the fake, tests/fakes/razorpay-fake.ts) and the
 * signed webhook records the money: a quote's deposit after accepting the proposal with the code,
 * seen by staff in the quote's payments, the tasks, the timeline and the receipt e-mail; a return
 * whose webhook is kept back and whose check with Razorpay fails, which says "received" only on a
 * signature the server verified, and is recorded once when the webhook comes, even twice; and an
 * activity booking, held until paid and only then sent to staff to confirm.
 */

// The providers project is a desktop browser; the traveller here is on a phone (the Pixel 7 of the
// phone project, without its browser type, which only the configuration may set). Staff work in a
// desktop context of their own.
const { defaultBrowserType: _browser, ...pixel } = devices["Pixel 7"];
test.use({ ...pixel, viewport: { width: 390, height: 844 } });

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const pathOf = (url: string) => new URL(url).pathname;

function seeded(kind: keyof ProvidersProposals, testInfo: TestInfo) {
  const all = JSON.parse(
    fs.readFileSync(process.env.E2E_PROVIDERS_PROPOSALS_FILE!, "utf8"),
  ) as ProvidersProposals;
  return forAttempt(all[kind], testInfo);
}

/** The staff's console, on a desktop, signed in as the providers server's agent. */
async function staffConsole(browser: Browser, testInfo: TestInfo, redirectTo: string) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await signInWith(page, E2E_PROVIDERS_AGENT.email, E2E_STAFF_PASSWORD, { redirectTo });
  await waitForHydration(page);
  return page;
}

/**
 * On the pay page: its Razorpay button, once the outbox job has made the link (until then the page
 * says the link is on its way, and to reload).
 */
async function payButton(page: Page, payPath: string) {
  const payOnline = page.getByRole("link", { name: /^Pay ₹[\d,]+ securely$/ });
  await expect(async () => {
    await page.goto(payPath);
    await expect(payOnline).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return { payOnline, hosted: (await payOnline.getAttribute("href"))! };
}

/** Accepts the seeded proposal's Option A with the code texted to its phone; the deposit's pay page. */
async function acceptAndOpenDeposit(page: Page, proposal: ReturnType<typeof seeded>) {
  await page.goto(pathOf(proposal.url));
  const accept = page.getByRole("region", { name: "Ready to travel?" });
  await accept.getByRole("button", { name: "Accept Option A: luxury" }).click();
  await page
    .getByRole("textbox", { name: "6-digit verification code" })
    .fill(await readSmsCode(proposal.phone));
  await page.getByRole("button", { name: "Accept with this code" }).click();
  await expect(page.getByRole("heading", { name: "Thank you — Option A: luxury is accepted" })).toBeVisible();
  const deposit = page.getByRole("link", { name: "Pay the deposit" });
  await expect(deposit).toBeVisible();
  const payPath = pathOf(new URL((await deposit.getAttribute("href"))!, page.url()).href);
  await deposit.click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Deposit — Bali honeymoon, Option A: luxury" }),
  ).toBeVisible();
  await expect(page.getByText("Awaiting payment")).toBeVisible();
  return payPath;
}

/** Pays on Razorpay's hosted page; back on our return page. */
async function payOnHostedPage(page: Page, payOnline: ReturnType<Page["getByRole"]>, hosted: string) {
  await payOnline.click();
  await expect(page).toHaveURL(hosted);
  await page.getByRole("button", { name: /^Pay ₹[\d.]+$/ }).click();
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+\/return\?.*razorpay_signature=/);
}

test("a traveller accepts a proposal on a phone and pays its deposit; the webhook records it for staff", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const proposal = seeded("deposit", testInfo);
  const payPath = await acceptAndOpenDeposit(page, proposal);
  const { payOnline, hosted } = await payButton(page, payPath);
  const amount = (await payOnline.textContent())!.match(/₹[\d,]+/)![0];

  await payOnHostedPage(page, payOnline, hosted);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(
    page.getByText(`Paid in full: ${amount}. Thank you — your receipt was sent by e-mail.`),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /securely$/ })).toHaveCount(0);
  // The receipt is spoken of once, by the paid box, not again in the banner above it.
  await expect(page.getByText(/^Thank you for paying PAY-/)).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath("deposit-paid.png"),
    fullPage: true,
    animations: "disabled",
  });

  // The receipt goes to the traveller's address through the outbox.
  await expect
    .poll(async () =>
      (await mailFor(proposal.email)).map((m) => m.subject).filter((s) => s.startsWith("Receipt ")),
    )
    .toEqual([expect.stringMatching(new RegExp(`^Receipt RCPT-\\d{4}-\\d{6}: ${amount} received — `))]);

  // Staff: the quote's payments show the deposit paid and the balance still asked for.
  const staff = await staffConsole(browser, testInfo, `/vox/quotes/${proposal.quoteId}`);
  const payments = staff.locator("#quote-payments").getByTestId("payments-section");
  const requests = payments.getByTestId("payment-request");
  const depositRow = requests.filter({ hasText: "Deposit — Bali honeymoon, Option A: luxury" });
  await expect(depositRow.getByTestId("payment-status")).toHaveText("Paid");
  await expect(depositRow.getByTestId("payment-line")).toHaveCount(1);
  await expect(depositRow.getByTestId("payment-line")).toContainText(amount);
  await expect(depositRow.getByTestId("payment-line")).toContainText(/RCPT-\d{4}-\d{6}/);
  const balanceRow = requests.filter({ hasNotText: "Deposit — " });
  await expect(balanceRow).toHaveCount(1);
  await expect(balanceRow.getByTestId("payment-status")).toHaveText("Requested");
  await expect(payments.getByTestId("ledger-figures")).toContainText(`Paid${amount}`);
  await expect(payments.getByTestId("ledger-figures")).not.toContainText("Balance₹0");
  await staff.screenshot({ path: testInfo.outputPath("quote-payments.png"), animations: "disabled" });

  // The contact: "Collect the deposit" is no longer open, the balance's task is, and the timeline
  // has the payment with its receipt.
  await staff.goto(`/vox/contacts?q=${encodeURIComponent(proposal.contactName)}`);
  await waitForHydration(staff);
  const row = staff
    .getByRole("table", { name: /Contacts/ })
    .getByRole("row", { name: new RegExp(`${proposal.contactName}\\b`) });
  await row.focus();
  await staff.keyboard.press("Enter");
  const sheet = staff.getByRole("dialog", { name: proposal.contactName });
  const openTasks = sheet
    .locator("section")
    .filter({ has: staff.getByRole("heading", { name: /^Open tasks/ }) });
  await expect(openTasks).toContainText("Balance due");
  await expect(openTasks).not.toContainText("Collect the deposit");
  const received = sheet.getByTestId("timeline").locator('li[data-kind="payment_received"]');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(amount);
  await expect(received).toContainText(/RCPT-\d{4}-\d{6}/);
  await staff.screenshot({ path: testInfo.outputPath("contact-timeline.png"), animations: "disabled" });

  // …and the task is among the done ones.
  await staff.goto("/vox/tasks?view=all&status=done");
  await waitForHydration(staff);
  await expect(
    staff
      .getByRole("row")
      .filter({ hasText: "Collect the deposit" })
      .filter({ hasText: proposal.contactName }),
  ).toHaveCount(1);
  await staff.context().close();
});

test("the return page says received only on a verified signature; the webhook, kept back, records it once", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const proposal = seeded("held", testInfo);
  const payPath = await acceptAndOpenDeposit(page, proposal);
  const { payOnline, hosted } = await payButton(page, payPath);
  const amount = (await payOnline.textContent())!.match(/₹[\d,]+/)![0];
  // Razorpay is slow to tell: its webhook is kept back and its API cannot say the link is paid.
  await holdWebhooks(hosted);

  await payOnHostedPage(page, payOnline, hosted);
  const returnUrl = new URL(page.url());
  // The signature is Razorpay's: received, though nothing is recorded yet (no "Paid in full").
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Received", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Paid in full/)).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath("return-verified.png"),
    fullPage: true,
    animations: "disabled",
  });

  // The same return with a signature that is not Razorpay's: only "we are confirming", the
  // payment still offered, nothing said received.
  const forged = new URL(returnUrl);
  forged.searchParams.set("razorpay_signature", crypto.randomBytes(32).toString("hex"));
  await page.goto(forged.pathname + forged.search);
  await expect(page.getByRole("heading", { name: "We are confirming your payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment received" })).toHaveCount(0);
  await expect(page.getByText("Awaiting payment")).toBeVisible();

  // Staff see nothing paid while the webhook is kept back.
  const staff = await staffConsole(browser, testInfo, `/vox/quotes/${proposal.quoteId}`);
  const depositRow = staff
    .locator("#quote-payments")
    .getByTestId("payment-request")
    .filter({ hasText: "Deposit — Bali honeymoon, Option A: luxury" });
  await expect(depositRow.getByTestId("payment-status")).toHaveText("Requested");
  await expect(depositRow.getByTestId("payment-line")).toHaveCount(0);

  // The webhook arrives: the deposit is paid.
  expect(await releaseWebhooks(hosted)).toEqual([200]);
  await expect(async () => {
    await staff.reload();
    await expect(depositRow.getByTestId("payment-status")).toHaveText("Paid", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Razorpay delivers it again: accepted, and still one payment.
  expect(await redeliverWebhooks(hosted)).toEqual([200]);
  await staff.reload();
  await expect(depositRow.getByTestId("payment-status")).toHaveText("Paid");
  await expect(depositRow.getByTestId("payment-line")).toHaveCount(1);
  await expect(depositRow.getByTestId("payment-line")).toContainText(amount);
  await staff.context().close();

  // The traveller's page now shows the money recorded.
  await page.goto(returnUrl.pathname + returnUrl.search);
  await expect(
    page.getByText(`Paid in full: ${amount}. Thank you — your receipt was sent by e-mail.`),
  ).toBeVisible();
});

/** A day about three weeks ahead, as the date box takes it. */
function dayAhead(days = 21) {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000);
  return d.toISOString().slice(0, 10);
}

test("an activity booked on a phone is held until paid, and only then goes to be confirmed", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // A name and address of this attempt's own, for the console's search and the mailbox.
  const surname = `Rao${crypto.randomBytes(3).toString("hex")}`;
  const email = `kiara.${surname.toLowerCase()}@example.in`;
  await page.goto("/activities");
  await page.getByTestId("activity-card").first().getByTestId("activity-book").click();
  const dialog = page.getByTestId("activity-booking-dialog");
  await dialog.getByLabel("First name").fill("Kiara");
  await dialog.getByLabel("Last name").fill(surname);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByTestId("booking-date").fill(dayAhead());
  await dialog.getByTestId("booking-adults").fill("2");
  await dialog.getByTestId("confirm-booking").click();
  await expect(dialog.getByTestId("activity-booking-code")).toContainText(
    `We sent a 6-digit code to ${email}`,
  );
  await page
    .getByRole("textbox", { name: "6-digit verification code" })
    .pressSequentially(await readSignInCode(email, 0));
  await page.keyboard.press("Enter");

  // Held: the pay page, and nothing has gone to be confirmed.
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
  const payPath = pathOf(page.url());
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2 adults");
  await expect(page.getByText("Awaiting payment")).toBeVisible();
  const { payOnline, hosted } = await payButton(page, payPath);
  expect((await mailFor(email)).filter((m) => m.text.includes("booking request"))).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath("activity-pay.png"),
    fullPage: true,
    animations: "disabled",
  });

  const staff = await staffConsole(browser, testInfo, `/vox/contacts?q=${encodeURIComponent(surname)}`);
  const row = staff.getByRole("table", { name: /Contacts/ }).getByRole("row", { name: new RegExp(surname) });
  const booking = staff.getByTestId("lead-booking");
  await row.focus();
  await staff.keyboard.press("Enter");
  await expect(booking.getByTestId("lead-booking-status")).toHaveText("Awaiting payment");
  await expect(booking.getByTestId("confirm-request")).toHaveCount(0);

  await payOnHostedPage(page, payOnline, hosted);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // Paid: the booking goes to staff to confirm, and the traveller is told it is not confirmed yet.
  await expect
    .poll(
      async () => (await mailFor(email)).map((m) => m.text).find((t) => t.includes("booking request")) ?? "",
    )
    .toContain("We have received your payment and your booking request. It is not confirmed yet.");
  const sheet = staff.getByRole("dialog", { name: `Kiara ${surname}` });
  await expect(async () => {
    await staff.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await row.focus();
    await staff.keyboard.press("Enter");
    await expect(booking.getByTestId("lead-booking-status")).toHaveText("Request — to confirm", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });

  // Staff confirm it with the operator: confirmed, and the voucher goes to the traveller.
  await booking.getByTestId("confirm-request").click();
  await staff.getByRole("button", { name: "Confirm booking" }).click();
  await expect(toast(staff, "Booking confirmed")).toBeVisible();
  await expect(booking.getByTestId("lead-booking-status")).toHaveText("Confirmed");
  await staff.context().close();
});
