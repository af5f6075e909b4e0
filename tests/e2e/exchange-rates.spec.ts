import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";

/** The Rates tab: admins set dated rupee rates per currency; partners never see it. */

const toast = (page: Page, title: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

test("an admin sets a dated pound rate, is told what to fix in a bad one, and sees both rates in force", async ({
  page,
}, testInfo) => {
  await signInAs(page, "admin", { redirectTo: "/vox/rates" });
  const panel = page.getByTestId("rates-panel");
  await expect(panel.getByRole("heading", { name: "Exchange rates" })).toBeVisible();
  const inForce = page.getByRole("region", { name: "Exchange rates in force" });
  // The dollar rate starts from USD_INR_RATE.
  await expect(inForce.getByRole("row").filter({ hasText: "USD" })).toContainText("US$1 = ₹");

  // Pounds: no other browser test sets them, so the rate in force is this test's own whatever ran before
  // (the quote builder's test sets today's euro rate).
  await panel.getByLabel("Currency (ISO code)").fill("GBP");
  await panel.getByLabel("Rupees for 1 unit").fill("110,25");
  await panel.getByRole("button", { name: "Save rate" }).click();
  await expect(toast(page, "Invalid request")).toContainText("such as 90.50");

  await panel.getByLabel("Rupees for 1 unit").fill("110.25");
  await panel.getByLabel("Rate as of").fill("2026-11-20");
  await panel.getByRole("button", { name: "Save rate" }).click();
  await expect(toast(page, "Rate saved")).toBeVisible();
  const pound = inForce.getByRole("row").filter({ hasText: "GBP" });
  await expect(pound).toContainText("£1 = ₹110.25");
  await expect(pound).toContainText("20 Nov 2026");
  await expect(panel.getByLabel("Rupees for 1 unit")).toHaveValue("");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("rates-tab.png"),
    fullPage: true,
    animations: "disabled",
  });
});

test("a partner has no Rates tab and is sent to contacts when asking for it", async ({ page }) => {
  await signInAs(page, "partner", { redirectTo: "/vox/rates" });
  await expect(page.getByRole("tablist", { name: "Console sections" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Rates" })).toHaveCount(0);
  await expect(page.getByTestId("rates-panel")).toHaveCount(0);
});

test("activity prices show rupees as an approximation with the rate's date", async ({ page }, testInfo) => {
  await page.goto("/activity/maasai-mara-sunrise-balloon-safari");
  await expect(page.getByTestId("activity-detail-price")).toContainText("US$89");
  await expect(page.getByTestId("activity-detail-price-inr")).toHaveText(
    /^≈ ₹[\d,]+ at US\$1 = ₹[\d,]+\.\d{2} on \d{1,2} [A-Z][a-z]+ \d{4} · children 70 %$/,
  );
  await page.getByTestId("activity-detail-price").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("activity-price.png"), animations: "disabled" });
  await page.goto("/activities");
  await expect(page.getByTestId("activity-price-inr").first()).toHaveText(
    /^per adult ≈ ₹[\d,]+ at US\$1 = ₹[\d,]+\.\d{2} on \d{1,2} [A-Z][a-z]+ \d{4}$/,
  );
  await page.getByTestId("activity-card").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("activity-card.png"), animations: "disabled" });
});
