import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { signInAs } from "./staff";

test.describe("staff help centre", () => {
  test("lists every category with single-open answers, searches, and says when nothing matches", async ({
    page,
  }) => {
    await signInAs(page, "partner", { redirectTo: "/faq" });
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to VOX" })).toHaveAttribute("href", "/vox");
    const categories = page.getByTestId("faq-category");
    await expect(categories).toHaveCount(8);
    await expect(page.getByRole("list", { name: "The help centre at a glance" })).toContainText("2FA");

    // One answer open per category: opening the second closes the first.
    const started = categories.filter({ hasText: "Getting Started" });
    const first = started.getByRole("button", { name: "How do I sign in to VOX?" });
    const second = started.getByRole("button", { name: "What is on each tab of the console?" });
    await first.click();
    await expect(started.getByText(/expires in 5 minutes/)).toBeVisible();
    await second.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "true");

    const search = page.getByPlaceholder("Search FAQ topics and answers...");
    await search.fill("PIPELINE");
    await expect(page).toHaveURL(/\?q=PIPELINE$/);
    // The address changes in the same keystroke as the list, which may draw a frame later: retried.
    await expect.poll(() => categories.count()).toBeLessThan(8);
    expect(await categories.count()).toBeGreaterThan(0);
    // Matches by answer too ("How is revenue counted?" speaks of the open pipeline), never others.
    await expect(page.getByRole("button", { name: "What are the pipeline stages?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "How is revenue counted?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "I forgot my password." })).toHaveCount(0);

    await search.fill("zanzibar submarine");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(page.getByTestId("faq-no-results")).toContainText("No FAQ items match “zanzibar submarine”");
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(categories).toHaveCount(8);
    await expect(search).toHaveValue("");
    await expect(page).toHaveURL(/\/faq$/);

    await expect(page.getByRole("link", { name: "Contact Administrator" })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
    await expect(page.getByRole("link", { name: "Technical Support" })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
  });

  test("a search in the address opens filtered, and the page has no serious accessibility problems", async ({
    page,
  }) => {
    await signInAs(page, "partner", { redirectTo: "/faq?q=password" });
    await expect(page.getByPlaceholder("Search FAQ topics and answers...")).toHaveValue("password");
    await expect(page.getByRole("button", { name: "I forgot my password." })).toBeVisible();
    await expect(page.getByRole("button", { name: "What are the pipeline stages?" })).toHaveCount(0);
    expect(await page.getByTestId("faq-category").count()).toBeLessThan(8);
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toMatch(/noindex/);
    await expectNoSeriousAxeViolations(page);
  });
});
