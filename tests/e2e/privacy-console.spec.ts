import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { E2E_STAFF, signInAs } from "./staff";

const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** "2026-11-27T10:00" a day ago, as the India-time field takes it. */
const yesterdayInIndia = () => new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);

test.describe("VOX privacy", () => {
  test("a request that came by phone is logged on the contact, then answered in the Privacy tab's queue", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "admin");
    await page.goto("/vox/contacts");
    const name = `Meera Iyer ${testInfo.project.name} ${Date.now() % 100000}`;
    await page.getByRole("button", { name: "New contact" }).click();
    const add = page.getByRole("dialog", { name: "New contact" });
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Mobile").fill(freshMobile());
    await add.getByRole("button", { name: "Add contact" }).click();
    const sheet = page.getByRole("dialog", { name });
    await expect(sheet).toBeVisible();

    await sheet.getByRole("button", { name: "Log a privacy request" }).click();
    const dialog = page.getByRole("dialog", { name: "Log a privacy request" });
    await dialog.getByLabel("What they asked for").selectOption({ label: "Correction" });
    await dialog.getByLabel("In their words").fill("no");
    await dialog.getByRole("button", { name: "Log the request" }).click();
    // Too short to act on: the sentence stays under the field and the words stay typed.
    await expect(dialog.getByRole("alert")).toHaveText("Say what the person asked.");
    await dialog.getByLabel("In their words").fill("Phoned: her e-mail should be meera.iyer@example.in");
    await dialog.getByRole("button", { name: "Log the request" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Privacy request logged")).toBeVisible();

    await page.goto("/vox/privacy");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Correction");
    await expect(row).toContainText("Phoned: her e-mail should be meera.iyer@example.in");
    await expect(row).toContainText(E2E_STAFF.admin.email);
    await page.screenshot({ path: testInfo.outputPath("privacy-queue.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await row.getByLabel("Status").selectOption({ label: "Done" });
    await row.getByLabel("What was done").fill("E-mail corrected on the contact.");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Request updated")).toBeVisible();
    await expect(row).toContainText("E-mail corrected on the contact.");
    await expect(row.getByLabel("Status")).toHaveCount(0);
  });

  test("an admin records a breach, sees the Board's deadline, and marks it reported", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "admin");
    await page.goto("/vox/privacy");
    const log = page.getByTestId("breach-log");
    await log.getByRole("button", { name: "Record a breach" }).click();
    const what = `a shared drive link to a guest list (${testInfo.project.name} ${Date.now() % 100000}) was sent to the wrong hotel.`;
    await log.getByLabel("Found at (India time)").fill(yesterdayInIndia());
    await log.getByLabel("People affected (best estimate)").fill("14");
    await log.getByLabel("What happened").fill(what);
    await log.getByLabel("Kinds of personal data").fill("names, phone numbers, passport numbers");
    await log.getByRole("button", { name: "Record the breach" }).click();
    await expect(page.getByText("Breach recorded")).toBeVisible();
    // Recorded: the form closes, and the breach is listed with its 72 hours.
    await expect(log.getByRole("button", { name: "Record the breach" })).toHaveCount(0);
    const item = log.getByRole("listitem").filter({ hasText: what });
    await expect(item).toContainText("14 people");
    await expect(item).toContainText("Report to the Board by");

    await item.getByRole("button", { name: "Reported to the Board" }).click();
    await expect(page.getByText("Marked reported")).toBeVisible();
    await expect(item).toContainText(`by ${E2E_STAFF.admin.email}`);
    await expect(item.getByRole("button", { name: "Reported to the Board" })).toHaveCount(0);
    await item.locator("summary", { hasText: "Notice to the people affected" }).click();
    await expect(item.getByLabel("Notice to the people affected")).toHaveValue(new RegExp(what.slice(0, 30)));
    await page.screenshot({ path: testInfo.outputPath("breach-log.png"), fullPage: true });
  });
});
