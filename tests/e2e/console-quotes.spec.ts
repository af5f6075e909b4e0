import fs from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { forAttempt } from "./attempt";
import { signInAs } from "./staff";
import { QUOTE_LEAD_NAME } from "../fakes/e2e-seed-crm";
import type { SeededProposal } from "../fakes/e2e-seed-proposals";

/**
 * An agent quotes a seeded lead in the console: a new quote from the lead on its contact page, two
 * days, two options, a hotel in one option and a euro activity in both, the figures as they type,
 * saved; sent when the send endpoint answers. And a proposal the traveller turned down, marked
 * declined with the lead closed as lost.
 */

const toast = (page: Page, title: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

test("an agent builds a priced quote with two options from a lead and saves it", async ({
  page,
}, testInfo) => {
  // One agent's whole morning: a quote from the lead to v2, on a shared two-core machine.
  test.setTimeout(120_000);
  await signInAs(page, "admin", { redirectTo: "/vox/rates" });

  // The euro activity needs a rupee rate for the day.
  const rates = page.getByTestId("rate-form");
  await rates.getByLabel("Currency (ISO code)").fill("EUR");
  await rates.getByLabel("Rupees for 1 unit").fill("90.50");
  await rates.getByRole("button", { name: "Save rate" }).click();
  await expect(toast(page, "Rate saved")).toBeVisible();
  // Beside the rates: the dated tax rules, the ones in force today marked.
  const taxRules = page.getByRole("table", { name: "Tax rules" });
  await expect(taxRules.getByRole("row").filter({ hasText: "In force today" })).toHaveCount(2);
  await expect(taxRules.getByRole("row").filter({ hasText: "2 % flat" })).toContainText("In force today");

  // The lead, on its contact page.
  const name = `${QUOTE_LEAD_NAME} ${testInfo.project.name}`;
  await page.goto("/vox/contacts");
  await page.getByLabel("Search contacts by name, phone or e-mail").fill(name);
  await expect(page).toHaveURL(/q=Meera/);
  const table = page.getByRole("table", { name: /Contacts/ });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(name) });
  await row.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name });
  const lead = sheet.getByTestId("contact-lead");
  await lead.getByRole("button", { name: "New quote" }).click();
  const start = page.getByRole("dialog", { name: "New quote" });
  await expect(start.getByLabel("Blank")).toBeChecked();
  await start.getByRole("button", { name: "Start the quote" }).click();
  await page.waitForURL(/\/vox\/quotes\/[0-9a-f-]{36}$/);
  const builder = page.getByTestId("quote-builder");
  await expect(builder.getByRole("heading", { level: 2 })).toHaveText(/^Q-\d{4}-\d{4}$/);
  await expect(page.getByRole("tab", { name: "Quotes" })).toHaveAttribute("aria-selected", "true");
  // The lead's trip details filled it.
  await expect(builder.getByLabel("Destination")).toHaveValue("Bali");
  await expect(builder.getByLabel("Start date")).toHaveValue("2027-03-10");

  // Two days, dated from the start.
  await builder.getByRole("button", { name: "Add day" }).click();
  await builder.getByLabel("Day 1 title").fill("Arrive in Ubud");
  await builder.getByRole("button", { name: "Add day" }).click();
  await builder.getByLabel("Day 2 title").fill("Rice terraces and the sacred spring");
  await expect(builder.getByTestId("quote-day").nth(1)).toContainText("Thursday, 11 March 2027");

  // Two options.
  await builder.getByLabel("Option 1 name").fill("Option A: luxury");
  await builder.getByRole("button", { name: "Add option" }).click();
  await builder.getByLabel("Option 2 name").fill("Option B: ultra-luxury");

  // A hotel in option A.
  const optionA = builder.getByRole("group", { name: "Option A: luxury" });
  await optionA.getByLabel("Kind of line to add to Option A: luxury").selectOption("hotel");
  await optionA.getByRole("button", { name: "Add line to Option A: luxury" }).click();
  const hotel = optionA.getByTestId("quote-line").first();
  await hotel.getByLabel("Title", { exact: true }).fill("Four Seasons Sayan, four nights");
  await hotel.getByLabel("Hotel", { exact: true }).fill("Four Seasons Resort Bali at Sayan");
  await hotel.getByLabel("Room type", { exact: true }).fill("Riverfront villa");
  await hotel.getByLabel("Nights", { exact: true }).fill("4");
  await hotel.getByLabel("Cost", { exact: true }).fill("200000");
  // The hotel markup default (15 %) applies: ₹2,00,000 → ₹2,30,000.
  await expect(hotel.getByTestId("line-figures")).toHaveText(
    "Cost₹2,00,000Sell₹2,30,000Margin₹30,000 · 13.0 %",
  );

  // A euro activity in every option.
  const shared = builder.getByRole("group", { name: "In every option" });
  await shared.getByLabel("Kind of line to add to In every option").selectOption("activity");
  await shared.getByRole("button", { name: "Add line to In every option" }).click();
  const cruise = shared.getByTestId("quote-line").first();
  await cruise.getByLabel("Title", { exact: true }).fill("Sunset cruise off Jimbaran");
  await cruise.getByLabel("Currency", { exact: true }).fill("EUR");
  await cruise.getByLabel("Cost", { exact: true }).fill("100");
  // €100 at ₹90.50 = ₹9,050, with the activity markup (20 %) ₹10,860.
  await expect(cruise.getByTestId("line-figures")).toHaveText("Cost₹9,050Sell₹10,860Margin₹1,810 · 16.7 %");

  // TCS is the flat 2 % in force from 1 April 2026 (the seeded rule).
  // Option A: ₹2,40,860 + GST 5 % ₹12,043 + TCS 2 % on ₹2,52,903 (₹5,058.06) = ₹2,57,961.06.
  const totalsA = page.getByRole("group", { name: "Totals of Option A: luxury" });
  await expect(totalsA.getByTestId("option-total")).toHaveText("₹2,57,961.06");
  await expect(totalsA).toContainText("₹2,52,903 at 2 %");
  // Option B has only the shared cruise: ₹10,860 + ₹543 + ₹228.06.
  await expect(
    page.getByRole("group", { name: "Totals of Option B: ultra-luxury" }).getByTestId("option-total"),
  ).toHaveText("₹11,631.06");

  await builder.getByRole("button", { name: "Save", exact: true }).click();
  await expect(builder.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(toast(page, "Quote saved")).toBeVisible();

  // Saved: a reload shows the same draft and figures.
  await page.reload();
  await expect(page.getByTestId("quote-line")).toHaveCount(2);
  await expect(
    page.getByRole("group", { name: "Totals of Option A: luxury" }).getByTestId("option-total"),
  ).toHaveText("₹2,57,961.06");
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({
    path: testInfo.outputPath("quote-builder.png"),
    fullPage: false,
    animations: "disabled",
  });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "Lines", exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath("quote-builder-lines.png"), animations: "disabled" });

  // Sent: the answer says to whom, with the traveller's link; the version is frozen.
  await builder.getByRole("button", { name: "Send v1" }).click();
  await expect(builder.getByTestId("quote-sent")).toContainText("Version 1 sent");
  await expect(builder.getByTestId("quote-sent").getByRole("link")).toHaveAttribute("href", /\/proposal\//);
  await expect(builder.getByTestId("quote-status")).toHaveText("Sent");
  await expect(builder.getByLabel("Quote title")).toBeDisabled();
  await expect(builder.getByRole("link", { name: "PDF of v1" })).toBeVisible();

  // A change after sending is a new draft, v2; the comparison shows what changed and the price.
  await builder.getByRole("button", { name: "Edit as v2" }).click();
  await expect(builder.getByRole("button", { name: "Send v2" })).toBeVisible();
  const cruise2 = builder.getByRole("group", { name: "In every option" }).getByTestId("quote-line").first();
  await cruise2.getByLabel("Cost", { exact: true }).fill("120");
  await builder.getByRole("button", { name: "Save", exact: true }).click();
  await expect(builder.getByTestId("save-state")).toHaveText("All changes saved");
  await builder.getByRole("button", { name: "Compare" }).click();
  const comparison = builder.getByTestId("quote-comparison");
  await expect(comparison).toContainText("Sunset cruise off Jimbaran: cost changed");
  await expect(comparison).toContainText("Option A: luxury");
  await page.screenshot({
    path: testInfo.outputPath("quote-builder-v2.png"),
    fullPage: false,
    animations: "disabled",
  });

  // The Quotes tab lists it.
  await builder.getByRole("link", { name: "Quotes", exact: true }).click();
  await page.getByLabel("Search quotes by number or name").fill(name);
  await expect(
    page.getByRole("table", { name: "Quotes" }).getByRole("row", { name: new RegExp(name) }),
  ).toContainText("v2");
});

