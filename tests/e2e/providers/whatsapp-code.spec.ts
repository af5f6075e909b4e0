import crypto from "node:crypto";
import { devices, type APIRequestContext, type Locator } from "@playwright/test";
import { expect, test, type Page } from "../fixtures";
import { readSmsCode, smsMessagesFor } from "../../fakes/sms-inbox-client";

/**
 * With WhatsApp configured (the fake Graph API, tests/fakes/whatsapp-fake.ts), on a phone: a visitor
 * asking for a call back has the code sent on WhatsApp instead of by SMS, reads it there and is
 * verified; and when WhatsApp reports the code failed, the step offers SMS at once and that code
 * verifies.
 */

// The providers project is a desktop browser; the code step here is the phone's (the Pixel 7 of
// the phone project, without its browser type, which only the configuration may set).
const { defaultBrowserType: _browser, ...pixel } = devices["Pixel 7"];
test.use({ ...pixel, viewport: { width: 390, height: 844 } });

const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** A number no other test uses, so its codes and messages are this test's alone (and a retry's own). */
function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return {
    digits,
    e164: `+91${digits}`,
    wa: `91${digits}`,
    display: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

async function openCallback(page: Page, digits: string) {
  await page.goto("/");
  await page.getByTestId("support-hub").getByRole("button", { name: "Request a Call Back" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Call Back" });
  await dialog.getByLabel("Your name").fill("Kavya Menon");
  await dialog.getByLabel("Mobile number").fill(digits);
  await dialog.getByRole("button", { name: "Send Verification Code" }).click();
  return dialog;
}

/** The code the phone's WhatsApp shows: the latest authentication template to that number. */
async function whatsAppCodes(request: APIRequestContext, wa: string) {
  const answer = await request.get(`${fakeWhatsApp}/__messages?to=${wa}`);
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: { type: string; code: string | null }[] };
  return messages.filter((m) => m.type === "template" && m.code).map((m) => m.code!);
}

async function verify(dialog: Locator, code: string) {
  await dialog.getByRole("textbox", { name: "6-digit verification code" }).fill(code);
  await dialog.getByRole("button", { name: "Verify & Request Call" }).click();
}

test("a visitor takes the code on WhatsApp instead of SMS and is verified with it", async ({
  page,
  request,
}, testInfo) => {
  const mobile = freshMobile();
  const dialog = await openCallback(page, mobile.digits);
  await expect(dialog).toContainText(`We sent a 6-digit code to ${mobile.display}`);

  // The SMS went first; WhatsApp is offered once a new code may be sent (the resend wait).
  await dialog.getByRole("button", { name: "Send code on WhatsApp" }).click();
  await expect(dialog).toContainText(`We sent a 6-digit code on WhatsApp to ${mobile.display}`);
  await expect.poll(() => whatsAppCodes(request, mobile.wa)).toHaveLength(1);
  const [code] = await whatsAppCodes(request, mobile.wa);
  expect(code).toMatch(/^\d{6}$/);
  await expect(dialog.getByRole("button", { name: "Send code by SMS instead" })).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath("whatsapp-code-step.png"), animations: "disabled" });

  await verify(dialog, code!);
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Verification Successful!")).toContainText("We'll call you within 5 minutes!");
  // One SMS only: the WhatsApp code took its place.
  expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
});

test("when WhatsApp reports the code failed, the visitor gets it by SMS at once and is verified", async ({
  page,
  request,
}, testInfo) => {
  const mobile = freshMobile();
  // Meta will report this number's messages failed after "sent".
  const set = await request.post(`${fakeWhatsApp}/__outcome`, { data: { to: mobile.wa, outcome: "failed" } });
  expect(set.ok()).toBe(true);
  const dialog = await openCallback(page, mobile.digits);
  await expect(dialog).toContainText(`We sent a 6-digit code to ${mobile.display}`);
  await dialog.getByRole("button", { name: "Send code on WhatsApp" }).click();
  await expect(dialog).toContainText(`We sent a 6-digit code on WhatsApp to ${mobile.display}`);
  await expect.poll(() => whatsAppCodes(request, mobile.wa)).toHaveLength(1);

  // The step asks the server what became of the code every few seconds; the failure offers SMS.
  const notDelivered = dialog.getByRole("status").filter({ hasText: "WhatsApp has not delivered your code" });
  await expect(notDelivered).toContainText("Get the code by SMS instead: it goes out at once.", {
    timeout: 20_000,
  });
  await dialog.screenshot({ path: testInfo.outputPath("whatsapp-failed-step.png"), animations: "disabled" });
  await notDelivered.getByRole("button", { name: "Send code by SMS" }).click();
  await expect(dialog).toContainText(`We sent a 6-digit code to ${mobile.display}`);
  await expect(notDelivered).toBeHidden();

  // The second SMS to this number carries the code that verifies.
  const code = await readSmsCode(mobile.e164, 2);
  await verify(dialog, code);
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Verification Successful!")).toContainText("We'll call you within 5 minutes!");
});
