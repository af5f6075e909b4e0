import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { signInAs } from "./staff";

/** "Select all N matching" on the contacts list: beyond the 50 rows shown, with the number confirmed. */

const toast = (page: Page, title: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** A console write from the signed-in page itself (its cookies, its origin). */
const consolePost = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ([u, b]) => {
      const res = await fetch(u, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    [url, body] as const,
  );

/** Contacts named "<prefix> n" with fresh mobiles, added through the import endpoint in one go. */
async function addPeople(page: Page, prefix: string, from: number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    name: `${prefix} ${from + i}`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
    email: "",
    city: "Kochi",
    notes: "",
    tags: "",
  }));
  const res = await consolePost(page, "/api/v1/console/contacts/import", { rows });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.created).toBe(n);
}

test.describe("select all matching", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an admin ticks the page, selects all 57 matching, and a changed count is refused with the new number", async ({
    page,
  }, testInfo) => {
    const run = crypto.randomBytes(3).toString("hex");
    const prefix = `Bulk${run}`;
    const tagName = `All ${run}`;
    await signInAs(page, "admin", { redirectTo: "/vox/tags" });
    const made = await consolePost(page, "/api/v1/console/tags", { name: tagName });
    expect(made.status).toBe(200);
    await addPeople(page, prefix, 1, 57);

    await page.goto(`/vox/contacts?q=${prefix}`);
    const table = page.getByRole("table", { name: /^Contacts/ });
    await expect(table.locator("tbody tr[data-row]")).toHaveCount(50);
    await page.getByLabel("Tick every row on this page").check();
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await expect(bulk).toContainText("50 selected");
    await bulk.getByRole("button", { name: "Select all 57 matching" }).click();
    await expect(bulk).toContainText("All 57 contacts matching selected");
    await bulk.getByLabel("Tag for the selected contacts").selectOption({ label: tagName });
    await bulk.getByRole("button", { name: "Add tag" }).click();
    const confirm = page.getByRole("dialog", { name: `Tag 57 contacts ${tagName}?` });
    await expect(confirm).toContainText("not only the 50 on this page");
    await page.screenshot({ path: testInfo.outputPath("select-all-matching-confirm.png") });

    // Someone adds a matching contact before the admin confirms: nothing is tagged, the new number is said.
    await addPeople(page, prefix, 58, 1);
    await confirm.getByRole("button", { name: "Tag 57 contacts" }).click();
    await expect(
      toast(page, "These filters now match 58 contacts, not the 57 contacts you confirmed"),
    ).toBeVisible();

    // The refusal refreshes the list; the page is ticked again once it shows the new number (ticked
    // before, a row the refresh pushes off the page would take the whole-page tick with it).
    await expect(page.getByText(`58 contacts matching “${prefix}”`)).toBeVisible();
    await page.getByLabel(/Tick every row on this page|Untick every row on this page/).check();
    await expect(bulk).toContainText("50 selected");
    await bulk.getByRole("button", { name: "Select all 58 matching" }).click();
    await bulk.getByLabel("Tag for the selected contacts").selectOption({ label: tagName });
    await bulk.getByRole("button", { name: "Add tag" }).click();
    await page
      .getByRole("dialog", { name: `Tag 58 contacts ${tagName}?` })
      .getByRole("button", { name: "Tag 58 contacts" })
      .click();
    await expect(toast(page, `Tagged 58 contacts ${tagName}`)).toBeVisible();

    // The tag filter now finds all 58 (two pages), not only the page that was shown.
    await page.goto(`/vox/contacts?q=${prefix}&tag=${String(made.body.id)}`);
    await expect(page.getByText(`58 contacts matching “${prefix}”`)).toBeVisible();
  });
});
