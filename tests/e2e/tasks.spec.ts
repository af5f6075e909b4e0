import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";
import { ownAccount } from "./staff-accounts";
import { taskContactName } from "../fakes/e2e-seed-tasks";

/** The overdue count on the Tasks tab: this person's own open tasks past due. */
async function overdueBadge(page: Page): Promise<number> {
  const badge = page.getByTestId("tab-badge-tasks");
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/** "2026-11-23T10:00" `days` from now, as the form's India-time field takes it. */
const inIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);

test.describe("VOX tasks", () => {
  test("a task is added overdue, snoozed to tomorrow, then completed; the tab's count follows", async ({
    page,
  }, testInfo) => {
    // Each browser project has its own account, so "my tasks" and the count are this test's alone.
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    await page.goto("/vox?tab=tasks&view=mine");
    const before = await overdueBadge(page);
    const suffix = `${testInfo.project.name} ${Date.now() % 10000}`;
    const title = `Call Priya about Kenya ${suffix}`;
    const contact = taskContactName(testInfo.project.name);

    await page.getByRole("button", { name: "New task" }).click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.getByLabel("What to do").fill("Hi");
    await dialog.getByRole("button", { name: "Add task" }).click();
    // The browser checks with the endpoint's own schema: the same sentence the server would give.
    await expect(dialog.getByRole("alert")).toHaveText("Say what to do in 3 to 200 characters.");
    await dialog.getByLabel("What to do").fill(title);
    await dialog.getByLabel("Type").selectOption("call");
    await dialog.getByLabel("Due").fill(inIndia(-1));
    // Linked to a contact found by name.
    await dialog.getByLabel("Contact").fill(contact);
    await dialog.getByRole("button", { name: new RegExp(contact) }).click();
    await expect(dialog.getByRole("button", { name: `Remove the link to ${contact}` })).toBeVisible();
    await dialog.getByRole("button", { name: "Add task" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Overdue");
    await expect(row.getByRole("link", { name: new RegExp(contact) })).toHaveAttribute(
      "href",
      /\/vox\?tab=contacts&contact=[0-9a-f-]{36}$/,
    );
    await expect.poll(() => overdueBadge(page)).toBe(before + 1);
    await expect(page.getByRole("tab", { name: `Tasks, ${before + 1} overdue` })).toBeVisible();

    await row.getByRole("combobox", { name: `Snooze: ${title}` }).selectOption("tomorrow");
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

  test("rows are one tab stop: the arrow keys move between them and Enter edits one", async ({
    page,
  }, testInfo) => {
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    await page.goto("/vox?tab=tasks&view=mine&type=review");
    const suffix = `${testInfo.project.name} ${Date.now() % 10000}`;
    const add = async (title: string, due: string) => {
      await page.getByRole("button", { name: "New task" }).click();
      const dialog = page.getByRole("dialog", { name: "New task" });
      await dialog.getByLabel("What to do").fill(title);
      await dialog.getByLabel("Type").selectOption("review");
      if (due) await dialog.getByLabel("Due").fill(due);
      await dialog.getByRole("button", { name: "Add task" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();
    };
    const first = `Review Goa quote ${suffix}`;
    const second = `Review Bhutan visas ${suffix}`;
    // Not overdue: the other test counts this account's overdue tasks.
    await add(first, inIndia(2));
    await add(second, "");

    const firstRow = page.getByRole("row", { name: new RegExp(first) });
    const secondRow = page.getByRole("row", { name: new RegExp(second) });
    await firstRow.focus();
    // Dated first, the undated last: from the first row, End reaches the undated one.
    await page.keyboard.press("End");
    await expect(secondRow).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(secondRow).not.toBeFocused();
    await expect(page.locator("tbody tr:focus")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(secondRow).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    await expect(dialog.getByLabel("What to do")).toHaveValue(second);
    await dialog.getByLabel("What to do").fill(`${second} and permits`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(`${second} and permits`) })).toBeVisible();

    // Done with them: a retry starts from an empty list.
    for (const title of [first, `${second} and permits`]) {
      await page
        .getByRole("row", { name: new RegExp(title) })
        .getByRole("button", { name: `Complete: ${title}` })
        .click();
      await expect(page.getByRole("row", { name: new RegExp(title) })).toBeHidden();
    }
  });
});
