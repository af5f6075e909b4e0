import crypto from "node:crypto";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { readSmsCode } from "../fakes/sms-inbox-client";
import { signInAs } from "./staff";

/**
 * /luxe-match with the built-in planner (the e2e server's model provider, a fake, answers 429, so the
 * built-in planner answers with its note): a conversation of three turns, Enter and Shift+Enter,
 * blank input, Stop, a reload keeping the conversation, nothing the provider said on the page, and
 * the hand-off to an expert with a code, ending as a planner lead with its conversation in the console.
 */
const openAiControl = (path: string) => `http://127.0.0.1:${process.env.E2E_OPENAI_PORT}${path}`;

const input = (page: Page) => page.getByTestId("chat-input");
const replies = (page: Page) => page.getByTestId("chat-assistant");
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function say(page: Page, text: string) {
  const before = await replies(page).count();
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(replies(page)).toHaveCount(before + 1);
  // The reply is finished when Send is back.
  await expect(page.getByTestId("chat-send")).toBeVisible({ timeout: 20_000 });
  return replies(page).last();
}

test.describe("planner", () => {
  test.describe.configure({ timeout: 90_000 });

  test("welcomes with the four questions, focuses the input, blocks a blank message, and Shift+Enter breaks the line", async ({
    page,
  }) => {
    await page.goto("/luxe-match");
    await expect(page.getByRole("heading", { level: 1, name: "Luxury Itinerary Planner" })).toBeVisible();
    const welcome = replies(page).first();
    for (const question of [
      "Where would you like to go?",
      "relaxed luxury, adventure, cultural immersion, or a mix",
      "When are you travelling",
      "How many of you",
    ]) {
      await expect(welcome).toContainText(question);
    }
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute("placeholder", /pricing in INR/);
    await expect(page.getByTestId("chat-send")).toBeDisabled();
    await input(page).fill("   ");
    await input(page).press("Enter");
    await expect(page.getByTestId("chat-user")).toHaveCount(0);

    await input(page).fill("Line one");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("line two");
    await expect(input(page)).toHaveValue("Line one\nline two");
    await expect(page.getByTestId("chat-user")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("plans a trip over three turns, keeps it through a reload, and stops a reply midway", async ({
    page,
  }) => {
    await page.goto("/luxe-match");
    const first = await say(page, "I'd love to go to Kenya");
    await expect(first).toContainText(/built-in planner/i);
    await say(page, "Relaxed luxury please, 2 adults");
    const plan = await say(page, "10 to 17 March next year");
    await expect(plan).toContainText("₹");
    await expect(page.getByTestId("chat-user")).toHaveCount(3);
    await expect(page.getByTestId("chat-user").first()).toContainText("Kenya");
    await expect(page.getByTestId("chat-user").first().locator("time")).toHaveText(
      /\d{1,2}:\d{2}\s?(am|pm)/i,
    );

    await page.reload();
    await expect(page.getByTestId("chat-user")).toHaveCount(3);
    await expect(replies(page)).toHaveCount(4);

    // Stop: the reply so far stays, marked as stopped, and the input is free again.
    await input(page).fill("Make it more adventurous and add a child aged 8");
    await input(page).press("Enter");
    await page.getByTestId("chat-stop").click();
    await expect(replies(page).last()).toContainText("Stopped.");
    await expect(page.getByTestId("chat-send")).toBeVisible();
    await expect(input(page)).toBeEnabled();
  });

  test("on a phone the keyboard stays open: a reply blocks the send, not the field, which has the focus again after it", async ({
    page,
  }, testInfo) => {
    await page.goto("/luxe-match");
    await expect(input(page)).toBeFocused();
    // A whole plan streams for a few seconds: long enough to try a second send while it comes in.
    await input(page).fill("Honeymoon in Bali for 7 nights in February, budget 3 lakh for two");
    await input(page).press("Enter");
    await expect(page.getByTestId("chat-stop")).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute("aria-disabled", "true");
    await expect(input(page)).toHaveJSProperty("readOnly", true);
    await input(page).press("Enter");
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.getByTestId("chat-user")).toHaveCount(1);
    await expect(page.getByTestId("chat-send")).toBeVisible({ timeout: 20_000 });
    await expect(replies(page).last()).toContainText("Your estimate");

    // After each reply: the field has the focus and takes typing without a tap.
    for (const [text, expected] of [
      ["what about flights from Delhi?", "Flights to Bali"],
      ["is veg food easy there?", "Vegetarian food in Bali"],
    ] as const) {
      await expect(input(page)).toBeFocused();
      await expect(input(page)).not.toHaveAttribute("aria-disabled", "true");
      await page.keyboard.type(text);
      await expect(input(page)).toHaveValue(text);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("chat-send")).toBeVisible({ timeout: 20_000 });
      await expect(replies(page).last()).toContainText(expected);
      await expect(replies(page).last()).toBeInViewport();
    }
    await expect(input(page)).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath("planner-phone.png") });
  });

  test("a rate-limited model provider: the built-in planner's reply with its note, and none of the provider's words", async ({
    page,
    request,
  }, testInfo) => {
    // This test's own message is answered with OpenAI's 429 whatever the fake's default is.
    const trip = `trip ${crypto.randomUUID().slice(0, 8)}`;
    const told = await request.post(openAiControl("/__modes"), {
      data: { match: trip, mode: { mode: "rate_limit" } },
    });
    expect(told.ok()).toBe(true);

    await page.goto("/luxe-match");
    const reply = await say(page, `Kenya for 2 adults in March, relaxed luxury (${trip})`);
    await expect(reply.getByTestId("chat-note")).toHaveText(
      "Our planning assistant is busy just now, so this plan comes from our own travel notes.",
    );
    await expect(reply).toContainText(/built-in planner/i);
    await expect(reply).toContainText("Kenya");
    await expect(toast(page, "Error")).toHaveCount(0);

    const asked = await request.get(openAiControl(`/__requests?match=${encodeURIComponent(trip)}`));
    expect(await asked.json()).toEqual([{ status: 429, model: "gpt-4o-mini" }]);
    // The same question straight to the endpoint: the body the page read carries none of it either.
    const answer = await request.post("/api/v1/planner/chat", {
      data: { messages: [{ role: "user", content: `Kenya for 2 adults in March (${trip})` }] },
    });
    expect(answer.status()).toBe(200);
    const seen = (await page.locator("body").innerText()) + (await answer.text());
    expect(seen).toContain("Our planning assistant is busy just now");
    for (const leaked of ["Rate limit", "org-", "Limit 200000", "quota", "billing", "Failed to get response"])
      expect(seen).not.toContain(leaked);
    await reply.getByTestId("chat-note").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("planner-fallback.png") });
  });

  test("sends the plan to an expert with a code, and the console shows the planner lead with its conversation", async ({
    page,
  }) => {
    const digits = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
    const name = `Planner Guest ${crypto.randomUUID().slice(0, 6)}`;
    await page.goto("/luxe-match");
    await say(page, "Japan for 2 adults in April, cultural immersion");
    await page.getByTestId("send-to-expert").click();
    const dialog = page.getByTestId("planner-handoff-dialog");
    await expect(dialog.getByRole("heading", { name: "Send this plan to an expert" })).toBeVisible();
    await dialog.getByLabel("Your name").fill(name);
    await dialog.getByLabel("Mobile number").fill(digits);
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    const box = page.getByRole("textbox", { name: "6-digit verification code" });
    await box.fill(await readSmsCode(`+91${digits}`));
    await dialog.getByRole("button", { name: "Verify & Send" }).click();
    await expect(toast(page, "Sent to our experts!")).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, "admin", { redirectTo: `/vox/contacts?q=${digits}` });
    const table = page.getByRole("table", { name: /Contacts/ });
    const row = table.getByRole("row", { name: new RegExp(name) });
    await row.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name });
    await expect(sheet.getByTestId("contact-lead").first()).toContainText("AI planner");
    await expect(sheet.getByTestId("trip-summary").first()).toContainText("Japan");
    const transcript = sheet.locator('[data-kind="planner_transcript"]');
    await expect(transcript).toContainText("AI planner conversation");
    await transcript.getByText("Read the conversation").click();
    await expect(transcript).toContainText("Visitor: Japan for 2 adults in April, cultural immersion");
  });
});
