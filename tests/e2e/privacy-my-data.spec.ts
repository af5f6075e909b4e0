import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode } from "../fakes/sms-inbox-client";
import { signInAs } from "./staff";

/**
 * A traveller's own privacy page end to end: consent given through the priority-access form (offers
 * ticked at the code step), then /privacy/my-data opened with a code from the fake SMS gateway,
 * offers withdrawn and erasure asked for; without the code the page shows nothing held.
 */

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}` };
}

async function typeCode(scope: Locator, code: string) {
  await scope.getByRole("textbox", { name: "6-digit verification code" }).fill(code);
}

async function giveConsent(page: Page, digits: string) {
  await page.goto("/");
  await page.getByTestId("customisation-teaser").getByRole("button", { name: "Get Priority Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
  await dialog.getByLabel("Full name").fill("Tara Consenting");
  await dialog.getByLabel("Email").fill("tara.consenting@example.com");
  await dialog.getByLabel("Mobile number").fill(digits);
  await dialog.getByRole("button", { name: "Send Verification Code" }).click();
  await typeCode(dialog, await readSmsCode(`+91${digits}`));
  await dialog.getByLabel("Send me offers and travel ideas").check();
  await dialog.getByRole("button", { name: "Verify & Get Access" }).click();
  await expect(dialog.getByRole("heading", { name: "You're on the priority list!" })).toBeVisible();
}

test.describe("the person's own privacy page", () => {
  test.describe.configure({ timeout: 120_000 });

  test("with the code: sees the consents, withdraws offers, asks for erasure", async ({ page }) => {
    const mobile = freshMobile();
    await giveConsent(page, mobile.digits);
    // A new browser context would do as well; the page asks for its own code either way.
    await page.context().clearCookies();
    await page.goto("/privacy/my-data");
    await page.getByLabel("Your mobile number").fill(mobile.digits);
    await page.getByRole("button", { name: "Send me a code" }).click();
    const codeStep = page.getByRole("region", { name: "Enter your code" });
    await expect(codeStep).toBeVisible();
    await typeCode(codeStep, await readSmsCode(mobile.e164, 2));
    await codeStep.getByRole("button", { name: "Show my data" }).click();

    await expect(page.getByText("Tara Consenting")).toBeVisible();
    const withdrawOffers = page.getByRole("button", { name: "Withdraw: Offers" });
    await expect(withdrawOffers).toBeVisible();
    await withdrawOffers.click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Withdrawn. It takes effect now." }),
    ).toBeVisible();
    await expect(withdrawOffers).toBeHidden();
    // The trip consent stays until it too is withdrawn.
    await expect(page.getByRole("button", { name: "Withdraw: Calls about your trip" })).toBeVisible();

    const erasure = page.locator('form[data-request-kind="erasure"]');
    await erasure.getByLabel("Optional: why you want it erased.").fill("I am not travelling any more.");
    await erasure.getByRole("button", { name: "Ask for erasure" }).click();
    await expect(erasure.getByRole("status")).toContainText("Received. We will answer by");
  });

  test("a withdrawn trip consent is what the agent sees on the contact, before calling", async ({
    page,
  }, testInfo) => {
    const mobile = freshMobile();
    await giveConsent(page, mobile.digits);
    await page.context().clearCookies();
    await page.goto("/privacy/my-data");
    await page.getByLabel("Your mobile number").fill(mobile.digits);
    await page.getByRole("button", { name: "Send me a code" }).click();
    const codeStep = page.getByRole("region", { name: "Enter your code" });
    await typeCode(codeStep, await readSmsCode(mobile.e164, 2));
    await codeStep.getByRole("button", { name: "Show my data" }).click();
    await page.getByRole("button", { name: "Withdraw: Calls about your trip" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Withdrawn. It takes effect now." }),
    ).toBeVisible();

    await signInAs(page, "admin");
    await page.goto(`/vox/contacts?q=${mobile.digits}`);
    const row = page
      .getByRole("table", { name: /Contacts/ })
      .getByRole("row", { name: /Tara Consenting/ })
      .first();
    await row.getByRole("button", { name: "Tara Consenting" }).click();
    const sheet = page.getByRole("dialog", { name: "Tara Consenting" });
    await expect(sheet.getByText("Trip consent withdrawn")).toBeVisible();
    const consents = sheet
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Consents" }) });
    await expect(consents).toContainText("Do not call or message about a trip until they ask again.");
    await expect(consents.getByText("Offers").locator("..")).toContainText("Given");
    await expect(sheet.getByTestId("timeline")).toContainText(
      "Withdrew consent to “Calls about your trip” on the My data page",
    );
    await consents.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("consents-on-sheet.png") });
  });

  test("without the code: only the code step, and the page's writes are refused", async ({ page }) => {
    await page.goto("/privacy/my-data");
    await expect(page.getByLabel("Your mobile number")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send me a code" })).toBeVisible();
    await expect(page.locator("form[data-request-kind]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
    const write = await page.request.post("/api/v1/privacy/my-data/requests", {
      data: { kind: "erasure" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(write.status()).toBe(403);
  });
});
