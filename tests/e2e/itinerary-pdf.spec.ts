import crypto from "node:crypto";
import fs from "node:fs/promises";
import { test as withoutHydrationWait, type Download } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode } from "../fakes/sms-inbox-client";
import { pdfText } from "../helpers/pdf-text";

/**
 * Download on a destination page: a real PDF of the destination's itineraries from the production
 * server, with the day-by-day plans only once the visitor's phone is verified.
 */

const LOCKED_LINE = "The day-by-day plan unlocks after a quick phone verification on our website.";

/** Fails on any console error or refused request the page makes. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

const downloadLink = (page: Page) =>
  page.getByTestId("destination-actions").getByRole("link", { name: "Download" });

async function download(page: Page): Promise<{ download: Download; body: Buffer; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), downloadLink(page).click()]);
  const body = await fs.readFile((await file.path())!);
  return { download: file, body, text: pdfText(body) };
}

test.describe("itinerary PDF", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an unverified visitor downloads the itineraries without the daily plans, with no console error", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/destination/norway");
    const actions = page.getByTestId("destination-actions");
    // The page's other actions stay as they were.
    await expect(actions.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(downloadLink(page)).toHaveAttribute("href", "/api/v1/destinations/norway/itinerary.pdf");

    const { download: file, body, text } = await download(page);
    expect(file.suggestedFilename()).toBe("norway-itineraries.pdf");
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(10_000);
    expect(text).toContain("LUXE VOYAGES");
    expect(text).toContain("Norway");
    expect(text).toContain("Northern Lights");
    expect(text).toMatch(/₹\d{1,2},\d{2},\d{3} – ₹\d{1,2},\d{2},\d{3} per person/);
    expect(text).toContain(LOCKED_LINE);
    expect(text).not.toContain("Day 1:");
    // Still on the destination page: the download opened no new page and no print dialog.
    await expect(page).toHaveURL(/\/destination\/norway$/);
    expect(problems).toEqual([]);
  });

  test("once the phone is verified the PDF holds the day-by-day plans", async ({ page }) => {
    const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
    await page.goto("/destination/kenya");
    await page.getByRole("tab", { name: "Itineraries" }).click();
    await page.getByTestId("itinerary-card").first().getByTestId("toggle-daily-plan").click();
    const dialog = page.getByRole("dialog", { name: "Unlock the Day-by-Day Plan" });
    await dialog.getByLabel("Your name").fill("Kavya Menon");
    await dialog.getByLabel("Mobile number").fill(digits);
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    await page
      .getByRole("textbox", { name: "6-digit verification code" })
      .fill(await readSmsCode(`+91${digits}`));
    await dialog.getByRole("button", { name: "Verify & Unlock" }).click();
    await expect(dialog).toHaveCount(0);
    const firstDay = page.getByTestId("itinerary-card").first().getByTestId("daily-plan");
    await expect(firstDay).toBeVisible();

    const { download: file, text } = await download(page);
    expect(file.suggestedFilename()).toBe("kenya-itineraries.pdf");
    expect(text).toContain("Kenya");
    expect(text).toMatch(/Day 1: /);
    expect(text).not.toContain(LOCKED_LINE);
  });
});

// The fixture's goto waits for hydration, which never comes without JavaScript.
withoutHydrationWait.describe("without JavaScript", () => {
  withoutHydrationWait.use({ javaScriptEnabled: false });

  withoutHydrationWait("Download is a plain link that still downloads the PDF", async ({ page }) => {
    await page.goto("/destination/japan");
    const { download: file, body } = await download(page);
    expect(file.suggestedFilename()).toBe("japan-itineraries.pdf");
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
