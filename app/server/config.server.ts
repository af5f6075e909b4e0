import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
// Relative: vite.config.ts and react-router.config.ts load this module without the "~" alias.
import { z } from "../lib/zod.ts";

/**
 * The one place environment variables are read. Every variable is listed in .env.example.
 * A wrong value stops start-up with a message naming the variable.
 *
 * Two levels: `getEnv()` validates each variable on its own and has no side effects, so the build
 * (prerendering) and the logger may use it; `getConfig()` adds the rules between variables and the
 * secrets, which only a running server needs.
 */

const optionalString = z.string().optional();
const httpUrl = (message = "must be an http:// or https:// URL") => z.url({ protocol: /^https?$/, message });
const optionalHttpUrl = httpUrl().optional();
const bool = (def: boolean) =>
  z.preprocess(
    (v) => (v === undefined ? def : v),
    z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((s) => s === "true" || s === "1")], {
      error: "must be true or false (or 1 or 0)",
    }),
  );
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
  const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
  const message = `must be a whole number ${range}`;
  return z.preprocess(
    (v) => (v === undefined ? def : Number(v)),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};

// Site settings are shown on every page and dialled, mailed or linked by visitors, so a typo must
// stop the server rather than publish a dead number or link.
const siteText = z.string().max(300, "must be at most 300 characters").optional();
const siteE164 = z
  .e164("must be an E.164 number: + and the country code, digits only (e.g. +911244558800)")
  .optional();
const sitePhoneDisplay = z
  .string()
  .regex(
    /^\+?[\d\s()-]+$/,
    "must be a phone number as people read it: digits, spaces, +, ( ) and - (e.g. +91 124 455 8800)",
  )
  .refine((v) => v.replace(/\D/g, "").length >= 8, "must have at least 8 digits")
  .optional();
const siteEmail = z.email("must be an e-mail address (e.g. care@luxevoyages.in)").optional();

/** Express's names for address ranges (proxy-addr's): 127.0.0.0/8 and ::1, fe80::/10…, 10/8, fc00::/7… */
const NAMED_SUBNETS = ["loopback", "linklocal", "uniquelocal"];

