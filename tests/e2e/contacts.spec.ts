import fs from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";

/** A mobile nobody else in this run has: parallel tests add contacts to one database. */
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const spaced = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;

async function addContact(
  page: Page,
  fields: { name: string; phone?: string; email?: string; city?: string },
) {
  await page.getByRole("button", { name: "New contact" }).click();
  const dialog = page.getByRole("dialog", { name: "New contact" });
  await dialog.getByLabel("Name").fill(fields.name);
  if (fields.phone) await dialog.getByLabel("Mobile").fill(fields.phone);
  if (fields.email) await dialog.getByLabel("E-mail").fill(fields.email);
  if (fields.city) await dialog.getByLabel("City").fill(fields.city);
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(dialog).toBeHidden();
  // Adding opens the new contact.
  await expect(page.getByRole("dialog", { name: fields.name })).toBeVisible();
}

test.describe("VOX contacts", () => {
  test("a partner adds a contact, then finds it by the mobile typed with spaces and opens it from the keyboard", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "partner");
    await page.goto("/vox/contacts");
    const digits = freshMobile();
    const name = `Nandini Pillai ${testInfo.project.name}`;
    await addContact(page, { name, phone: `0${digits}`, city: "Thrissur" });
    const sheet = page.getByRole("dialog", { name });
    await expect(sheet.getByText(`+91 ${spaced(digits)}`)).toBeVisible();
    await expect(sheet.getByText("Not verified")).toBeVisible();
    await expect(sheet.getByTestId("timeline")).toContainText("Contact added by Pranav Partner");
    // Partners edit but do not delete.
    await expect(sheet.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    await page.getByLabel("Search contacts by name, phone or e-mail").fill(spaced(digits));
    await expect(page).toHaveURL(new RegExp(`q=${digits.slice(0, 5)}`));
    const table = page.getByRole("table", { name: /Contacts/ });
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row", { name: new RegExp(name) });
    await row.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await expect(page).toHaveURL(/contact=[0-9a-f-]{36}/);
  });

  test("a call logged from the contact's page is on the timeline at once, and in the communication log", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "partner");
    await page.goto("/vox/contacts");
    const name = `Gauri Deshpande ${testInfo.project.name}`;
    await addContact(page, { name, phone: freshMobile() });
    const sheet = page.getByRole("dialog", { name });
    await sheet.getByRole("button", { name: "Log a call or note" }).click();
    const form = sheet.getByRole("form", { name: "Log a call or note" });
    await form.getByRole("button", { name: "Log call" }).click();
    await expect(form.getByRole("alert")).toContainText("Write what was said or agreed");
    await form.getByLabel("Outcome").selectOption("no_answer");
    await form.getByLabel("Minutes").fill("3");
    await form.getByLabel("What was said").fill("Rang twice; will try after 6pm");
    await form.getByRole("button", { name: "Log call" }).click();
    await expect(page.getByText("Call logged")).toBeVisible();
    const timeline = sheet.getByTestId("timeline");
    await expect(timeline.locator('[data-kind="call"]').first()).toContainText("Call — no answer, 3 min");
    await expect(timeline).toContainText("Rang twice; will try after 6pm");

    const contactUrl = new URL(page.url());
    await page.goto(`/vox/logs?contact=${contactUrl.searchParams.get("contact")}&channel=call`);
    await expect(page.getByRole("heading", { name: `Log: ${name}` })).toBeVisible();
    await expect(page.getByTestId("timeline")).toContainText("Call — no answer, 3 min");
  });

  test("a number already on file is refused with whose it is", async ({ page }, testInfo) => {
    await signInAs(page, "partner");
    await page.goto("/vox/contacts");
    const digits = freshMobile();
    const first = `Farhan Ali ${testInfo.project.name}`;
    await addContact(page, { name: first, phone: digits });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: first })).toBeHidden();
    await page.getByRole("button", { name: "New contact" }).click();
    const dialog = page.getByRole("dialog", { name: "New contact" });
    await dialog.getByLabel("Name").fill("Farhan A.");
    await dialog.getByLabel("Mobile").fill(`+91 ${digits}`);
    await dialog.getByRole("button", { name: "Add contact" }).click();
    await expect(dialog.getByRole("alert")).toContainText(`is already ${first}'s number`);
    await dialog.getByRole("button", { name: "Open the contact who has this number" }).click();
    await expect(page.getByRole("dialog", { name: first })).toBeVisible();
  });

  test("two records of one person are merged, keeping both leads' history", async ({ page }, testInfo) => {
    await signInAs(page, "partner");
    await page.goto("/vox/contacts");
    const email = `sana.${testInfo.project.name}.${Date.now()}@example.in`;
    const keep = `Sana Qureshi ${testInfo.project.name}`;
    const dup = `Sana Q ${testInfo.project.name}`;
    await addContact(page, { name: dup, email: email.toUpperCase(), city: "Lucknow" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: dup })).toBeHidden();
    await addContact(page, { name: keep, phone: freshMobile(), email });
    const sheet = page.getByRole("dialog", { name: keep });
    await expect(sheet.getByText(`${dup} has the same e-mail`)).toBeVisible();
    await sheet.getByRole("button", { name: "Compare and merge" }).click();
    const merge = page.getByRole("dialog", { name: "Merge duplicates" });
    // This contact has no city: the duplicate's is chosen for it; keep our name.
    await expect(merge.getByRole("radio", { name: /City: Lucknow/ })).toBeChecked();
    await expect(merge.getByRole("radio", { name: new RegExp(`Name: ${keep}`) })).toBeChecked();
    await merge.getByRole("button", { name: "Merge into this contact" }).click();
    await expect(merge).toBeHidden();
    await expect(page.getByText("Contacts merged")).toBeVisible();
    await expect(sheet.getByText("Lucknow")).toBeVisible();
    await expect(sheet.getByText(/has the same e-mail/)).toHaveCount(0);
    await expect(sheet.getByTestId("timeline")).toContainText(`Merged with ${dup}`);
    await expect(sheet.getByTestId("timeline")).toContainText("Contact added by Pranav Partner");
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await page.getByLabel("Search contacts by name, phone or e-mail").fill(email);
    await expect(page.getByRole("table", { name: /Contacts/ }).getByRole("row")).toHaveCount(2);
  });

  test("an admin exports a person's data, then erases it for a data-protection request; nothing of them is left to find", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "admin");
    await page.goto("/vox/contacts");
    const digits = freshMobile();
    const name = `Erase Me ${testInfo.project.name} ${digits.slice(-4)}`;
    await addContact(page, { name, phone: digits });
    const sheet = page.getByRole("dialog", { name });
    // First the copy the person may ask for: one JSON file with what is about to go.
    const download = page.waitForEvent("download");
    await sheet.getByRole("link", { name: "Export personal data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personal-data-[0-9a-f-]{36}\.json$/);
    const copy = JSON.parse(await fs.readFile(await file.path(), "utf8")) as {
      contact: { name: string; phone: string };
    };
    expect(copy.contact.name).toBe(name);
    expect(copy.contact.phone).toContain(digits);
    await sheet.getByRole("button", { name: "Erase personal data" }).click();
    const confirm = page.getByRole("dialog", { name: "Erase personal data" });
    const button = confirm.getByRole("button", { name: "Erase for good" });
    await expect(button).toBeDisabled();
    await confirm.getByLabel("Type ERASE to confirm").fill("erase");
    await button.click();
    await expect(page.getByText("Personal data erased")).toBeVisible();
    await expect(sheet).toBeHidden();
    // The list reloads after the erase; a search typed while it does is typed again.
    await expect(async () => {
      await page.getByLabel("Search contacts by name, phone or e-mail").fill(digits);
      await expect(page.getByText("No contact matches these filters.")).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  });

  test("filters live in the URL and the page has no serious accessibility problems", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/vox/contacts?verified=no&sort=name&dir=asc");
    await expect(page.getByLabel("Mobile", { exact: true })).toHaveValue("no");
    await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/dir=desc/);
    await expectNoSeriousAxeViolations(page);
  });
});
