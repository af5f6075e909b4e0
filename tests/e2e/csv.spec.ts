import crypto from "node:crypto";
import fs from "node:fs/promises";
import Papa from "papaparse";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";

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

test("an agent imports a CSV with a bad row, sees what happened, downloads the rejected rows, and exports the result", async ({
  page,
}, testInfo) => {
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

  await signInAs(page, "partner", { redirectTo: "/vox?tab=contacts" });
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  await dialog.getByLabel("Choose a CSV file").setInputFiles(file);
  await expect(dialog).toContainText("contacts.csv: 3 rows");
  // The columns were guessed from their headers.
  await expect(dialog.getByLabel("Name (needed)")).toHaveValue("Client");
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
  await signInAs(page, "partner", { redirectTo: "/vox?tab=contacts" });
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  await dialog.getByLabel("Choose a CSV file").setInputFiles(file);
  await expect(dialog.getByRole("alert")).toHaveText(
    "That file has 10,001 rows; import at most 10,000 at a time. Split it and import each part.",
  );
});
