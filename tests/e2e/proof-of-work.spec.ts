import crypto from "node:crypto";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { expect, test } from "./fixtures";
import { smsMessagesFor } from "../fakes/sms-inbox-client";

/**
 * Past half the SMS budget the server answers a start 428 with a proof-of-work challenge (ADR 030).
 * The e2e server is shared by every spec and its budget is far from half used, so the server's first
 * answer is stood in for here, with a challenge as the server makes them: what is tested is the
 * browser's part — the solver fetched when asked, solved with the page's own WebCrypto, the start
 * sent again once with the proof, "Checking…" the only thing a person sees — against the real
 * server's answer to the retry. The server's side is proof-of-work.db.test.ts's.
 */

test("asked for a proof of work, the browser solves it unseen and the code is sent", async ({ page }) => {
  // The server's own difficulty: a few hundred PBKDF2 tries, long enough to see "Checking…".
  const counter = randomInt(600, 900);
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 1_000,
    counter,
    deriveKey,
    data: { expires: Math.floor(Date.now() / 1000) + 300 },
    hmacSignatureSecret: "e2e-stand-in",
    hmacKeySignatureSecret: "e2e-stand-in-key",
  });
  const starts: Record<string, unknown>[] = [];
  await page.route("**/api/v1/*/submissions", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    starts.push(route.request().postDataJSON());
    if (starts.length > 1) return route.continue();
    return route.fulfill({
      status: 428,
      json: {
        error: {
          title: "Security Check",
          description:
            "Your browser needs to complete a quick security check before we send a code. Please try again.",
          outcome: "proof_required",
          challenge,
        },
      },
    });
  });

  await page.goto("/");
  await page.getByTestId("customisation-teaser").getByRole("button", { name: "Get Priority Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  await dialog.getByLabel("Full name").fill("Asha Rao");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Mobile number").fill(digits);
  await dialog.getByRole("button", { name: "Send Verification Code" }).click();

  await expect(dialog.getByRole("button", { name: "Checking…" })).toBeVisible();
  await expect(dialog).toContainText(
    `We sent a 6-digit code to +91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  );
  expect(starts).toHaveLength(2);
  expect(starts[0]).not.toHaveProperty("proofOfWork");
  expect(starts[1]).toMatchObject({
    submissionId: starts[0]!.submissionId,
    proofOfWork: { challenge: { signature: challenge.signature }, solution: { counter } },
  });
  expect(await smsMessagesFor(`+91${digits}`)).toHaveLength(1);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Security Check" })).toHaveCount(0);
});
