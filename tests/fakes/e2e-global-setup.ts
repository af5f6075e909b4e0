import { E2E_RAZORPAY, E2E_WHATSAPP } from "./e2e-providers";
import { startMailInbox } from "./mail-inbox";
import { startFakeOpenAi } from "./openai";
import { startFakeRazorpay } from "./razorpay-fake";
import { startFakeSmsGateway } from "./sms-gateway";
import { startFakeViator } from "./viator";
import { startFakeWhatsApp } from "./whatsapp-fake";

/**
 * Playwright global setup: the fake SMS gateway the e2e server sends codes to (SMS_PROVIDER=webhook),
 * the mailbox it e-mails staff sign-in codes to (SMTP_URL), the planner's model provider
 * (LLM_BASE_URL, rate-limited by default) and the fake Viator its activity search asks
 * (ACTIVITIES_SEARCH=viator; only a search for its products' own words finds them), and the fake
 * Razorpay and WhatsApp the second server (the `providers` project) is configured with, posting their
 * signed webhooks to it; on the ports playwright.config.ts set. (The servers start before this runs;
 * they only call them later.)
 * Returns the teardown.
 */
export default async function globalSetup() {
  const gateway = await startFakeSmsGateway({ port: Number(process.env.E2E_SMS_PORT) });
  const mail = await startMailInbox({
    smtpPort: Number(process.env.E2E_SMTP_PORT),
    httpPort: Number(process.env.E2E_MAIL_INBOX_PORT),
  });
  const openai = await startFakeOpenAi({
    apiKey: "sk-e2e",
    port: Number(process.env.E2E_OPENAI_PORT),
    mode: { mode: "rate_limit" },
  });
  const viator = await startFakeViator({
    apiKey: "e2e-viator-key",
    port: Number(process.env.E2E_VIATOR_PORT),
    matchAll: false,
  });
  const providersUrl = process.env.E2E_PROVIDERS_URL;
  const razorpay = await startFakeRazorpay({
    ...E2E_RAZORPAY,
    port: Number(process.env.E2E_RAZORPAY_PORT),
    webhookUrl: `${providersUrl}/api/v1/payments/razorpay/webhook`,
  });
  const whatsapp = await startFakeWhatsApp({
    ...E2E_WHATSAPP,
    port: Number(process.env.E2E_WHATSAPP_PORT),
    webhookUrl: `${providersUrl}/api/v1/whatsapp/webhook`,
  });
  return async () => {
    await Promise.all([
      gateway.stop(),
      mail.stop(),
      openai.stop(),
      viator.stop(),
      razorpay.stop(),
      whatsapp.stop(),
    ]);
  };
}