/** An IP address, or an IP address and a prefix length (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which connecting addresses may say, in X-Forwarded-For (and -Proto, -Host), who the visitor is:
 * a list of the proxies' addresses and networks (Express's "trust proxy" list), `false` for none
 * (clients connect directly), or a number of proxy hops. `true` is refused: it takes the first
 * address of X-Forwarded-For, which is whatever the client wrote, even behind a proxy.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): string[] | number | false | undefined => {
    if (raw === undefined) return undefined;
    if (raw === "false") return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    if (raw === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust every address in X-Forwarded-For, which the client writes itself: list your proxy's addresses or networks instead (e.g. loopback or 10.0.0.0/8)",
      });
      return z.NEVER;
    }
    const entries = raw.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !NAMED_SUBNETS.includes(entry) && !isAddressOrCidr(entry));
    if (wrong.length) {
      ctx.addIssue({
        code: "custom",
        message: `must list the proxies' addresses or networks, separated by commas (e.g. 10.0.0.0/8,127.0.0.1 or loopback), or be false; not ${wrong.map((w) => JSON.stringify(w)).join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envShape = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: httpUrl().optional(),
  DATA_DIR: z.string().default("./data"),
  /** Unset: info, or silent under tests. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  // auto: readable lines when stdout is a terminal, JSON lines otherwise (a log collector).
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).optional(),
  /** Prometheus metrics on a listener of their own (unset: none; 0: any free port, logged). */
  METRICS_PORT: z.preprocess(
    (v) => (v === undefined ? undefined : Number(v)),
    z
      .number({ error: "must be a port number from 0 to 65535" })
      .int("must be a port number from 0 to 65535")
      .min(0, "must be a port number from 0 to 65535")
      .max(65535, "must be a port number from 0 to 65535")
      .optional(),
  ),
  /** The metrics listener's address: this machine only unless told (e.g. 0.0.0.0 in a container). */
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** Set: GET /metrics on the public port answers a request carrying `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: trustProxy,
  FORCE_HTTPS: bool(false),
  /** Where `npm run build` writes and `npm start` looks; a second folder lets two builds coexist. */
  BUILD_DIR: z.string().default("build"),

  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: int(10, 1, 200),
  // On SIGTERM /readyz answers 503 at once; the server keeps accepting this long, so a load
  // balancer's health checks see it leave before connections are refused.
  SHUTDOWN_DRAIN_MS: int(0, 0, 120000),
  // Unset: the embedded database and development migrate at start; a production PostgreSQL is
  // migrated by `npm run db:migrate` as a release step, before the new processes start.
  MIGRATE_ON_START: z.enum(["true", "false"], { error: "must be true or false" }).optional(),

  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  CODE_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  // Staff sign-in (app/features/auth): password tries and code requests per client address per minute.
  AUTH_SIGN_INS_PER_MINUTE: int(5, 1, 1000),

  SMS_PROVIDER: z.enum(["log", "msg91", "twilio", "webhook"]).default("log"),
  SMS_TIMEOUT_MS: int(8000, 100, 60000),
  MSG91_AUTH_KEY: optionalString,
  MSG91_TEMPLATE_ID: optionalString,
  MSG91_BASE_URL: httpUrl().default("https://control.msg91.com"),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_BASE_URL: httpUrl().default("https://api.twilio.com"),
  // The secret part of MSG91's delivery-report URL (SITE_URL/api/v1/sms/reports/msg91/<token>).
  SMS_DELIVERY_REPORT_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  SMS_WEBHOOK_URL: optionalHttpUrl,
  SMS_WEBHOOK_TOKEN: optionalString,
  // Codes sent in any rolling hour, all visitors together (SMS pumping protection).
  SMS_HOURLY_BUDGET: int(500, 1),
  // From this share of the budget used in the last hour (percent), a code send needs a proof of work
  // solved by the browser (ADR 030); 100 never asks.
  SMS_PROOF_OF_WORK_FROM_PERCENT: int(50, 0, 100),

  // WhatsApp Business Cloud API (app/features/whatsapp, docs/whatsapp.md). All four keys and the
  // authentication template's name switch it on; without them the site sends codes by SMS only.
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, "must be the phone number ID Meta shows (digits only)")
    .optional(),
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  WHATSAPP_AUTH_TEMPLATE: optionalString,
  WHATSAPP_AUTH_TEMPLATE_LANGUAGE: z.string().default("en"),
  WHATSAPP_API_URL: httpUrl().default("https://graph.facebook.com"),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "must be a Graph API version such as v21.0")
    .default("v21.0"),
  WHATSAPP_TIMEOUT_MS: int(8000, 100, 60000),
  // Codes sent by WhatsApp in any rolling hour, all visitors together (counted apart from SMS).
  WHATSAPP_HOURLY_BUDGET: int(500, 1),
  // How long a WhatsApp code may go without a "delivered" status before SMS is offered at once.
  WHATSAPP_FALLBACK_SECONDS: int(20, 5, 600),
  // Which channel the code step uses first when WhatsApp is configured.
  VERIFICATION_DEFAULT_CHANNEL: z.enum(["sms", "whatsapp"]).default("sms"),

  // Phone verification (app/features/verification): code lifetime, tries and SMS pumping caps.
  VERIFICATION_CODE_TTL_SECONDS: int(300, 30, 3600),
  VERIFICATION_MAX_ATTEMPTS: int(5, 1, 20),
  VERIFICATION_RESEND_COOLDOWN_SECONDS: int(30, 0, 600),
  VERIFICATION_MAX_SENDS_PER_PHONE_HOUR: int(5, 1),
  VERIFICATION_MAX_SENDS_PER_PHONE_DAY: int(10, 1),
  VERIFICATION_MAX_SENDS_PER_IP_HOUR: int(20, 1),
  // One network (an IPv4 /24, an IPv6 /64): many addresses of one attacker count as one.
  VERIFICATION_MAX_SENDS_PER_NETWORK_HOUR: int(40, 1),
  // Codes e-mailed to one address (numbers outside India), whichever number or network asks.
  VERIFICATION_MAX_SENDS_PER_EMAIL_HOUR: int(5, 1),
  // Leads kept unverified (no code could be sent) that one network may leave in any rolling hour:
  // each is an urgent lead, a staff e-mail and a task.
  VERIFICATION_MAX_UNVERIFIED_LEADS_PER_NETWORK_HOUR: int(5, 1),
  // E-mailed codes (an activity booking without a phone): per address per hour; per client address
  // per hour they share VERIFICATION_MAX_SENDS_PER_IP_HOUR's number, counted apart from SMS.
  VERIFICATION_MAX_EMAIL_CODES_PER_ADDRESS_HOUR: int(5, 1),
  // Per-client HTTP limits on /api/v1 (app/server/api-rate-limits.server.ts), by what a request costs.
  API_MAX_STARTS_PER_IP_MINUTE: int(10, 1),
  API_MAX_STARTS_PER_IP_HOUR: int(60, 1),
  API_MAX_CODE_REQUESTS_PER_IP_MINUTE: int(30, 1),
  API_MAX_READS_PER_IP_MINUTE: int(300, 1),
  // Staff work from one office network: a day's clicking (moves, notes, tasks) must fit, a script must not.
  API_MAX_CONSOLE_WRITES_PER_IP_MINUTE: int(240, 1),
  /**
   * Rupees per US dollar to start the exchange-rate table with: read once, on a fresh installation,
   * as the first USD rate. After that admins set every currency's rate in the console, and each
   * booking keeps the rate it was converted at.
   */
  USD_INR_RATE: z.preprocess(
    (v) => (v === undefined || v === "" ? 84 : Number(v)),
    z
      .number({ error: "must be a number such as 84.5" })
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000"),
  ),
  // Activities (app/features/activities): the built-in catalogue unless a real provider is switched on.
  ACTIVITIES_SEARCH: z.enum(["catalogue", "viator"]).default("catalogue"),
  VIATOR_API_KEY: optionalString,
  VIATOR_BASE_URL: httpUrl().default("https://api.viator.com/partner"),
  /** The language Viator answers in (its Accept-Language header). */
  VIATOR_LANGUAGE: z.string().default("en-US"),
  ACTIVITIES_BOOKING: z.enum(["catalogue", "hotelbeds"]).default("catalogue"),
  HOTELBEDS_API_KEY: optionalString,
  HOTELBEDS_SECRET: optionalString,
  HOTELBEDS_BASE_URL: httpUrl().default("https://api.test.hotelbeds.com"),
  /** Each call to an activity provider gives up after this long. */
  ACTIVITIES_TIMEOUT_MS: int(10000, 100, 60000),
  /**
   * The booking call itself waits this long (docs/decisions/033): a booking given up too early may
   * still be made, and then has to be found and settled rather than sent again.
   */
  ACTIVITIES_BOOKING_TIMEOUT_MS: int(120000, 100, 600000),
  /** How long the visitor's request waits for the booking before answering "we are confirming". */
  ACTIVITIES_BOOKING_WAIT_MS: int(15000, 0, 120000),
  /** A booking request (no supplier confirms it at once) is answered by staff within this many hours. */
  ACTIVITY_CONFIRM_WITHIN_HOURS: int(24, 1, 168),
  // Payments (app/features/payments): Razorpay Payment Links when the keys are set; without them the
  // traveller is shown the agency's bank/UPI details and staff record what arrives.
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  /** The secret set on the Razorpay dashboard's webhook: X-Razorpay-Signature is an HMAC with it. */
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: httpUrl().default("https://api.razorpay.com"),
  /** Each call to Razorpay gives up after this long (a create given up on is looked up, not repeated). */
  RAZORPAY_TIMEOUT_MS: int(15000, 100, 120000),
  // The itinerary planner (app/features/planner): the built-in planner unless LLM_BASE_URL is set.
  /** Any OpenAI-compatible API, e.g. https://api.openai.com/v1 or a local server's /v1. */
  LLM_BASE_URL: optionalHttpUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  /** The model's whole reply may take this long; the first token is usually far sooner. */
  LLM_TIMEOUT_MS: int(60000, 1000, 600000),
  /** Prompt and reply tokens per day, all visitors together; past it the built-in planner answers. */
  LLM_DAILY_TOKEN_BUDGET: int(500000, 1000),
  /**
   * How the reply's length cap is sent and whether a temperature is: reasoning models (o1, o3, o4,
   * gpt-5…) refuse `max_tokens` and any temperature but the default. auto decides by the model's name.
   */
  LLM_TOKEN_PARAM: z.enum(["auto", "max_tokens", "max_completion_tokens"]).default("auto"),
  LLM_SEND_TEMPERATURE: z.enum(["auto", "true", "false"]).default("auto"),
  /** Provider failures within a minute that rest it (the built-in planner answers meanwhile). */
  LLM_BREAKER_FAILURES: int(3, 1),
  /** Planner messages per client address per hour. */
  PLANNER_MESSAGES_PER_IP_HOUR: int(60, 1),
  /** Benchmarks only: switches off the code cooldown, the send caps and the HTTP limits. See parseConfig. */
  RATE_LIMITS_DISABLED_FOR_BENCH: bool(false),
  /** Must equal BENCH_CONFIRM_VALUE for the switch above to be honoured when NODE_ENV=production. */
  RATE_LIMITS_BENCH_CONFIRM: optionalString,

  SMTP_URL: z.url().optional(),
  // Dangerous: lets SMTP_URL's credentials go unencrypted to a server without STARTTLS (a local relay only).
  SMTP_ALLOW_PLAINTEXT_AUTH: bool(false),
  MAIL_FROM: z.string().default("Luxe Voyages <no-reply@luxevoyages.in>"),
  LEADS_NOTIFY_EMAIL: z.email().default("leads@luxevoyages.in"),
  // Told when the SMS budget is 80 % used (at most once an hour); LEADS_NOTIFY_EMAIL when unset.
  ADMIN_ALERT_EMAIL: z.email().optional(),
  // Messages one address may get in a day (India's), counted in the database (app/server/mail.server.ts):
  // a visitor's address (vouchers, e-mail codes), and, counted apart, a staff address (lead
  // notifications, digests, alerts). A staff member's sign-in code is never held back.
  MAIL_MAX_PER_RECIPIENT_DAY: int(10, 1),
  MAIL_MAX_PER_STAFF_RECIPIENT_DAY: int(1000, 1),
  // The staff help centre's "Contact Administrator" and "Technical Support" addresses.
  STAFF_ADMIN_EMAIL: z.email().default("admin@luxevoyages.in"),
  STAFF_SUPPORT_EMAIL: z.email().default("it-support@luxevoyages.in"),

  OUTBOX_POLL_MS: int(2000, 50, 600000),
  OUTBOX_MAX_ATTEMPTS: int(8, 1, 100),
  OUTBOX_RETRY_BASE_MS: int(5000, 10, 600000),
  OUTBOX_DISABLED: bool(false),

  // Site settings: unset ones keep the defaults in app/lib/site-settings.ts.
  SITE_BRAND_NAME: siteText,
  SITE_BRAND_TAGLINE: siteText,
  SITE_PHONE_DISPLAY: sitePhoneDisplay,
  SITE_PHONE: siteE164,
  SITE_EMERGENCY_PHONE_DISPLAY: sitePhoneDisplay,
  SITE_EMERGENCY_PHONE: siteE164,
  SITE_WEDDING_PHONE_DISPLAY: sitePhoneDisplay,
  SITE_WEDDING_PHONE: siteE164,
  SITE_WHATSAPP_NUMBER: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "must be digits only, country code first, without + (e.g. 919810267400)")
    .optional(),
  SITE_WHATSAPP_GREETING: siteText,
  SITE_WHATSAPP_PACKAGES_MESSAGE: siteText,
  SITE_SUPPORT_EMAIL: siteEmail,
  SITE_SALES_EMAIL: siteEmail,
  SITE_GRIEVANCE_OFFICER: siteText,
  SITE_GRIEVANCE_EMAIL: siteEmail,
  /** Address lines separated by "|". */
  SITE_ADDRESS: siteText,
  SITE_MAP_URL: optionalHttpUrl,
  SITE_INSTAGRAM_URL: optionalHttpUrl,
  SITE_LINKEDIN_URL: optionalHttpUrl,
  SITE_VISA_URL: optionalHttpUrl,
  SITE_MICE_URL: optionalHttpUrl,
  SITE_REVIEW_URL: optionalHttpUrl,
};

const envSchema = z.object(envShape).superRefine((e, ctx) => {
  // A page shows the display form and dials the E.164 form: changing only one of them would
  // show one number and call another.
  const pairs = [
    ["SITE_PHONE_DISPLAY", "SITE_PHONE"],
    ["SITE_EMERGENCY_PHONE_DISPLAY", "SITE_EMERGENCY_PHONE"],
    ["SITE_WEDDING_PHONE_DISPLAY", "SITE_WEDDING_PHONE"],
  ] as const;
  for (const [displayName, e164Name] of pairs) {
    const display = e[displayName];
    const e164 = e[e164Name];
    if (!display && !e164) continue;
    if (!display || !e164) {
      const missing = display ? e164Name : displayName;
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `must be set together with ${display ? displayName : e164Name} (one is shown, the other dialled)`,
      });
      continue;
    }
    const shown = display.replace(/\D/g, "").replace(/^0+/, "");
    if (!e164.slice(1).endsWith(shown)) {
      ctx.addIssue({
        code: "custom",
        path: [displayName],
        message: `shows a different number from ${e164Name}=${e164}`,
      });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the configuration reads. */
export const configVariables = Object.keys(envShape) as (keyof Env)[];

export type Config = Env & {
  isProduction: boolean;
  /** Said once at start: settings that work but are probably not what a deployment wants. */
  warnings: string[];
  /** True only for a benchmark run (RATE_LIMITS_DISABLED_FOR_BENCH, confirmed in production). */
  rateLimitsDisabled: boolean;
  /** Every WHATSAPP_ key is set: codes may go by WhatsApp and the webhook answers. */
  whatsappConfigured: boolean;
  siteUrl: string;
  dataDir: string;
  /** Whether opening the database applies pending migrations (MIGRATE_ON_START, or its default). */
  migrateOnStart: boolean;
  sessionSecret: string;
  codeHmacKey: string;
};

/** The exact value RATE_LIMITS_BENCH_CONFIRM must have in production for a benchmark run. */
export const BENCH_CONFIRM_VALUE = "i-am-running-a-benchmark";

export class ConfigError extends Error {
  override name = "ConfigError";
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`).join("\n");
}