test("an agent marks a sent proposal declined on the traveller's word and closes the lead as lost", async ({
  page,
}, testInfo) => {
  // A proposal of this attempt's own: a retry after a failure meets none its first try declined.
  const seeded = forAttempt(
    (JSON.parse(fs.readFileSync(process.env.E2E_PROPOSALS_FILE!, "utf8")) as Record<string, SeededProposal>)
      .desktop!.declines,
    testInfo,
  );
  await signInAs(page, "admin", { redirectTo: `/vox/quotes/${seeded.quoteId}` });
  const builder = page.getByTestId("quote-builder");
  await expect(builder.getByTestId("quote-status")).toHaveText("Sent");

  await builder.getByRole("button", { name: "Mark declined" }).click();
  const dialog = page.getByRole("dialog");
  // No reason, no decline: the dialog says what it needs.
  await dialog.getByRole("button", { name: "Mark declined" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Say why the traveller declined, in a few words (it goes on the timeline).",
  );
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Booked directly with the resort");
  await dialog.getByLabel("Also close the lead as lost, with this reason").check();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Mark declined" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Version 1 marked declined")).toContainText(
    "The lead is closed as lost with the same reason.",
  );
  await expect(builder.getByTestId("quote-status")).toHaveText("Declined");
  await expect(builder.getByRole("button", { name: "Mark declined" })).toHaveCount(0);

  // The contact's sheet: the lead is Closed Lost, and the timeline says why.
  await builder.getByRole("link", { name: seeded.leadName }).click();
  const sheet = page.getByRole("dialog", { name: seeded.leadName });
  await expect(sheet.getByRole("combobox", { name: "Stage of this booking request lead" })).toHaveValue(
    "Closed Lost",
  );
  await expect(sheet.getByText("Lost: Booked directly with the resort")).toBeVisible();
  await expect(
    sheet.getByText(
      /^Closed Lost \(was Proposal Sent\): Booked directly with the resort: proposal Q-\d{4}-\d+ v1 declined$/,
    ),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("quote-declined-contact.png"), animations: "disabled" });
});
