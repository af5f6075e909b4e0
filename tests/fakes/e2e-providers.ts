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
 * Its one staff account (seeded with the other accounts' password) and the contacts it looks after:
 * ones to ask a payment of, ones to write to on WhatsApp (their owner hears of a reply). One of each
 * per attempt of a test (tests/e2e/attempt.ts): a payment paid or a WhatsApp window opened stays so,
 * and a retry works on a contact its failed attempt never touched.
 */
export const E2E_PROVIDERS_AGENT = { email: "providers@e2e.test", name: "Priya Providers" };
export const E2E_PROVIDERS_PAYERS = [
  { name: "Naina Kapoor", phone: "9640000001", email: "naina.kapoor@e2e.test" },
  { name: "Naina Sethi", phone: "9640000011", email: "naina.sethi@e2e.test" },
] as const;
export const E2E_PROVIDERS_CHATTERS = [
  { name: "Meera Iyer", phone: "9640000002" },
  { name: "Meera Pillai", phone: "9640000012" },
] as const;

/**
 * The sent proposals the seed makes on this server (written to E2E_PROVIDERS_PROPOSALS_FILE: the
 * database keeps only the links' hashes), one per attempt: ones whose deposit is paid with the
 * webhook delivered at once, and ones whose webhook the fake Razorpay keeps back.
 */
export type ProvidersProposal = {
  url: string;
  phone: string;
  email: string;
  contactName: string;
  quoteId: string;
};
export type ProvidersProposals = { deposit: ProvidersProposal[]; held: ProvidersProposal[] };
