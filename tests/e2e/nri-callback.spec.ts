import crypto from "node:crypto";
import { expect, test } from "./fixtures";
import { mailFor, readSignInCode } from "../fakes/mail-inbox-client";
import { signInAs } from "./staff";

/**
 * A visitor with a number outside India asks for a call back on a phone: the code is e-mailed (the
 * production server's SMTP to the e2e mailbox), and staff find the lead by the number in the console.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("an NRI requests a call back with a UK number and an e-mailed code, and staff find the lead", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tail = String(crypto.randomInt(100_000, 999_999));
  const phone = `+44 7700 9${tail.slice(1)}`;
  const e164 = phone.replace(/\s/g, "");
  const email = `nri.${tail}@example.co.uk`;

  await page.goto("/");
  await page.getByTestId("support-hub").getByRole("button", { name: "Request a Call Back" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Call Back" });
  await dialog.getByLabel("Your name").fill("Ravi Menon");
  const abroad = dialog.getByRole("button", { name: "I have a number outside India" });
  await abroad.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Mobile number with country code")).toBeFocused();
  await page.keyboard.type(phone);
  await dialog.getByLabel("E-mail for your code").fill(email);
  const before = (await mailFor(email)).length;
  await dialog.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(dialog).toContainText(`We sent a 6-digit code to ${email}`);

  const code = await readSignInCode(email, before);
  await dialog.getByRole("textbox", { name: "6-digit verification code" }).fill(code);
  await dialog.getByRole("button", { name: "Verify & Request Call" }).click();
  await expect(dialog).toBeHidden();

  await signInAs(page, "admin", { redirectTo: `/vox/contacts?q=${encodeURIComponent(phone)}` });
  const table = page.getByRole("table", { name: /^Contacts/ });
  await expect(table.locator("tbody tr[data-row]")).toHaveCount(1);
  await expect(table).toContainText("Ravi Menon");
  await expect(table).toContainText(e164.slice(-6));
});
