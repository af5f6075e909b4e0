import { startFakeSmsGateway } from "./sms-gateway";

/**
 * Playwright global setup: the fake SMS gateway the e2e server sends codes to (SMS_PROVIDER=webhook),
 * on 127.0.0.1:E2E_SMS_PORT (set by playwright.config.ts). Returns the teardown.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMS_PORT);
  const gateway = await startFakeSmsGateway({ port });
  return async () => {
    await gateway.stop();
  };
}
