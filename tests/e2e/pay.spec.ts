import fs from "node:fs";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, test, waitForHydration, type Page } from "./fixtures";
import { readSmsCode } from "../fakes/sms-inbox-client";
import type { SeededProposal } from "../fakes/e2e-seed-proposals";

/**
 * The traveller pays: on a phone, a proposal accepted with the code sent to the phone on record
 * leads to the deposit's pay page, which — on the embedded default, without Razorpay — shows the
 * agency's bank and UPI details and promises a person's confirmation, never "paid".
 */

function seeded(project: string): SeededProposal {
  const all = JSON.parse(fs.readFileSync(process.env.E2E_PROPOSALS_FILE!, "utf8")) as Record<
    string,
    SeededProposal
  >;
  return all[project]!;
}

const pathOf = (url: string) => new URL(url).pathname;

async function typeCode(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "6-digit verification code" });
  await box.fill("");
  await box.fill(code);
}

test("a traveller accepts a proposal and reaches the deposit's pay page", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a traveller pays on a phone");
  const proposal = seeded(testInfo.project.name);
  await page.goto(pathOf(proposal.depositUrl));
  await waitForHydration(page);
  const accept = page.getByRole("region", { name: "Ready to travel?" });
  await accept.getByRole("button", { name: "Accept Option A: luxury" }).click();
  await typeCode(page, await readSmsCode(proposal.depositPhone));
  await page.getByRole("button", { name: "Accept with this code" }).click();
  await expect(page.getByRole("heading", { name: "Thank you — Option A: luxury is accepted" })).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/pay\/[A-Za-z0-9_-]+$/.test(new URL(r.url()).pathname)),
    page.getByRole("link", { name: "Pay the deposit" }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Deposit — Bali honeymoon, Option A: luxury" }),
  ).toBeVisible();
  await expect(page.getByText(/^₹\d{1,2}(,\d{2})*,\d{3}$/).first()).toBeVisible();
  await expect(page.getByText("Awaiting payment")).toBeVisible();
  // The embedded default: the agency's details, the reference for the remark, a person confirms.
  await expect(page.getByRole("heading", { name: "Pay by bank transfer or UPI" })).toBeVisible();
  await expect(page.getByText("luxevoyages@hdfcbank")).toBeVisible();
  await expect(page.getByText("HDFC0001234")).toBeVisible();
  await expect(
    page.getByText("We will confirm once we receive it — a person checks every transfer."),
  ).toBeVisible();
  await expect(page.getByText(/^Paid/)).toHaveCount(0);
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("pay-deposit.png"), fullPage: true });

  // Back on the proposal, the deposit is still the thing to do.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole("link", { name: "Pay the deposit" })).toBeVisible();
});

test("a link that names no payment is the brand's 404", async ({ page }, testInfo) => {
  const response = await page.goto(`/pay/${"A".repeat(32)}`);
  expect(response!.status()).toBe(404);
  expect(response!.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: "We couldn't find that payment" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("pay-not-found.png"), fullPage: true });
});
