import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { failSmsFor, readSmsCode, smsMessagesFor } from "../fakes/sms-inbox-client";

/**
 * The travel personality quiz end to end: the production server sends codes through the webhook
 * provider to the fake SMS gateway, and the test reads them there, as a person reads their phone.
 */

/** A fresh Indian mobile per test (and per project), so caps and inboxes never collide. */
function freshMobile() {
  const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { digits, e164: `+91${digits}`, display: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Answers a single-choice question and waits for the next stage to appear. */
async function choose(page: Page, option: RegExp, next: string) {
  await page.getByRole("button", { name: option }).click();
  await expect(heading(page, next)).toBeVisible();
}

/** Q1–Q6 as given, Q7 with the given preferences, then Q8 and Q9: lands on the contact stage. */
async function answerAll(
  page: Page,
  opts: { region?: RegExp; experience?: RegExp; budget?: RegExp; preferences?: RegExp[] } = {},
) {
  await choose(page, opts.region ?? /^Asia & the Gulf/, "What does your perfect day away look like?");
  await choose(page, opts.experience ?? /^Pure indulgence/, "Who is coming along?");
  await choose(page, /^The two of us/, "When would you like to travel?");
  await choose(page, /^Dates fixed, within a month/, "What is your budget per person?");
  await choose(page, opts.budget ?? /^₹2,00,000 and above/, "Where would you love to stay?");
  await choose(page, /^Five-star resort/, "Anything we should plan around?");
  for (const p of opts.preferences ?? []) await page.getByRole("checkbox", { name: p }).click();
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(heading(page, "How do you like to travel?")).toBeVisible();
  await choose(page, /^Completely bespoke/, "What matters most on this trip?");
  await choose(page, /^Something one-of-a-kind/, "Where should we send your results?");
}

async function sendOtp(page: Page, name: string, mobile: string) {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function typeCode(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "6-digit verification code" });
  // A full code box treats more typing as replacing its last digit: clear it first, as a person would.
  await box.fill("");
  await box.fill(code);
}

test.describe("travel personality quiz", () => {
  // Whole journeys with real pauses (0.8 s per answer) on a shared, busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("the whole quiz: answers, a wrong code, the code from the SMS gateway, results and retake", async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    await expect(
      page.getByRole("heading", { level: 1, name: "Discover your travel personality" }),
    ).toBeVisible();
    await expect(page.getByText("Question 1 of 9")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

    // Controls lock during the 0.8 s advance: a second tap is ignored (Asia's 90 points only, and
    // the Asia recommendations at the end).
    await page.evaluate(() => {
      const options = [...document.querySelectorAll<HTMLButtonElement>("main button")];
      options.find((b) => b.textContent?.startsWith("Asia & the Gulf"))!.click();
      options.find((b) => b.textContent?.startsWith("Europe"))!.click();
    });
    await expect(heading(page, "What does your perfect day away look like?")).toBeVisible();
    await expect(page.getByText("90 pts")).toBeVisible();
    await expect(page.getByText("Question 2 of 9")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "10",
    );

    await choose(page, /^Pure indulgence/, "Who is coming along?");
    await choose(page, /^The two of us/, "When would you like to travel?");
    await choose(page, /^Dates fixed, within a month/, "What is your budget per person?");
    await expect(page.getByRole("button", { name: /^Under ₹50,000/ })).toBeVisible();
    await choose(page, /^₹2,00,000 and above/, "Where would you love to stay?");
    await choose(page, /^Five-star resort/, "Anything we should plan around?");

    // Q7: multi-select with its counter.
    await expect(page.getByText("Tap to select your preferences, or continue without.")).toBeVisible();
    await page.getByRole("checkbox", { name: /Honeymoon touches/ }).click();
    await page.getByRole("checkbox", { name: /Spa & wellness/ }).click();
    await page.getByRole("checkbox", { name: /Nightlife/ }).click();
    await page.getByRole("checkbox", { name: /Nightlife/ }).click();
    await expect(page.getByText("2 preference(s) selected")).toBeVisible();
    await page.getByRole("button", { name: "Next Question" }).click();
    await choose(page, /^Completely bespoke/, "What matters most on this trip?");
    await page.getByRole("button", { name: /^Something one-of-a-kind/ }).click();
    await expect(heading(page, "Where should we send your results?")).toBeVisible();
    await expect(page.getByText("90%")).toBeVisible();
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

    // Contact stage: the form's validation toasts stop the flow.
    const send = page.getByRole("button", { name: "Send OTP" });
    await expect(send).toBeDisabled();
    await page.getByLabel("Your name").fill(" A ");
    await page.getByLabel("Mobile number").fill("5812345678");
    await send.click();
    await expect(toast(page, "Invalid Name")).toContainText(
      "Please enter a valid name (at least 2 characters)",
    );
    // The problem is also written beside its field, and goes as soon as the field is corrected.
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#quiz-name-error")).toHaveText(
      "Please enter a valid name (at least 2 characters)",
    );
    await page.getByLabel("Your name").fill("Priya Sharma");
    await expect(page.locator("#quiz-name-error")).toHaveCount(0);
    await send.click();
    await expect(toast(page, "Invalid Mobile Number")).toContainText(
      "Please enter a valid 10-digit Indian mobile number",
    );
    await expect(page.locator("#quiz-phone-error")).toHaveText(
      "Please enter a valid 10-digit Indian mobile number",
    );
    // Typed key by key with its +91, the number stays whole (no field cap cuts it into another one).
    await page.getByLabel("Mobile number").fill("");
    await page.getByLabel("Mobile number").pressSequentially(mobile.display);
    await expect(page.getByLabel("Mobile number")).toHaveValue(mobile.display);
    await send.click();

    await expect(toast(page, "OTP Sent!")).toContainText(`Verification code sent to ${mobile.display}`);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    await expect(page.getByText(mobile.display, { exact: true })).toBeVisible();
    // The code's lifetime is the server's setting (5 minutes by default).
    await expect(page.getByText(/It's valid for 5 minutes\./)).toBeVisible();
    const verify = page.getByRole("button", { name: "Verify OTP" });
    await expect(verify).toBeDisabled();
    await expect(page.getByRole("button", { name: /Resend OTP/ })).toBeDisabled();
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

    const code = await readSmsCode(mobile.e164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await typeCode(page, wrong.slice(0, 5));
    await expect(verify).toBeDisabled();
    await typeCode(page, wrong);
    await verify.click();
    await expect(toast(page, "Invalid OTP")).toContainText(
      "Please enter the correct OTP or request a new one.",
    );
    // Said once, by the toast: under the boxes it is their description, with the tries left.
    await expect(
      page.getByRole("textbox", { name: "6-digit verification code" }),
    ).toHaveAccessibleDescription(/Please enter the correct OTP.* 4 tries left\./);
    await expect(page.getByRole("alert").filter({ hasText: "Please enter the correct OTP" })).toHaveCount(0);

    await typeCode(page, code);
    await page.getByRole("textbox", { name: "6-digit verification code" }).press("Enter");
    await expect(toast(page, "Verification Successful!")).toContainText(
      "Your personalized recommendations are ready!",
    );
    // The stale error toasts went with the success.
    await expect(toast(page, "Invalid OTP")).toHaveCount(0);

    // Results: persona, score, the three ranked destinations with their captions, a promo code.
    await expect(page.getByText("Priya, your travel persona")).toBeVisible();
    await expect(heading(page, "The Connoisseur")).toBeVisible();
    await expect(page.getByText(/Your travel score\s*935\s*points/)).toBeVisible();
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4 }) });
    await expect(cards.getByRole("heading", { level: 4 })).toHaveText(["Dubai", "Singapore", "Japan"]);
    await expect(cards.nth(0)).toContainText("Absolutely perfect for your travel dreams");
    await expect(cards.nth(1)).toContainText("Excellent match for your preferences");
    await expect(cards.nth(2)).toContainText("Great option that suits your style");
    await expect(page.getByRole("link", { name: "Explore Dubai" })).toHaveAttribute(
      "href",
      "/destination/dubai",
    );
    await expect(page.locator("code")).toHaveText(/^LUXE-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expect(page.getByRole("link", { name: "Explore Packages" })).toHaveAttribute("href", "/packages");
    // The burst is drawn on the page's own canvas, over the whole window, not on one the library
    // appends to the body outside React.
    await expect(page.locator("canvas")).toHaveCount(1);
    await expect(page.locator("body > canvas")).toHaveCount(0);
    const { canvas, viewport } = await page.locator("canvas").evaluate((c) => {
      const { x, y, width, height } = c.getBoundingClientRect();
      return {
        canvas: [x, y, width, height],
        viewport: [0, 0, document.documentElement.clientWidth, innerHeight],
      };
    });
    expect(canvas).toEqual(viewport);
    await expectNoSeriousAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

    // The server's proof cookie and the browser's cache mirror.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "vp_quiz")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const cache = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("luxe.verification-cache") ?? "{}"),
    );
    expect(cache[`quiz:${mobile.e164}`]).toMatchObject({ verified: true });

    // No sideways scrolling at any stage on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(heading(page, "Which part of the world is calling you?")).toBeVisible();
    await expect(page.getByText("Question 1 of 9")).toBeVisible();
    await expect(page.getByText("0 pts")).toBeVisible();
  });

  // A laptop's three-column results.
  test("a tailor-made recommendation's card holds its actions and shows its own art at 1366 px @desktop", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const mobile = freshMobile();
    await page.goto("/quiz");
    // Europe with culture below the top budget: the United Kingdom and Germany, which have no destination page yet.
    await answerAll(page, {
      region: /^Europe/,
      experience: /^Culture & heritage/,
      budget: /^₹1,00,000 – ₹2,00,000/,
    });
    await sendOtp(page, "Meera Iyer", mobile.digits);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    await typeCode(page, await readSmsCode(mobile.e164));
    await page.getByRole("button", { name: "Verify OTP" }).click();

    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4 }) });
    await expect(cards.getByRole("heading", { level: 4 })).toHaveText([
      "United Kingdom",
      "Switzerland",
      "Germany",
    ]);
    for (const i of [0, 1, 2]) {
      const card = await cards.nth(i).boundingBox();
      for (const action of await cards.nth(i).getByRole("link").all()) {
        const box = (await action.boundingBox())!;
        const name = await action.textContent();
        expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(card!.x);
        expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(card!.x + card!.width);
        // No label is cut short: the text fits the box it is drawn in.
        expect(await action.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name}: clipped`).toBe(
          true,
        );
      }
    }
    await expect(page.getByRole("link", { name: "Ask an expert about United Kingdom" })).toBeVisible();
    // Each tailor-made journey has a picture of its own, like the destinations do.
    for (const i of [0, 2]) {
      const art = cards.nth(i).locator("img");
      await expect(art).toHaveAttribute("src", /^\/images\/tailor-made\/.+\.svg$/);
      await art.scrollIntoViewIfNeeded();
      await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("the budget rule: no 'Under ₹50,000' after Australia, Europe or Africa", async ({ page }) => {
    await page.goto("/quiz");
    await choose(page, /^Europe/, "What does your perfect day away look like?");
    await choose(page, /^Mountains & lakes/, "Who is coming along?");
    await choose(page, /^Just me/, "When would you like to travel?");
    await choose(page, /^Dreaming for later/, "What is your budget per person?");
    await expect(page.getByRole("button", { name: /^₹50,000 – ₹1,00,000/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Under ₹50,000/ })).toHaveCount(0);
  });

  test("resend with its countdown, back to the contact stage, and back to the quiz resets everything", async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    await answerAll(page, {
      region: /^Africa/,
      experience: /^Wildlife & safari/,
      budget: /^₹1,00,000 – ₹2,00,000/,
    });
    await sendOtp(page, "Arjun Mehta", mobile.digits);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    const first = await readSmsCode(mobile.e164, 1);

    const resend = page.getByRole("button", { name: /Resend OTP/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toContainText(/in 0:0\d/);
    await expect(resend).toBeEnabled({ timeout: 8_000 });
    await resend.click();
    await expect(toast(page, "OTP Resent")).toContainText("A new verification code has been sent!");
    const second = await readSmsCode(mobile.e164, 2);
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(2);

    if (first !== second) {
      // The resend killed the first code.
      await typeCode(page, first);
      await page.getByRole("button", { name: "Verify OTP" }).click();
      await expect(toast(page, "Invalid OTP")).toBeVisible();
    }

    // Back keeps the details; Back to Quiz asks first, then clears everything.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(heading(page, "Where should we send your results?")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Arjun Mehta");
    await page.getByRole("button", { name: "Back to Quiz" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Start the quiz again?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep my answers" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByLabel("Your name")).toHaveValue("Arjun Mehta");
    await page.getByRole("button", { name: "Back to Quiz" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Start again" }).click();
    await expect(heading(page, "Which part of the world is calling you?")).toBeVisible();
    await expect(page.getByText("0 pts")).toBeVisible();
    await answerAll(page, {
      region: /^Africa/,
      experience: /^Wildlife & safari/,
      budget: /^₹1,00,000 – ₹2,00,000/,
    });
    await expect(page.getByLabel("Your name")).toHaveValue("");
    await expect(page.getByLabel("Mobile number")).toHaveValue("");

    // A new attempt with the second code's phone still works end to end (cooldown is over by now).
    await sendOtp(page, "Arjun Mehta", mobile.digits);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    await typeCode(page, await readSmsCode(mobile.e164, 3));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(heading(page, "The Safari Soul")).toBeVisible();
    await expect(page.getByRole("listitem").getByRole("heading", { level: 4 })).toHaveText([
      "Kenya",
      "Tanzania",
      "South Africa",
    ]);
    // Not one of our destinations: the planner and an expert instead of a page.
    await expect(page.getByRole("link", { name: "Plan it with our planner" }).first()).toHaveAttribute(
      "href",
      "/luxe-match?plan=Tanzania",
    );
    await expect(page.getByRole("link", { name: "Ask an expert about Tanzania" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
  });

  test("a failed SMS shows the flow's error and keeps the visitor on the contact stage", async ({ page }) => {
    const mobile = freshMobile();
    await failSmsFor(mobile.e164);
    await page.goto("/quiz");
    await answerAll(page);
    await sendOtp(page, "Kabir Singh", mobile.digits);
    await expect(toast(page, "Error")).toContainText("Failed to send OTP");
    await expect(heading(page, "Where should we send your results?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  });

  test("results are never given without a verified code (API)", async ({ request }) => {
    const mobile = freshMobile();
    const answers = ["asia", "beach", "2", "fixed_soon", "budget_mid", "four_star", "", "semi", "comfort"];
    const created = await request.post("/api/v1/quiz/submissions", {
      data: { name: "Test Visitor", phone: mobile.digits, answers },
    });
    expect(created.status()).toBe(201);
    // One Cache-Control, and it says no-store: the answer is personal.
    const cacheControl = created.headersArray().filter((h) => h.name.toLowerCase() === "cache-control");
    expect(cacheControl.map((h) => h.value)).toEqual(["no-store"]);
    const { submissionId } = await created.json();
    expect(JSON.stringify(await created.json())).not.toContain("Thailand");
    const noCode = await request.post(`/api/v1/quiz/submissions/${submissionId}/verify`, { data: {} });
    expect(noCode.status()).toBe(400);
    expect(await noCode.json()).not.toHaveProperty("result");
    const bad = await request.post("/api/v1/quiz/submissions", { data: { name: "X", phone: "12", answers } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.title).toBe("Invalid Name");
  });

  test("Back from the code step and Send again within the cooldown returns to the same code: no second SMS, no wait", async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    await answerAll(page);
    await sendOtp(page, "Meera Nair", mobile.digits);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    const code = await readSmsCode(mobile.e164, 1);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByLabel("Your name").fill("Meera R Nair");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    await expect(toast(page, "Please Wait")).toHaveCount(0);
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    await typeCode(page, code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page.getByText("Meera, your travel persona")).toBeVisible();
  });

  test("a reload keeps the answers and the details; the code already sent still works", async ({
    page,
    browser,
  }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    await choose(page, /^Asia & the Gulf/, "What does your perfect day away look like?");
    await choose(page, /^Pure indulgence/, "Who is coming along?");
    await page.reload();
    await expect(heading(page, "Who is coming along?")).toBeVisible();
    await expect(page.getByText("Question 3 of 9")).toBeVisible();
    await expect(page.getByText("210 pts")).toBeVisible();

    await page.goto("/quiz");
    await choose(page, /^The two of us/, "When would you like to travel?");
    await choose(page, /^Dates fixed, within a month/, "What is your budget per person?");
    await choose(page, /^₹2,00,000 and above/, "Where would you love to stay?");
    await choose(page, /^Five-star resort/, "Anything we should plan around?");
    await page.getByRole("button", { name: "Next Question" }).click();
    await choose(page, /^Completely bespoke/, "What matters most on this trip?");
    await choose(page, /^Something one-of-a-kind/, "Where should we send your results?");
    await sendOtp(page, "Rohan Das", mobile.digits);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    const code = await readSmsCode(mobile.e164, 1);

    await page.reload();
    await expect(heading(page, "Where should we send your results?")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Rohan Das");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    await typeCode(page, code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(heading(page, "The Connoisseur")).toBeVisible();

    // The results, and the concierge code to quote, are still there after a reload.
    const promo = await page.locator("code").textContent();
    const shownAgain = page.waitForResponse((r) => /\/verify$/.test(new URL(r.url()).pathname));
    await page.reload();
    await expect(heading(page, "The Connoisseur")).toBeVisible();
    await expect(page.locator("code")).toHaveText(promo!);
    const { result } = (await (await shownAgain).json()) as { result: { link: { path: string } } };

    // Another device (no cookie, no storage): the results' link opens them, with no new code, unindexed.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const opened = await other.goto(result.link.path);
    expect(opened!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(heading(other, "The Connoisseur")).toBeVisible();
    await expect(other.locator("code")).toHaveText(promo!);
    const forged = await other.goto(result.link.path.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
    expect(forged!.status()).toBe(404);
    await expect(other.getByRole("heading", { name: "This results link has expired" })).toBeVisible();
    await elsewhere.close();
    expect(await smsMessagesFor(mobile.e164)).toHaveLength(1);
    // Retake clears it for good.
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await page.reload();
    await expect(page.getByText("Question 1 of 9")).toBeVisible();
  });

  test("a send refused by a limit shows its wait on the button and in the toast", async ({
    page,
    request,
  }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    await answerAll(page);
    await page.getByLabel("Your name").fill("Tara Bose");
    await page.getByLabel("Mobile number").fill(mobile.digits);
    // Someone (another tab, another device) asked for a code for this number a moment ago.
    const answers = ["asia", "beach", "2", "fixed_soon", "budget_mid", "four_star", "", "semi", "comfort"];
    expect(
      (
        await request.post("/api/v1/quiz/submissions", {
          data: { name: "Other Tab", phone: mobile.digits, answers },
        })
      ).status(),
    ).toBe(201);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "Please Wait")).toContainText(/A new code can be sent in \d+ seconds\./);
    await expect(page.getByRole("button", { name: /Send OTP in \d+s/ })).toBeDisabled();
    await expect(heading(page, "Where should we send your results?")).toBeVisible();
  });

  test("a failed verification (the network drops) says so and keeps the code step", async ({ page }) => {
    const mobile = freshMobile();
    await page.goto("/quiz");
    await answerAll(page);
    await sendOtp(page, "Ira Kapoor", mobile.digits);
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    const code = await readSmsCode(mobile.e164);
    await page.route("**/verify", (route) => route.abort("internetdisconnected"));
    await typeCode(page, code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to verify OTP. Please try again.");
    await expect(heading(page, "Enter your verification code")).toBeVisible();
    // The code is still in the box: trying again is one tap.
    await expect(page.getByRole("textbox", { name: "6-digit verification code" })).toHaveValue(code);
    await page.unroute("**/verify");
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(heading(page, "The Connoisseur")).toBeVisible();
  });
});
