import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { INSIGHTS_RANGE } from "../fakes/e2e-seed-insights";
import { signInAs } from "./staff";

/** The Analytics and Revenue tabs over January 2025, when only the seeded leads exist. */

const range = `from=${INSIGHTS_RANGE.from}&to=${INSIGHTS_RANGE.to}`;
const card = (page: Page, title: string) => page.getByRole("region", { name: title });
const tableRows = async (page: Page, title: string) => {
  const c = card(page, title);
  await c.getByRole("button", { name: "Show table" }).click();
  const rows = c.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent!.trim())),
  );
};

test("analytics draws its charts and each table holds the seeded month's figures", async ({ page }) => {
  await signInAs(page, "admin", { redirectTo: `/vox/analytics?${range}` });
  await expect(page.getByRole("heading", { level: 2, name: "Analytics" })).toBeVisible();
  await expect(page.getByText("4 leads from 1 Jan 2025 to 31 Jan 2025")).toBeVisible();
  for (const title of ["Leads per day by type", "Stage conversion", "Top destinations"]) {
    await expect(card(page, title).getByTestId("chart").locator("svg").first()).toBeVisible();
  }
  expect(await tableRows(page, "Top destinations")).toEqual([
    ["Maldives", "2"],
    ["Japan", "1"],
    ["Kenya", "1"],
  ]);
  expect(await tableRows(page, "Stage conversion")).toEqual([
    // Kabir's lead was lost straight from New Lead: still one of the period's new leads.
    ["New Lead", "4", "100%"],
    ["Contacted", "3", "75%"],
    ["Qualified", "3", "75%"],
    ["Proposal Sent", "2", "50%"],
    ["Negotiation", "2", "50%"],
    ["Closed Won", "2", "50%"],
    ["Closed Lost", "1", "25%"],
  ]);
  const perDay = await tableRows(page, "Leads per day by type");
  expect(perDay.map((r) => [r[0], r.at(-1)])).toEqual([
    ["6 Jan", "1"],
    ["9 Jan", "1"],
    ["14 Jan", "1"],
    ["20 Jan", "1"],
  ]);
  // The table hides the chart and "Show chart" brings it back.
  await card(page, "Top destinations").getByRole("button", { name: "Show chart" }).click();
  await expect(card(page, "Top destinations").getByTestId("chart")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A preset replaces the dates in the URL.
  await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/range=7d/);
  await expect(page).not.toHaveURL(/from=/);
});

test("revenue shows the seeded month's won deals by month, destination and owner", async ({ page }) => {
  await signInAs(page, "partner", { redirectTo: `/vox/revenue?${range}` });
  await expect(page.getByRole("heading", { level: 2, name: "Revenue" })).toBeVisible();
  await expect(page.getByText("₹10,00,000", { exact: true })).toBeVisible();
  await expect(page.getByText("2 deals closed in this period, whenever the lead came in")).toBeVisible();
  expect(await tableRows(page, "Closed won by month")).toEqual([["Jan 2025", "2", "₹10,00,000"]]);
  expect(await tableRows(page, "Closed won by destination")).toEqual([["Maldives", "2", "₹10,00,000"]]);
  expect(await tableRows(page, "Closed won by owner")).toEqual([["Unassigned", "2", "₹10,00,000"]]);
  // Partners read the probabilities but do not change them.
  await expect(page.getByLabel("Negotiation %")).toBeDisabled();
});

// The probabilities are one setting for the whole agency: only the desktop project changes them.
test("an admin changes a stage probability and the weighted pipeline follows it @desktop", async ({
  page,
}) => {
  await signInAs(page, "admin", { redirectTo: "/vox/revenue" });
  const weighted = page.getByRole("region", { name: "Weighted open pipeline" });
  const figure = async () => {
    await weighted.getByRole("button", { name: "Show table" }).click();
    const cells = await weighted
      .locator("tbody tr")
      .filter({ hasText: "New Lead" })
      .locator("td")
      .allTextContents();
    await weighted.getByRole("button", { name: "Show chart" }).click();
    return cells;
  };
  const input = page.getByLabel("New Lead %");
  const before = await input.inputValue();
  const next = before === "10" ? "30" : "10";
  await input.fill(next);
  await page.getByRole("button", { name: "Save probabilities" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Stage probabilities saved" }),
  ).toBeVisible();
  await expect.poll(async () => (await figure())[3]).toBe(`${next}%`);
  await page.reload();
  await expect(page.getByLabel("New Lead %")).toHaveValue(next);
});
