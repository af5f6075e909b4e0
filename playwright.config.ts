import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_RAZORPAY, E2E_WHATSAPP } from "./tests/fakes/e2e-providers";

// End-to-end tests run against the production build (npm run build first; `npm test` does it),
// in Debian's Chromium — never a browser Playwright downloads.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The fake SMS gateway (tests/fakes/sms-gateway.ts) started by globalSetup; the server sends codes to
// it through SMS_PROVIDER=webhook and tests read them back. Derived from E2E_PORT so parallel runs on
// different ports never share a gateway; set here so the test workers see it too.
const SMS_PORT = Number((process.env.E2E_SMS_PORT ??= String(PORT + 1000)));
// The e2e mailbox (tests/fakes/mail-inbox.ts): SMTP for the server, an HTTP inbox for the tests.
const SMTP_PORT = Number((process.env.E2E_SMTP_PORT ??= String(PORT + 1100)));
process.env.E2E_MAIL_INBOX_PORT ??= String(PORT + 1200);
// The planner's model provider (tests/fakes/openai.ts): answers 429 unless a test tells it otherwise
// for its own message, so the built-in planner answers in the browser as it does for a rate-limited
// provider.
const OPENAI_PORT = Number((process.env.E2E_OPENAI_PORT ??= String(PORT + 1300)));
// The fake Viator (tests/fakes/viator.ts) the activity search asks.
const VIATOR_PORT = Number((process.env.E2E_VIATOR_PORT ??= String(PORT + 1400)));
const buildDir = process.env.BUILD_DIR || "build";
// A second production server, on its own data folder, for the specs in tests/e2e/providers/ (the
// `providers` project): Razorpay and WhatsApp configured against the fakes (tests/fakes/razorpay-fake.ts,
// whatsapp-fake.ts) that globalSetup starts. With them configured the default flows change (a payment
// goes to Razorpay instead of the bank/UPI details, the code step offers WhatsApp), so every other
// spec keeps the first server, without them.
const PROVIDERS_PORT = Number((process.env.E2E_PROVIDERS_PORT ??= String(PORT + 1500)));
const providersURL = `http://127.0.0.1:${PROVIDERS_PORT}`;
const providersDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-providers-data-"));
const RAZORPAY_PORT = Number((process.env.E2E_RAZORPAY_PORT ??= String(PORT + 1600)));
const WHATSAPP_PORT = Number((process.env.E2E_WHATSAPP_PORT ??= String(PORT + 1700)));
process.env.E2E_PROVIDERS_URL = providersURL;
// Where the seed writes the proposal links it sent (only their hashes are stored), for the spec to open.
process.env.E2E_PROPOSALS_FILE ??= path.resolve(buildDir, "e2e-proposals.json");
process.env.E2E_PROVIDERS_PROPOSALS_FILE ??= path.resolve(buildDir, "e2e-providers-proposals.json");

const defaultServer = {
  // The staff accounts first (the data folder is one process's at a time), then the built server
  // itself, as production runs it.
  command: `node --import tsx tests/fakes/e2e-seed.ts && node ${path.join(buildDir, "server/index.js")}`,
  url: `${baseURL}/readyz`,
  reuseExistingServer: false,
  // Seeding hashes a password per staff account (scrypt): on a busy 2-core machine the seed and the
  // start together have taken over a minute.
  timeout: 150_000,
  stdout: "pipe" as const,
  env: {
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMS_PROVIDER: "webhook",
    SMS_WEBHOOK_URL: `http://127.0.0.1:${SMS_PORT}/sms`,
    // Every browser test comes from 127.0.0.1: the per-IP caps are for the internet, not this run.
    VERIFICATION_MAX_SENDS_PER_IP_HOUR: "1000",
    // …and so are the per-network cap and the hourly budget: a full run sends well over a hundred codes.
    VERIFICATION_MAX_SENDS_PER_NETWORK_HOUR: "1000",
    // …and the unverified leads one network may leave: some flows test a code that could not be sent.
    VERIFICATION_MAX_UNVERIFIED_LEADS_PER_NETWORK_HOUR: "1000",
    SMS_HOURLY_BUDGET: "5000",
    API_MAX_STARTS_PER_IP_MINUTE: "1000",
    API_MAX_STARTS_PER_IP_HOUR: "10000",
    API_MAX_CODE_REQUESTS_PER_IP_MINUTE: "1000",
    API_MAX_READS_PER_IP_MINUTE: "10000",
    // Short enough for a test to wait out; the 30 s default is covered by the database tests.
    VERIFICATION_RESEND_COOLDOWN_SECONDS: "4",
    OUTBOX_POLL_MS: "500",
    // Staff sign-in codes go to the e2e mailbox; every worker signs in from 127.0.0.1.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    AUTH_SIGN_INS_PER_MINUTE: "1000",
    LLM_BASE_URL: `http://127.0.0.1:${OPENAI_PORT}/v1`,
    LLM_API_KEY: "sk-e2e",
    // Every browser test's message reaches the fake: its failures must not rest it for the next test.
    LLM_BREAKER_FAILURES: "100000",
    // Live activity search against the fake Viator: only its products' own words find them, so
    // the other searches keep the built-in catalogue, as without a partner.
    ACTIVITIES_SEARCH: "viator",
    VIATOR_API_KEY: "e2e-viator-key",
    VIATOR_BASE_URL: `http://127.0.0.1:${VIATOR_PORT}`,
    ACTIVITIES_TIMEOUT_MS: "3000",
    E2E_PROPOSALS_FILE: process.env.E2E_PROPOSALS_FILE,
  },
};

