import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";
import { ownAccount } from "./staff-accounts";

/** The overdue count on the Tasks tab: this person's own open tasks past due. */
async function overdueBadge(page: Page): Promise<number> {
  const badge = page.getByTestId("tab-badge-tasks");
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/** "2026-11-23T10:00" a day before now, as the form's India-time field takes it. */
const yesterdayInIndia = () => new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);

test.describe("VOX tasks", () => {
  test("a task is added overdue, snoozed to tomorrow, then completed; the tab's count follows", async ({
    page,
  }, testInfo) => {
    // Each browser project has its own account, so "my tasks" and the count are this test's alone.
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    await page.goto("/vox?tab=tasks&view=mine");
    const before = await overdueBadge(page);
    const title = `Call Priya about Kenya ${testInfo.project.name} ${Date.now() % 10000}`;

    await page.getByRole("button", { name: "New task" }).click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.getByLabel("What to do").fill("Hi");
    await dialog.getByRole("button", { name: "Add task" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Say what to do in 3 to 200 characters.");
    await dialog.getByLabel("What to do").fill(title);
    await dialog.getByLabel("Type").selectOption("call");
    await dialog.getByLabel("Due").fill(yesterdayInIndia());
    await dialog.getByRole("button", { name: "Add task" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Overdue");
    await expect.poll(() => overdueBadge(page)).toBe(before + 1);
    await expect(page.getByRole("tab", { name: `Tasks, ${before + 1} overdue` })).toBeVisible();

    await row.getByLabel(`Snooze: ${title}`).selectOption("tomorrow");
    await expect(page.getByText("Task snoozed")).toBeVisible();
    await expect(row).not.toContainText("Overdue");
    await expect(row).toContainText("09:30");
    await expect.poll(() => overdueBadge(page)).toBe(before);

    await row.getByRole("button", { name: `Complete: ${title}` }).click();
    await expect(page.getByText("Task done")).toBeVisible();
    await expect(row).toBeHidden();
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