/** Secrets not given in the environment are generated once and kept under the data directory. */
function loadOrCreateSecrets(dataDir: string): { sessionSecret: string; codeHmacKey: string } {
  const file = path.join(dataDir, "secrets.json");
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    if (typeof saved.sessionSecret === "string" && typeof saved.codeHmacKey === "string") return saved;
  } catch {
    // first start: fall through and create
  }
  const secrets = {
    sessionSecret: crypto.randomBytes(32).toString("base64url"),
    codeHmacKey: crypto.randomBytes(32).toString("base64url"),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * Validates each variable on its own: no files, no secrets, so it is safe at build time. Empty
 * values count as unset (a copied .env.example leaves many variables empty).
 */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) given[name] = trimmed;
  }
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  return parsed.data;
}

const siteUrlOf = (e: Env) => (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");

export function parseConfig(env: Record<string, string | undefined>): Config {
  const e = parseEnv(env);
  const isProduction = e.NODE_ENV === "production";
  const problems: string[] = [];

  if (isProduction && e.DATABASE_URL) {
    if (!e.SESSION_SECRET)
      problems.push(
        "  SESSION_SECRET: required in production with DATABASE_URL (every app process must share it)",
      );
    if (!e.CODE_HMAC_KEY)
      problems.push(
        "  CODE_HMAC_KEY: required in production with DATABASE_URL (every app process must share it)",
      );
  }
  // A configured provider with missing keys is a start-up error, never a silent fallback.
  if (e.SMS_PROVIDER === "msg91") {
    if (!e.MSG91_AUTH_KEY) problems.push("  MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91");
    if (!e.MSG91_TEMPLATE_ID)
      problems.push("  MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91 (the DLT-approved template id)");
  }
  if (e.SMS_PROVIDER === "twilio") {
    if (!e.TWILIO_ACCOUNT_SID) problems.push("  TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio");
    if (!e.TWILIO_AUTH_TOKEN) problems.push("  TWILIO_AUTH_TOKEN: required when SMS_PROVIDER=twilio");
    if (!e.TWILIO_FROM)
      problems.push("  TWILIO_FROM: required when SMS_PROVIDER=twilio (a number or Messaging Service SID)");
  }
  if (e.ACTIVITIES_SEARCH === "viator" && !e.VIATOR_API_KEY) {
    problems.push(
      "  VIATOR_API_KEY: required when ACTIVITIES_SEARCH=viator (the Partner API key, sent as exp-api-key)",
    );
  }
  if (e.ACTIVITIES_BOOKING === "hotelbeds") {
    if (!e.HOTELBEDS_API_KEY)
      problems.push("  HOTELBEDS_API_KEY: required when ACTIVITIES_BOOKING=hotelbeds");
    if (!e.HOTELBEDS_SECRET) problems.push("  HOTELBEDS_SECRET: required when ACTIVITIES_BOOKING=hotelbeds");
  }
  // Half a Razorpay configuration would take money it cannot record (or record none it takes).
  if (e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET || e.RAZORPAY_WEBHOOK_SECRET) {
    if (!e.RAZORPAY_KEY_ID) problems.push("  RAZORPAY_KEY_ID: required with the other RAZORPAY_ keys");
    if (!e.RAZORPAY_KEY_SECRET)
      problems.push("  RAZORPAY_KEY_SECRET: required with the other RAZORPAY_ keys");
    if (!e.RAZORPAY_WEBHOOK_SECRET)
      problems.push(
        "  RAZORPAY_WEBHOOK_SECRET: required with the other RAZORPAY_ keys (the webhook is what records money)",
      );
  }
  // Half a WhatsApp configuration would send codes whose statuses it cannot verify (or none at all).
  const whatsappKeys = [
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_ACCESS_TOKEN",
    "WHATSAPP_APP_SECRET",
    "WHATSAPP_VERIFY_TOKEN",
    "WHATSAPP_AUTH_TEMPLATE",
  ] as const;
  const whatsappConfigured = whatsappKeys.every((key) => e[key]);
  if (!whatsappConfigured && whatsappKeys.some((key) => e[key])) {
    for (const key of whatsappKeys)
      if (!e[key]) problems.push(`  ${key}: required with the other WHATSAPP_ keys`);
  }
  if (e.VERIFICATION_DEFAULT_CHANNEL === "whatsapp" && !whatsappKeys.some((key) => e[key])) {
    problems.push(
      "  VERIFICATION_DEFAULT_CHANNEL: whatsapp needs WhatsApp configured (WHATSAPP_PHONE_NUMBER_ID and the other WHATSAPP_ keys)",
    );
  }
  if (e.SMS_PROVIDER === "webhook" && !e.SMS_WEBHOOK_URL) {
    problems.push("  SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook");
  }
  // Switching off SMS pumping protection must never happen by accident: in production it takes a
  // second variable with an exact value, and never with a provider that sends real (paid) SMS.
  let rateLimitsDisabled = false;
  if (e.RATE_LIMITS_DISABLED_FOR_BENCH) {
    if (isProduction && e.RATE_LIMITS_BENCH_CONFIRM !== BENCH_CONFIRM_VALUE) {
      problems.push(
        `  RATE_LIMITS_DISABLED_FOR_BENCH: in production it also needs RATE_LIMITS_BENCH_CONFIRM=${BENCH_CONFIRM_VALUE}`,
      );
    } else if (e.SMS_PROVIDER !== "log") {
      problems.push(
        "  RATE_LIMITS_DISABLED_FOR_BENCH: only allowed with SMS_PROVIDER=log (real SMS would be sent without limits)",
      );
    } else {
      rateLimitsDisabled = true;
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  const warnings: string[] = [];
  if (typeof e.TRUST_PROXY === "number" && isProduction) {
    warnings.push(
      `TRUST_PROXY=${e.TRUST_PROXY} trusts X-Forwarded-For from whoever connects: if the app can be reached without the proxy, anyone can pose as any address and dodge every per-IP limit. List the proxies' addresses or networks instead (e.g. TRUST_PROXY=10.0.0.0/8).`,
    );
  }
  if (e.DATABASE_URL && e.TRUST_PROXY === undefined) {
    warnings.push(
      "TRUST_PROXY is not set: behind a proxy or load balancer every visitor would be counted as the proxy's address by the per-IP limits. Set it to the proxies' addresses or networks (e.g. TRUST_PROXY=10.0.0.0/8), or to false if clients connect directly.",
    );
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const needGenerated = !e.SESSION_SECRET || !e.CODE_HMAC_KEY;
  const generated = needGenerated ? loadOrCreateSecrets(dataDir) : undefined;

  return {
    ...e,
    isProduction,
    warnings,
    rateLimitsDisabled,
    whatsappConfigured,
    dataDir,
    migrateOnStart: e.MIGRATE_ON_START ? e.MIGRATE_ON_START === "true" : !(isProduction && e.DATABASE_URL),
    siteUrl: siteUrlOf(e),
    sessionSecret: e.SESSION_SECRET ?? generated!.sessionSecret,
    codeHmacKey: e.CODE_HMAC_KEY ?? generated!.codeHmacKey,
  };
}

const globalForConfig = globalThis as unknown as {
  __appEnv?: Env;
  __appConfig?: Config;
  __prerenderOrigin?: string;
  __dotEnvLoaded?: boolean;
};

/**
 * A .env file in the working directory fills in variables not already set. Tests never read it, so a
 * developer's local settings cannot change their outcome.
 */
function readEnvironment(): Record<string, string | undefined> {
  if (!globalForConfig.__dotEnvLoaded) {
    globalForConfig.__dotEnvLoaded = true;
    if (process.env.NODE_ENV !== "test" && fs.existsSync(".env")) process.loadEnvFile(".env");
  }
  return process.env;
}

/** The process-wide environment, each variable validated, without secrets (safe at build time). */
export function getEnv(): Env {
  globalForConfig.__appEnv ??= parseEnv(readEnvironment());
  return globalForConfig.__appEnv;
}

/** The process-wide configuration, parsed on first use. */
export function getConfig(): Config {
  globalForConfig.__appConfig ??= parseConfig(readEnvironment());
  return globalForConfig.__appConfig;
}

/** Tests replace the configuration with their own. */
export function setConfigForTests(config: Config | undefined) {
  globalForConfig.__appConfig = config;
}

/**
 * Prerendered pages are written before the public origin is known for sure: the build renders them
 * with a placeholder origin, which the server swaps for SITE_URL when it sends the file.
 */
export function setPrerenderOrigin(origin: string | undefined) {
  globalForConfig.__prerenderOrigin = origin;
}

/** The build folder from BUILD_DIR alone, for the build's own configuration (no other variable is checked). */
export function getBuildDir(env: Record<string, string | undefined>): string {
  return envShape.BUILD_DIR.parse(env.BUILD_DIR?.trim() || undefined);
}

/** The public origin for canonical URLs and the sitemap, without reading secrets (safe at build time). */
export function getSiteUrl(env?: Record<string, string | undefined>) {
  if (!env && globalForConfig.__prerenderOrigin) return globalForConfig.__prerenderOrigin;
  return siteUrlOf(env ? parseEnv(env) : getEnv());
}
