import crypto from "node:crypto";
import fs from "node:fs/promises";
import Papa from "papaparse";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { E2E_STAFF, signInAs } from "./staff";
import { ownAccount } from "./staff-accounts";

/** Contacts in and out of VOX as CSV files, the way an agent does it from the Contacts tab. */

const BOM = "\uFEFF";
const readCsvFile = async (path: string) => {
  const text = await fs.readFile(path, "utf8");
  return {
    bom: text.startsWith(BOM),
    rows: Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data,
  };
};

test("an agent imports a CSV with a bad row, sees what happened, downloads the rejected rows, and exports the result once an admin allows it", async ({
  page,
  browser,
}, testInfo) => {
  // Two people sign in (the partner, then the admin who allows the export): twice the usual time.
  test.slow();
  const tag = crypto.randomBytes(3).toString("hex");
  const digits = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const good = [digits(), digits()];
  const file = testInfo.outputPath("contacts.csv");
  await fs.writeFile(
    file,
    BOM +
      [
        "Client,WhatsApp,E-mail,City",
        `Tara Import${tag},${good[0]},tara.${tag}@example.in,"Jaipur, Rajasthan"`,
        `Vikram Import${tag},+91 ${good[1]},,Pune`,
        `Broken Import${tag},12345,,Delhi`,
      ].join("\r\n"),
  );

  const agent = ownAccount("export", testInfo.project.name);
  await signInAs(page, agent, { redirectTo: "/vox/contacts" });
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  await dialog.getByLabel("Choose a CSV file").setInputFiles(file);
  await expect(dialog).toContainText("contacts.csv: 3 rows");
  // The columns were guessed from their headers.
  await expect(dialog.getByLabel("Name (or first and last name)")).toHaveValue("Client");
  await expect(dialog.getByLabel("Mobile (one of these)")).toHaveValue("WhatsApp");
  await expect(dialog.getByRole("table", { name: "The first rows of the file" })).toContainText(
    "Jaipur, Rajasthan",
  );
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Import 3 rows" }).click();

  const status = dialog.getByRole("status");
  await expect(status).toContainText("Added2");
  await expect(status).toContainText("Not imported1");
  await expect(status).toContainText("Row 4: Mobile “12345”: Enter a 10-digit Indian mobile number");
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download the rows not imported" }).click();
  const report = await readCsvFile(await (await download).path());
  expect(report.bom).toBe(true);
  expect(report.rows).toEqual([
    {
      Row: "4",
      Client: `Broken Import${tag}`,
      WhatsApp: "12345",
      "E-mail": "",
      City: "Delhi",
      "Why it was not imported":
        "Mobile “12345”: Enter a 10-digit Indian mobile number (starting 6, 7, 8 or 9).",
    },
  ]);
  await dialog.getByRole("button", { name: "Done" }).click();

  // Exporting is a permission an admin grants on the Users tab; until then there is no button.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin", { redirectTo: "/vox/users" });
  const allow = admin.getByLabel(`${E2E_STAFF[agent].name} may export contacts and leads`);
  // The box follows the server: it shows ticked once the change is saved.
  if (!(await allow.isChecked())) await allow.click();
  await expect(allow).toBeChecked();
  await adminContext.close();
  await page.reload();

  // The list shows them; the export of this search holds exactly them.
  await page.getByLabel("Search contacts by name, phone or e-mail").fill(`Import${tag}`);
  await expect(page.locator("tbody tr[data-row]")).toHaveCount(2);
  const exported = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const done = await exported;
  expect(done.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const out = await readCsvFile(await done.path());
  expect(out.bom).toBe(true);
  expect(out.rows.map((r) => [r.Name, r.Mobile, r.City]).sort()).toEqual(
    [
      [`Tara Import${tag}`, `+91${good[0]}`, "Jaipur, Rajasthan"],
      [`Vikram Import${tag}`, `+91${good[1]}`, "Pune"],
    ].sort(),
  );
});

test("a file over 10,000 rows is refused before anything is sent", async ({ page }, testInfo) => {
  const file = testInfo.outputPath("too-big.csv");
  await fs.writeFile(
    file,
    ["name,phone", ...Array.from({ length: 10_001 }, (_, i) => `P ${i},9${String(100_000_000 + i)}`)].join(
      "\n",
    ),
  );
  await signInAs(page, "partner", { redirectTo: "/vox/contacts" });
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  await dialog.getByLabel("Choose a CSV file").setInputFiles(file);
  await expect(dialog.getByRole("alert")).toHaveText(
    "That file has 10,001 rows; import at most 10,000 at a time. Split it and import each part.",
  );
});

test("an admin imports a HubSpot contacts export and the report accounts for every row", async ({
  page,
}, testInfo) => {
  // The sample file with this run's own mobiles and e-mails, so a retry imports new people again.
  const tag = crypto.randomBytes(3).toString("hex");
  const series = () => `9${crypto.randomInt(100, 999)}`;
  const [a, b] = [series(), `${series()}${crypto.randomInt(0, 9)}`];
  const text = (await fs.readFile("tests/fixtures/hubspot-contacts.csv", "utf8"))
    .replaceAll("9845", a)
    .replaceAll("99876", b)
    .replaceAll("@example.in", `@${tag}.example.in`);
  const file = testInfo.outputPath("hubspot-contacts.csv");
  await fs.writeFile(file, text);

  await signInAs(page, "admin", { redirectTo: "/vox/contacts" });
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  await dialog.getByLabel("Choose a CSV file").setInputFiles(file);
  await expect(dialog).toContainText("hubspot-contacts.csv: 53 rows");
  await expect(dialog.getByLabel("First name", { exact: true })).toHaveValue("First Name");
  await expect(dialog.getByLabel("Last name", { exact: true })).toHaveValue("Last Name");
  await expect(dialog.getByLabel("Stage", { exact: true })).toHaveValue("Lifecycle Stage");
  await expect(dialog.getByLabel("Created", { exact: true })).toHaveValue("Create Date");
  await expect(dialog.getByLabel("Owner", { exact: true })).toHaveValue("Contact owner");
  await expect(dialog).toContainText(
    "Not imported from this file: Record ID, Lead Status, Last Activity Date, Marketing contact status.",
  );
  await dialog.getByRole("button", { name: "Import 53 rows" }).click();

  const status = dialog.getByRole("status");
  await expect(status).toContainText("Added49");
  await expect(status).toContainText("Updated0");
  await expect(status).toContainText("Skipped2");
  await expect(status).toContainText("Not imported2");
  await expect(status).toContainText(
    "53 of the file's 53 rows accounted for; 45 leads were put on the pipeline",
  );
  await expect(status).toContainText(
    "Columns not used: Record ID, Lead Status, Last Activity Date, Marketing contact status.",
  );
  await expect(status.getByRole("region", { name: "Skipped" })).toContainText("Row 53: Blank row.");
  await expect(status.getByRole("region", { name: "Skipped" })).toContainText(
    "Row 50: Same mobile or e-mail as row 46 of this file",
  );
  await expect(status.getByRole("region", { name: "Imported, with a note" })).toContainText(
    "Row 48: Owner “Sunil Verma” is not an active staff member here",
  );
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("hubspot-import-report.png"), fullPage: true });
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.getByLabel("Search contacts by name, phone or e-mail").fill("अनन्या");
  await expect(page.locator("tbody tr[data-row]").filter({ hasText: "अनन्या शर्मा" }).first()).toBeVisible();
});
