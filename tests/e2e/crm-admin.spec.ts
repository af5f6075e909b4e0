import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { readSmsCode } from "../fakes/sms-inbox-client";
import { TOP_ANSWERS } from "../helpers/quiz-requests";
import { signInAs } from "./staff";

/** Tags, the Users tab's rota switch and new leads arriving live, as staff meet them in the console. */

const toast = (page: Page, title: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });
const contactsTable = (page: Page) => page.getByRole("table", { name: /^Contacts/ });

test.describe("tags", () => {
  test("an admin makes a tag, ticks two contacts and tags them in one go, untags one from its page, and deletes the tag", async ({
    page,
  }) => {
    const name = `Honeymoon ${crypto.randomBytes(3).toString("hex")}`;
    await signInAs(page, "admin", { redirectTo: "/vox/tags" });
    await page.getByLabel("New tag", { exact: true }).fill(name);
    await page.getByLabel("Colour of the new tag").selectOption("rose");
    await page.getByRole("button", { name: "Add tag" }).click();
    await expect(toast(page, "Tag created")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(page.getByLabel("New tag", { exact: true })).toHaveValue("");
    await expectNoSeriousAxeViolations(page);

    // The same name in another case is refused in words.
    await page.getByLabel("New tag", { exact: true }).fill(name.toUpperCase());
    await page.getByRole("button", { name: "Add tag" }).click();
    await expect(toast(page, "Tag already exists")).toBeVisible();

    await page.goto("/vox/contacts");
    const rows = contactsTable(page).locator("tbody tr[data-row]");
    await expect(rows.first()).toBeVisible();
    // New leads from parallel tests may arrive at the top of the list meanwhile: rows are found by name.
    const firstName = (await rows.nth(0).getByRole("button").first().textContent())!.trim();
    const secondName = (await rows.nth(1).getByRole("button").first().textContent())!.trim();
    const rowOf = (who: string) =>
      rows.filter({ has: page.getByRole("button", { name: who, exact: true }) }).first();
    await rowOf(firstName).getByRole("checkbox").check();
    await rowOf(secondName).getByRole("checkbox").check();
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await expect(bulk).toContainText("2 selected");
    await bulk.getByLabel("Tag for the selected contacts").selectOption({ label: name });
    await bulk.getByRole("button", { name: "Add tag" }).click();
    await expect(toast(page, `Tagged 2 contacts ${name}`)).toBeVisible();
    await expect(bulk).toHaveCount(0);
    await expect(rowOf(firstName)).toContainText(name);
    await expect(rowOf(secondName)).toContainText(name);

    // The tag filter finds them; the first one's page takes it off again. (On a phone the filters fold away.)
    const filters = page.getByRole("button", { name: "Filters" });
    if (await filters.isVisible()) await filters.click();
    await page.getByLabel("Tag", { exact: true }).selectOption({ label: name });
    await expect(rows).toHaveCount(2);
    await rows.filter({ hasText: firstName }).first().getByRole("button").first().click();
    const sheet = page.getByRole("dialog", { name: firstName });
    await sheet.getByRole("button", { name: "Edit tags" }).click();
    const toggle = sheet.getByRole("group", { name: "Tags of this contact" }).getByRole("button", { name });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Escape");
    await expect(rows).toHaveCount(1);

    await page.goto("/vox/tags");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete “${name}”?` });
    await expect(confirm).toContainText("It comes off 1 contact");
    await confirm.getByRole("button", { name: "Delete tag" }).click();
    await expect(toast(page, "Tag deleted")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("a partner has no Tags tab and the tag endpoints refuse them", async ({ page }) => {
    await signInAs(page, "partner");
    await expect(
      page.getByRole("tablist", { name: "Console sections" }).getByRole("tab", { name: "Tags" }),
    ).toHaveCount(0);
    const res = await page.request.post("/api/v1/console/tags", { data: { name: "Sneaky" } });
    expect(res.status()).toBe(403);
  });
});

test.describe("new leads, live", () => {
  test("a lead made while the console is open arrives as a toast, counts on the Contacts tab, and opens from the toast", async ({
    page,
    browser,
  }) => {
    await signInAs(page, "admin", { redirectTo: "/vox/tasks" });
    const name = `Live ${crypto.randomBytes(3).toString("hex")}`;
    const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;

    // A visitor elsewhere finishes the quiz and verifies their phone.
    const visitor = await browser.newContext();
    const started = await visitor.request.post("/api/v1/quiz/submissions", {
      data: { name, phone: digits, answers: TOP_ANSWERS },
    });
    expect(started.status()).toBe(201);
    const { submissionId } = (await started.json()) as { submissionId: string };
    const verified = await visitor.request.post(`/api/v1/quiz/submissions/${submissionId}/verify`, {
      data: { code: await readSmsCode(`+91${digits}`) },
    });
    expect(verified.status()).toBe(200);
    await visitor.close();

    const news = toast(page, `New lead: ${name}`);
    await expect(news).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("tab-badge-contacts")).toBeVisible();
    await news.getByRole("button", { name: "Open" }).click();
    await expect(page).toHaveURL(/\/vox\/contacts\?contact=/);
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    // Looking at the contacts reads the news.
    await expect(page.getByTestId("tab-badge-contacts")).toHaveCount(0);
  });
});

test.describe("the Users tab", () => {
  test("an admin sees each person's sessions and the audit log filtered by event", async ({ page }) => {
    await signInAs(page, "admin", { redirectTo: "/vox/users" });
    await expect(page.getByRole("switch", { name: /next active partner in turn/ })).toBeVisible();
    const me = page.getByRole("row").filter({ hasText: "admin@e2e.test" });
    await me.getByRole("button", { name: /active sessions? of Asha Admin/ }).click();
    await expect(page.getByRole("list", { name: "Sessions of Asha Admin" })).toContainText("Chrome");
    await page.getByLabel("Event", { exact: true }).selectOption("sign_in");
    await expect(page).toHaveURL(/action=sign_in/);
    const audit = page.getByRole("table", { name: /Security events/ });
    await expect(audit.locator("tbody tr").first()).toContainText("Sign in");
    await expectNoSeriousAxeViolations(page);
  });
});
