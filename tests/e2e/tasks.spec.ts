import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";
import { ownAccount } from "./staff-accounts";
import { queueLeadName, taskContactName } from "../fakes/e2e-seed-tasks";

/** The overdue count on the Tasks tab: this person's own open tasks past due. */
async function overdueBadge(page: Page): Promise<number> {
  const badge = page.getByTestId("tab-badge-tasks");
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/** "2026-11-23T10:00" `days` from now, as the form's India-time field takes it. */
const inIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);

/** The open count in the heading beside the list ("Unassigned: 2 overdue · 5 open" → 5). */
async function listedOpen(page: Page, whose: string): Promise<number> {
  const counts = page.getByTestId("task-counts");
  await expect(counts).toContainText(`${whose}:`);
  return Number(/(\d+) open/.exec((await counts.textContent()) ?? "")?.[1]);
}

test.describe("VOX tasks", () => {
  test("a task is added overdue, snoozed to tomorrow, then completed; the tab's count follows", async ({
    page,
  }, testInfo) => {
    // Each browser project has its own account, so "my tasks" and the count are this test's alone.
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    await page.goto("/vox/tasks?view=mine");
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
      /\/vox\/contacts\?contact=[0-9a-f-]{36}$/,
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
    await page.goto("/vox/tasks?view=mine&type=review");
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

  test("a new lead nobody owns waits in the Unassigned queue, counted, until an admin assigns its call", async ({
    page,
  }, testInfo) => {
    // Sign-in, an accessibility scan and a full-page screenshot before the assignment itself: on a
    // busy two-core machine that has taken longer than one ordinary test's allowance.
    test.slow();
    await signInAs(page, "admin");
    await page.goto("/vox/tasks");
    const chip = page.getByRole("button", { name: /^Unassigned \(\d+\)$/ });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    // The chip's number is the queue's size beside the list (other tests' leads may join it).
    const waiting = Number(/\((\d+)\)/.exec((await chip.textContent()) ?? "")?.[1]);
    expect(await listedOpen(page, "Unassigned")).toBe(waiting);

    const name = queueLeadName(testInfo.project.name);
    const row = page.getByRole("row", { name: new RegExp(`Call ${name}`) });
    await expect(row).toContainText("Urgent");
    await page.screenshot({ path: testInfo.outputPath("unassigned-queue.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await row.getByRole("combobox", { name: /^Assign: Call / }).selectOption({ label: "Asha Admin (me)" });
    // Assigned: it leaves the queue (the toast saying so may have faded on a slow machine).
    await expect(row).toBeHidden();

    await page.getByRole("button", { name: "My tasks" }).click();
    await expect(page.getByTestId("task-counts")).toContainText("Yours:");
    const mine = page.getByRole("row", { name: new RegExp(`Call ${name}`) });
    await expect(mine).toBeVisible();
    await mine.getByRole("button", { name: /^Complete: Call / }).click();
    await expect(mine).toBeHidden();
  });

  test("snooze moves a task due later on by an hour, and offers no morning before its due time", async ({
    page,
  }, testInfo) => {
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    await page.goto("/vox/tasks?view=mine&type=meeting");
    const title = `Meet the Kerala DMC ${testInfo.project.name} ${Date.now() % 10000}`;
    // Three days ahead at 10:00 India time: later than tomorrow 9:30, earlier than next week.
    const due = `${inIndia(3).slice(0, 10)}T10:00`;
    await page.getByRole("button", { name: "New task" }).click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.getByLabel("What to do").fill(title);
    await dialog.getByLabel("Type").selectOption("meeting");
    await dialog.getByLabel("Due").fill(due);
    await dialog.getByRole("button", { name: "Add task" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("10:00");
    const snooze = row.getByRole("combobox", { name: `Snooze: ${title}` });
    await expect(snooze.locator("option")).toHaveText(["Snooze…", "1 hour later", "Next week"]);
    await page.screenshot({ path: testInfo.outputPath("snooze-options.png") });
    await snooze.selectOption("1h");
    await expect(page.getByText("Task snoozed")).toBeVisible();
    await expect(row).toContainText("11:00");
    await expect(row).not.toContainText("Overdue");

    await row.getByRole("button", { name: `Complete: ${title}` }).click();
    await expect(row).toBeHidden();
  });
});
