/**
 * The second e2e server (playwright.config.ts, the `providers` project): the provider keys it is
 * started with, shared by the config, the global setup that starts the fakes with them, and the seed
 * and specs that work on it.
 */
export const E2E_RAZORPAY = {
  keyId: "rzp_test_e2e",
  keySecret: "e2e-razorpay-key-secret",
  webhookSecret: "e2e-razorpay-webhook-secret",
};

export const E2E_WHATSAPP = {
  phoneNumberId: "106540352242922",
  accessToken: "e2e-whatsapp-token",
  appSecret: "e2e-whatsapp-app-secret",
  verifyToken: "e2e-whatsapp-verify-token",
  authTemplate: "login_code",
};

/**
 * Its one staff account (seeded with the other accounts' password) and the two contacts it looks
 * after: one to ask a payment of, one to write to on WhatsApp (its owner hears of a reply).
 */
export const E2E_PROVIDERS_AGENT = { email: "providers@e2e.test", name: "Priya Providers" };
export const E2E_PROVIDERS_PAYER = {
  name: "Naina Kapoor",
  phone: "9640000001",
  email: "naina.kapoor@e2e.test",
};
export const E2E_PROVIDERS_CHATTER = { name: "Meera Iyer", phone: "9640000002" };