const providersServer = {
  ...defaultServer,
  // Its own seed: one staff account and the contacts its specs use (tests/fakes/e2e-seed-providers.ts).
  command: `node --import tsx tests/fakes/e2e-seed-providers.ts && node ${path.join(buildDir, "server/index.js")}`,
  url: `${providersURL}/readyz`,
  env: {
    ...defaultServer.env,
    PORT: String(PROVIDERS_PORT),
    SITE_URL: providersURL,
    DATA_DIR: providersDataDir,
    E2E_PROVIDERS_PROPOSALS_FILE: process.env.E2E_PROVIDERS_PROPOSALS_FILE,
    // Razorpay's hosted page (the fake's GET /i/:code) sends the traveller back to SITE_URL, and its
    // signed webhooks reach /api/v1/payments/razorpay/webhook.
    RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: `http://127.0.0.1:${RAZORPAY_PORT}`,
    // Codes and staff templates go to the fake Graph API; it posts statuses and replies to
    // /api/v1/whatsapp/webhook.
    WHATSAPP_PHONE_NUMBER_ID: E2E_WHATSAPP.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: E2E_WHATSAPP.accessToken,
    WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP.verifyToken,
    WHATSAPP_AUTH_TEMPLATE: E2E_WHATSAPP.authTemplate,
    WHATSAPP_API_URL: `http://127.0.0.1:${WHATSAPP_PORT}`,
  },
};

// The second server is started only when the run may hold a providers spec: a run asking only for
// other projects (`--project=desktop`, as when one spec is run by hand) does not wait for it.
const askedProjects = process.argv.flatMap((arg, i, all) =>
  arg === "--project" ? [all[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
);
const runsProviders =
  askedProjects.length === 0 || askedProjects.some((name) => name !== "desktop" && name !== "phone");

// The console's screens are worked at a desk: their specs run in the desktop project, and on a
// phone only their tests about the phone layout (tagged @phone). The console's frame (vox.spec.ts:
// tabs, menu, sign-out) and the board (pipeline.spec.ts) run on both, since staff do open them on a
// phone. Running every console test twice cost about a fifth of the browser suite's time.
const DESK_SPECS = [
  "auth",
  "bulk-matching",
  "console-payments",
  "console-quotes",
  "contacts",
  "crm-admin",
  "csv",
  "exchange-rates",
  "faq",
  "insights",
  "privacy-console",
  "screenshot-alerts",
  "tasks",
];
// Matched against "<project> <file> <titles> <tags>", as Playwright's grep sees a test.
const deskOnly = new RegExp(`^(?![\\s\\S]*@phone\\b)\\s*\\S+ (?:${DESK_SPECS.join("|")})\\.spec\\.ts `);

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/fakes/e2e-global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // A test about one layout (or a shared setting changed from one project) carries the tag of the
  // project it is for, and only that project selects it: nothing is skipped at run time, so a
  // skipped test in the report is one someone chose to skip.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone\b/,
      testIgnore: /tests[\\/]e2e[\\/]providers[\\/]/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grepInvert: [/@desktop\b/, deskOnly],
      testIgnore: /tests[\\/]e2e[\\/]providers[\\/]/,
    },
    {
      // Only the specs that go through the provider fakes, on the second server.
      name: "providers",
      testMatch: /tests[\\/]e2e[\\/]providers[\\/][^\\/]+\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, baseURL: providersURL },
    },
  ],
  // Servers start one after the other and the fakes (the mailbox too) only after the last: the
  // default server starts last so that the e-mails its seed queued wait the least for the mailbox.
  webServer: runsProviders ? [providersServer, defaultServer] : [defaultServer],
});
