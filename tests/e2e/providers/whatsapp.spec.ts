import { expect, test, type Page } from "../fixtures";
import { E2E_STAFF_PASSWORD, signInWith } from "../staff";
import { E2E_PROVIDERS_AGENT, E2E_PROVIDERS_CHATTERS } from "../../fakes/e2e-providers";
import { forAttempt } from "../attempt";

/**
 * With WhatsApp configured (the fake Graph API, tests/fakes/whatsapp-fake.ts): an agent sends a
 * template from a contact's sheet and it reaches the traveller's number; the traveller's reply comes
 * back through Meta's signed webhook, the agent hears of it and it is on the contact's timeline; and
 * in the window that reply opened the agent answers in free text, which reaches the traveller too.
 */

const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

type SentMessage = {
  to: string;
  type: string;
  body: { template: { name: string; components: { parameters: { text: string }[] }[] } };
};
type SentText = { to: string; type: string; body: { text: { body: string } } };

test("an agent's WhatsApp template reaches the traveller, their reply lands on the timeline, and the agent answers", async ({
  page,
  request,
}, testInfo) => {
  // A contact of this attempt's own: a retry after a failure meets no template sent and no window
  // opened by its first try.
  const chatter = forAttempt(E2E_PROVIDERS_CHATTERS, testInfo);
  const name = chatter.name;
  const waNumber = `91${chatter.phone}`;
  const agent = E2E_PROVIDERS_AGENT.name;
  await signInWith(page, E2E_PROVIDERS_AGENT.email, E2E_STAFF_PASSWORD, { redirectTo: "/vox/contacts" });
  await page.getByLabel("Search contacts by name, phone or e-mail").fill(name);
  await expect(page).toHaveURL(/q=Meera/);
  const row = page.getByRole("table", { name: /Contacts/ }).getByRole("row", { name: new RegExp(name) });
  await row.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name });
  const timeline = sheet.getByTestId("timeline");

  // The traveller has not written yet: only a template may go.
  await expect(
    sheet.getByText("The traveller has not written on WhatsApp yet, so only a template can go."),
  ).toBeVisible();
  await sheet.getByLabel("Template", { exact: true }).selectOption({ label: "Travel documents ready" });
  await sheet.getByRole("button", { name: "Send template" }).click();
  await expect(toast(page, "WhatsApp template sent")).toBeVisible();
  const sentLine = timeline.locator('[data-kind="whatsapp_out"]');
  await expect(sentLine).toContainText(
    `WhatsApp template "Travel documents ready" to the traveller: Hi ${name}, your travel documents are ready. ${agent} will share them with you.`,
  );

  // What reached the traveller's phone: the approved template, filled by the server from the record.
  const answer = await request.get(`${fakeWhatsApp}/__messages?to=${waNumber}`);
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: SentMessage[] };
  expect(messages).toHaveLength(1);
  expect(messages[0]!.type).toBe("template");
  expect(messages[0]!.body.template.name).toBe("documents_ready");
  expect(messages[0]!.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([name, agent]);

  // The traveller replies: Meta posts it to the site's webhook, signed with the app secret.
  const reply = "Thank you! Could you also send the hotel vouchers?";
  const posted = await request.post(`${fakeWhatsApp}/__inbound`, {
    data: { from: waNumber, text: reply, name: "Meera" },
  });
  expect(posted.ok()).toBe(true);
  expect(await posted.json()).toEqual({ delivered: 200 });

  // The agent looks after this contact: the console's live poll tells them, and the sheet opened
  // again (which reads the contact again) shows the reply on the timeline, the reply box now open.
  await expect(toast(page, `WhatsApp from ${name}`)).toContainText(reply, { timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await row.focus();
  await page.keyboard.press("Enter");
  await expect(timeline.locator('[data-kind="whatsapp_in"]')).toContainText(
    `WhatsApp from the traveller: ${reply}`,
  );
  await expect(sheet.getByLabel("Reply", { exact: true })).toBeEnabled();

  // Within the 24 hours the traveller's message opened, the agent answers in their own words: a
  // free-form text (no template) reaches the traveller's number and goes on the timeline.
  const answerText = "Of course — the vouchers follow this evening.";
  await sheet.getByLabel("Reply", { exact: true }).fill(answerText);
  await sheet.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page, "WhatsApp reply sent")).toBeVisible();
  await expect(sheet.getByLabel("Reply", { exact: true })).toHaveValue("");
  const reached = await request.get(`${fakeWhatsApp}/__messages?to=${waNumber}`);
  const { messages: now } = (await reached.json()) as { messages: SentText[] };
  expect(now).toHaveLength(2);
  expect(now[1]!.type).toBe("text");
  expect(now[1]!.body.text.body).toBe(answerText);
  await expect(
    timeline.locator('[data-kind="whatsapp_out"]').filter({ hasText: "WhatsApp reply to the traveller:" }),
  ).toContainText(`WhatsApp reply to the traveller: ${answerText}`);
  await page.screenshot({ path: testInfo.outputPath("whatsapp-reply.png"), animations: "disabled" });
});
