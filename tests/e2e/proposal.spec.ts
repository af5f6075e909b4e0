import fs from "node:fs";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, test, waitForHydration, type Page } from "./fixtures";
import { readSmsCode } from "../fakes/sms-inbox-client";
import type { SeededProposal } from "../fakes/e2e-seed-proposals";

/**
 * The traveller's proposal, as they open it from the e-mail on a phone: the link seeded with the real
 * send (tests/fakes/e2e-seed-proposals.ts), an option chosen, accepted with the code the fake SMS
 * gateway received for the phone on record; a superseded link refused.
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

test("a traveller reads the proposal, chooses an option and accepts it with the code", async ({
  page,
}, testInfo) => {
  const proposal = seeded(testInfo.project.name);
  // The wide layout is looked at on a common laptop width (the options side by side).
  if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(pathOf(proposal.url));
  expect(response!.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toContain("no-store");
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Bali honeymoon" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Arrive in Jimbaran" })).toBeVisible();
  // Nothing in the page the browser received names what the agency pays or keeps.
  expect(await page.content()).not.toMatch(/Supplier Co|"cost"|"margin"|"markup"/);
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("proposal.png"), fullPage: true });

  await page.getByRole("radio", { name: "Option B: ultra-luxury" }).check();
  const accept = page.getByRole("region", { name: "Ready to travel?" });
  await expect(accept).toContainText(`+91 ••••• •${proposal.phone.slice(-4)}`);
  await accept.getByRole("button", { name: "Accept Option B: ultra-luxury" }).click();
  await typeCode(page, await readSmsCode(proposal.phone));
  await page.getByRole("button", { name: "Accept with this code" }).click();
  const next = page.getByRole("heading", { name: "Thank you — Option B: ultra-luxury is accepted" });
  await expect(next).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("proposal-accepted.png"), fullPage: true });

  // Opened again, it says what was accepted and offers no second acceptance.
  await page.reload();
  await expect(page.getByText("You accepted Option B: ultra-luxury.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Accept / })).toHaveCount(0);
});

test("a superseded link says which version is current and cannot be accepted", async ({ page }, testInfo) => {
  const proposal = seeded(testInfo.project.name);
  await page.goto(pathOf(proposal.supersededUrl));
  await expect(
    page.getByText("A newer version (v2) of this proposal was sent to you; open the latest e-mail."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Accept / })).toHaveCount(0);
});

test("a forged link is the brand's 404", async ({ page }) => {
  const response = await page.goto(`/proposal/${"A".repeat(43)}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that proposal" })).toBeVisible();
});
