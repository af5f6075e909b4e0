import crypto from "node:crypto";
import { expectNoSeriousAxeViolations } from "./axe";
import { everyRequestSoFarSeen, expect, test, type Page } from "./fixtures";
import { mailFor, readSignInCode } from "../fakes/mail-inbox-client";
import { readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";

/**
 * /activities as a visitor uses it: suggestions by keyboard, the search in the URL (Back works),
 * the empty state, the filter panel, and a booking for two adults and a child whose total follows
 * the guests and whose reference comes back — after the code e-mailed to the address, or texted to
 * the mobile when one is given, read from the e2e mailbox and the fake SMS gateway as a person reads
 * them; the experience pages and their 404.
 */

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const heading = (page: Page) => page.getByTestId("activity-count");
/** How long the search waits after the last key. */
const SEARCH_DELAY_MS = 800;
const codeBox = (page: Page) => page.getByRole("textbox", { name: "6-digit verification code" });

function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}` };
}

/** A day about three weeks ahead, as the date box takes it. */
function dayAhead(days = 21) {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000);
  return d.toISOString().slice(0, 10);
}

test.describe("activities", () => {
  test("suggests activity types as the visitor types, picks one by keyboard, and searches", async ({
    page,
  }) => {
    await page.goto("/activities");
    await expect(heading(page)).toHaveText(/^\d+ Activit(y|ies) Found$/);
    const box = page.getByRole("combobox", { name: "Activity" });
    await box.fill("saf");
    const options = page.getByRole("listbox", { name: "Activity suggestions" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(box).toHaveValue("Wildlife Safari");
    await expect(page).toHaveURL(/q=Wildlife\+Safari/);
    await expect(toast(page, "Search completed")).toBeVisible();
    const cards = page.getByTestId("activity-card");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator("[data-slot=card-image-badge]").allTextContents()) {
      expect(text.toLowerCase()).toContain("safari");
    }

    // Destinations are suggested too, at most five.
    const dest = page.getByRole("combobox", { name: "Destination" });
    await dest.fill("k");
    const places = page.getByRole("listbox", { name: "Destination suggestions" }).getByRole("option");
    await expect(places.first()).toBeVisible();
    expect(await places.count()).toBeLessThanOrEqual(5);
    await dest.press("Escape");
    await expect(places).toHaveCount(0);
  });

  test("the first load says the grid is ready; every card follows, and Back and a reload return to the card the visitor tapped", async ({
    page,
  }) => {
    await page.goto("/activities");
    await expect(page.getByTestId("activities-loaded-toast")).toContainText("Activities loaded");
    const all = Number((await heading(page).textContent())!.split(" ")[0]);
    // The first cards come with the page and the rest follow a moment later.
    await expect(page.getByTestId("activity-card")).toHaveCount(all);
    const link = page.getByTestId("activity-link").nth(10);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const href = (await link.getAttribute("href"))!;
    // What the visitor saw: where the card sat in the window when they tapped it.
    const seenAt = await link.evaluate((a) => a.getBoundingClientRect().top);
    // A DOM click, so the test runner does not scroll the link into view first.
    await link.evaluate((a: HTMLElement) => a.click());
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/activities$/);
    const back = page.getByTestId("activity-link").nth(10);
    await expect(back).toHaveAttribute("href", href);
    await expect
      .poll(() => back.evaluate((a, top) => Math.abs(a.getBoundingClientRect().top - top), seenAt))
      .toBeLessThan(40);
    await page.reload();
    await expect
      .poll(() => back.evaluate((a, top) => Math.abs(a.getBoundingClientRect().top - top), seenAt))
      .toBeLessThan(40);
  });

  test("searches 800 ms after typing stops, shows the empty state, and Back returns to the previous search", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/activities?q=balloon");
    const first = await heading(page).textContent();
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("zzzz")) searches.push(request.url());
    });
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole("combobox", { name: "Activity" }).fill("zzzz nothing like this");
    // Not at once: the search waits for a pause in typing.
    await page.clock.runFor(SEARCH_DELAY_MS - 100);
    await everyRequestSoFarSeen(page);
    expect(searches).toEqual([]);
    await expect(page).toHaveURL(/q=balloon/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/q=zzzz/);
    await expect(page.getByTestId("activities-empty")).toContainText("No activities found");
    await expect(page.getByTestId("activities-empty")).toContainText("Try adjusting your search criteria");
    await expect(heading(page)).toHaveText("0 Activities Found");
    await page.goBack();
    await expect(page).toHaveURL(/q=balloon/);
    await expect(heading(page)).toHaveText(first!);
  });

  test("filters by price, duration, rating and category in a panel, kept in the URL", async ({ page }) => {
    await page.goto("/activities");
    const all = Number((await heading(page).textContent())!.split(" ")[0]);
    await page.getByTestId("activity-filter-button").click();
    const panel = page.getByTestId("activity-filters");
    await expect(panel.getByRole("heading", { name: "Filter activities" })).toBeVisible();
    await panel.getByTestId("filter-rating-4.5").click();
    await panel.getByTestId("filter-duration-short").click();
    await panel.getByTestId("apply-filters").click();
    await expect(page).toHaveURL(/rating=4\.5/);
    await expect(page).toHaveURL(/len=short/);
    await expect(page.getByTestId("activity-filter-button")).toHaveText(/Filter \(2\)/);
    const narrowed = Number((await heading(page).textContent())!.split(" ")[0]);
    expect(narrowed).toBeLessThanOrEqual(all);
    // Every card left says 4.5 or more.
    for (const card of await page.getByTestId("activity-card").all()) {
      const rating = Number((await card.getByTestId("activity-rating").textContent()) ?? "0");
      expect(rating).toBeGreaterThanOrEqual(4.5);
    }
    await page.getByTestId("activity-filter-button").click();
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(heading(page)).toHaveText(`${all} ${all === 1 ? "Activity" : "Activities"} Found`);
  });

  test("requests two adults and a child: a code e-mailed to the address first, then the booking held on its pay page", async ({
    page,
  }, testInfo) => {
    // Two accessibility scans (the form, the code step), the code from the mailbox, then the voucher.
    test.setTimeout(90_000);
    await page.goto("/activities");
    const card = page.getByTestId("activity-card").first();
    const price = Number((await card.getByTestId("activity-price").textContent())!.replace(/[^\d.]/g, ""));
    await card.getByTestId("activity-book").click();
    const dialog = page.getByTestId("activity-booking-dialog");
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByTestId("confirm-booking");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("First name").fill("Meera");
    await dialog.getByLabel("Last name").fill("Nair");
    const email = `meera.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await dialog.getByLabel("Email").fill(email);
    await expect(confirm).toBeDisabled();
    await dialog.getByTestId("booking-date").fill(dayAhead());
    await dialog.getByTestId("booking-adults").fill("2");
    await dialog.getByTestId("booking-children").fill("1");
    const total = (price * 2.7).toFixed(2);
    await expect(dialog.getByTestId("booking-total")).toHaveText(`US$${total}`);
    // No supplier confirms the catalogue at once: the form says so before anything is sent.
    await expect(dialog.getByTestId("booking-request-note")).toHaveText(
      "This is a booking request: you pay on the next page, and it goes to be confirmed only once paid. We confirm availability and payment within 24 hours. If it cannot be confirmed, your payment is refunded in full.",
    );
    await dialog.getByLabel("Hotel or camp for pick-up (optional)").fill("Mara Serena Safari Lodge");
    await expect(confirm).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await confirm.click();

    // No mobile given: a code goes to the address, and nothing is booked or mailed before it is entered.
    const step = dialog.getByTestId("activity-booking-code");
    await expect(step).toContainText(`We sent a 6-digit code to ${email}`);
    await expect(toast(page, "Code Sent")).toBeVisible();
    await expect(codeBox(page)).toBeFocused();
    const code = await readSignInCode(email, 0);
    const before = await mailFor(email);
    expect(before).toHaveLength(1);
    expect(before[0]!.text).not.toContain("Meera");
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath("activity-booking-code-step.png"),
      animations: "disabled",
      caret: "initial",
    });
    await codeBox(page).pressSequentially(code);
    await page.keyboard.press("Enter");

    // Held until paid: the pay page takes over, and nothing reaches the operator or the mailbox yet.
    await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2 adults, 1 child");
    await expect(page.getByText("Awaiting payment")).toBeVisible();
    await expect(page.getByText(/^PAY-[A-Z0-9]{6}$/).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath("activity-booking-pay-page.png"),
      animations: "disabled",
      caret: "initial",
    });
    expect(
      (await mailFor(email)).filter((m) => m.text.includes("We have received your booking request.")),
    ).toEqual([]);
  });

  test("with a mobile, the code is texted: a wrong one says the tries left, Back keeps the form, and a second booking that day needs no code", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const mobile = freshMobile();
    const email = `kabir.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await page.goto("/activities");
    await page.getByTestId("activity-card").first().getByTestId("activity-book").click();
    const dialog = page.getByTestId("activity-booking-dialog");
    // By keyboard, as someone without a mouse books.
    await dialog.getByLabel("First name").fill("Kabir");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Shah");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(mobile.digits);
    await dialog.getByTestId("booking-date").fill(dayAhead(30));
    await dialog.getByTestId("confirm-booking").focus();
    await page.keyboard.press("Enter");

    const step = dialog.getByTestId("activity-booking-code");
    await expect(step).toContainText("We sent a 6-digit code to");
    await expect(step).toContainText(mobile.digits.slice(-4));
    const code = await readSmsCode(mobile.e164);
    expect(await mailFor(email)).toHaveLength(0);

    await codeBox(page).pressSequentially(code === "000000" ? "111111" : "000000");
    await page.keyboard.press("Enter");
    await expect(
      step.getByRole("textbox", { name: "6-digit verification code" }),
    ).toHaveAccessibleDescription(/4 tries left\./);
    await expect(toast(page, "Wrong Code")).toBeVisible();

    // Back keeps what was typed; sending the same details again returns to the same code (no second SMS).
    await step.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Last name")).toHaveValue("Shah");
    await dialog.getByTestId("confirm-booking").click();
    await expect(step).toBeVisible();
    await codeBox(page).pressSequentially(code);
    await step.getByRole("button", { name: "Verify & Book" }).click();
    await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
    const first = page.url();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);

    // Another booking the same day: this browser proved the mobile, so it is held straight away.
    await page.goto("/activities");
    await page.getByTestId("activity-card").first().getByTestId("activity-book").click();
    await dialog.getByLabel("First name").fill("Kabir");
    await dialog.getByLabel("Last name").fill("Shah");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel(/Mobile/).fill(mobile.digits);
    await dialog.getByTestId("booking-date").fill(dayAhead(31));
    await dialog.getByTestId("confirm-booking").click();
    await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(page.url()).not.toBe(first);
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
  });

  test("asks every question the supplier requires, in its own words, and sends the answers with the booking", async ({
    page,
  }, testInfo) => {
    // The e2e server books the catalogue, which asks nothing: the supplier's answer is played here, as
    // Hotelbeds' modality questions reach the dialog (their server side is in hotelbeds-flow.db.test.ts).
    await page.route("**/api/v1/activities/questions?**", (route) =>
      route.fulfill({
        json: {
          instant: true,
          confirmWithinHours: 24,
          questions: [
            { code: "HOTEL", text: "Please advise the name of your hotel", required: true },
            {
              code: "DIRECCIONHTL",
              text: "Please, advise the address, city and zip code of your hotel.",
              required: true,
            },
            { code: "DIET", text: "Any dietary requirements?", required: false },
          ],
        },
      }),
    );
    await page.goto("/activities");
    await page.getByTestId("activity-card").first().getByTestId("activity-book").click();
    const dialog = page.getByTestId("activity-booking-dialog");
    await dialog.getByLabel("First name").fill("Tara");
    await dialog.getByLabel("Last name").fill("Bose");
    const email = `tara.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByTestId("booking-date").fill(dayAhead(25));
    const hotel = dialog.getByLabel("Please advise the name of your hotel", { exact: true });
    const address = dialog.getByLabel("Please, advise the address, city and zip code of your hotel.", {
      exact: true,
    });
    await expect(hotel).toBeVisible();
    await expect(hotel).toHaveAttribute("required", "");
    await expect(address).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Any dietary requirements? (optional)")).toBeVisible();
    // A supplier that confirms at once: no request note.
    await expect(dialog.getByTestId("booking-request-note")).toHaveCount(0);
    const confirm = dialog.getByTestId("confirm-booking");
    await hotel.fill("The Sarova Stanley");
    await expect(confirm).toBeDisabled();
    await address.fill("Kenyatta Ave, Nairobi 00100");
    await expect(confirm).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath("activity-booking-supplier-questions.png"),
      fullPage: false,
      animations: "disabled",
      caret: "initial",
    });
    await confirm.click();
    await codeBox(page).pressSequentially(await readSignInCode(email, 0));
    const sent = page.waitForRequest("**/api/v1/activities/bookings");
    await page.keyboard.press("Enter");
    expect((await sent).postDataJSON()).toMatchObject({
      answers: { HOTEL: "The Sarova Stanley", DIRECCIONHTL: "Kenyatta Ave, Nairobi 00100" },
    });
    expect((await sent).postDataJSON().answers).not.toHaveProperty("DIET");
    // Held with its answers until paid: the pay page takes over.
    await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
  });

  test("while the supplier has not answered, says it is confirming and e-mails the outcome, offering no second booking", async ({
    page,
  }, testInfo) => {
    // The supplier's answer is late: the server answers 202 "pending" (its words, as it sends them).
    let bookings = 0;
    await page.route("**/api/v1/activities/bookings", async (route) => {
      bookings += 1;
      const sent = route.request().postDataJSON() as { email: string; date: string };
      await route.fulfill({
        status: 202,
        contentType: "application/json",
        body: JSON.stringify({
          outcome: "pending",
          title: "We are confirming with the supplier",
          description: `The supplier has not confirmed your booking yet. Please don't book again: we will e-mail the outcome to ${sent.email} — your voucher once it is confirmed, or a note if it could not be booked.`,
          activityTitle: "Northern Lights Chase",
          date: sent.date,
          email: sent.email,
        }),
      });
    });
    await page.goto("/activity/tromso-northern-lights-chase");
    await page.getByTestId("check-availability").click();
    const dialog = page.getByTestId("activity-booking-dialog");
    await dialog.getByLabel("First name").fill("Kabir");
    await dialog.getByLabel("Last name").fill("Das");
    const email = `kabir.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await dialog.getByLabel("Email").fill(email);
    // The route answers for the server, so any day the form accepts will do.
    await dialog.getByTestId("booking-date").fill(dayAhead());
    await dialog.getByTestId("confirm-booking").click();
    await codeBox(page).pressSequentially(await readSignInCode(email, 0));
    await page.keyboard.press("Enter");

    const waiting = dialog.getByTestId("activity-booking-pending");
    await expect(waiting.getByRole("heading", { name: "We are confirming with the supplier" })).toBeVisible();
    await expect(waiting).toContainText(`we will e-mail the outcome to ${email}`);
    await expect(toast(page, "Booking Failed")).toHaveCount(0);
    await expect(dialog.getByTestId("confirm-booking")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath("activity-booking-pending.png"),
      animations: "disabled",
    });
    expect(bookings).toBe(1);
    await waiting.getByTestId("booking-pending-close").click();
    await expect(dialog).toBeHidden();
  });

  test("says when the experience does not run on the chosen day, and books nothing", async ({ page }) => {
    // The aurora chase runs from October to March: a day in May is refused.
    const now = new Date();
    const may = new Date(
      Date.UTC(now.getUTCMonth() >= 4 ? now.getUTCFullYear() + 1 : now.getUTCFullYear(), 4, 15),
    );
    await page.goto("/activity/tromso-northern-lights-chase");
    await page.getByTestId("check-availability").click();
    const dialog = page.getByTestId("activity-booking-dialog");
    await dialog.getByLabel("First name").fill("Ira");
    await dialog.getByLabel("Last name").fill("Sen");
    const email = `ira.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByTestId("booking-date").fill(may.toISOString().slice(0, 10));
    await dialog.getByTestId("confirm-booking").click();
    await codeBox(page).pressSequentially(await readSignInCode(email, 0));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Booking Failed")).toContainText("Activity not available for the selected date");
    // Beside the date as its description, not a second announcement: the toast says it once.
    await expect(dialog.getByTestId("booking-date")).toHaveAccessibleDescription(
      /Activity not available for the selected date/,
    );
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("activity-booking-success")).toHaveCount(0);
  });

  test("opens an experience page from its card, with its booking panel; an unknown one is a 404", async ({
    page,
  }) => {
    await page.goto("/activities");
    const link = page.getByTestId("activity-link").first();
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    for (const name of [
      "Highlights",
      "Schedule",
      "Requirements",
      "What's Included",
      "Weather",
      "Safety",
      "Meeting Point",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("call-for-details")).toHaveAttribute("href", /^tel:\+/);
    await page.getByTestId("check-availability").click();
    await expect(page.getByTestId("activity-booking-dialog")).toBeVisible();

    const slug = new URL(page.url()).pathname;
    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain(`${slug}</loc>`);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      ld.some((text) => text.includes('"@type":"Product"') && text.includes('"priceCurrency":"USD"')),
    ).toBe(true);

    const missing = await page.goto("/activity/no-such-experience");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that experience" })).toBeVisible();
  });
});
