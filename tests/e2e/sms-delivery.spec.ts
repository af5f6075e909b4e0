import crypto from "node:crypto";
import { expect, test } from "./fixtures";

/**
 * A code the SMS provider reports it could not deliver: the code step offers a call or WhatsApp at
 * once. The provider's report reaches the server (tested against the Twilio and MSG91 fakes in
 * sms-delivery.db.test.ts); here the server's real answer for the form is read, then answered
 * "failed" as it is after such a report.
 */
test("a failed SMS delivery shows the call and WhatsApp options on the code step", async ({ page }, info) => {
  test.setTimeout(60_000);
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const real: unknown[] = [];
  await page.route("**/api/v1/sms-deliveries/*", async (route) => {
    const response = await route.fetch();
    real.push({ status: response.status(), body: await response.json() });
    await route.fulfill({ status: 200, json: { delivery: "failed" } });
  });

  await page.goto("/");
  await page.getByTestId("customisation-teaser").getByRole("button", { name: "Get Priority Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
  await dialog.getByLabel("Full name").fill("Asha Rao");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Mobile number").fill(digits);
  await dialog.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(dialog).toContainText("We sent a 6-digit code to");

  const notice = dialog.getByRole("status").filter({ hasText: "Your code could not be delivered" });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice.getByRole("link", { name: "WhatsApp us" })).toBeVisible();
  await expect(notice.getByRole("link", { name: /^Call / })).toBeVisible();
  // The server knew the form's code and had no report yet.
  expect(real[0]).toEqual({
    status: 200,
    body: { delivery: "pending", channel: "sms", smsFallback: false },
  });
  // The code can still be typed: the boxes stay.
  await expect(dialog.getByRole("textbox", { name: "6-digit verification code" })).toBeVisible();
  await page.screenshot({ path: info.outputPath("sms-not-delivered.png"), fullPage: false });
});
