import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The one place environment variables are read. Every variable is listed in .env.example.
 * A wrong value stops start-up with a message naming the variable.
 */

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = (def: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? def : v),
    z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((s) => s === "true" || s === "1")]),
  );
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess((v) => (v === undefined || v === "" ? def : Number(v)), z.number().int().min(min).max(max));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  FORCE_HTTPS: bool(false),

  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: int(10, 1, 200),

  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  CODE_HMAC_KEY: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),

  SMS_PROVIDER: z.enum(["log", "msg91", "twilio", "webhook"]).default("log"),
  SMS_TIMEOUT_MS: int(8000, 100, 60000),
  MSG91_AUTH_KEY: optionalString,
  MSG91_TEMPLATE_ID: optionalString,
  MSG91_BASE_URL: z.url().default("https://control.msg91.com"),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_BASE_URL: z.url().default("https://api.twilio.com"),
  SMS_WEBHOOK_URL: optionalUrl,
  SMS_WEBHOOK_TOKEN: optionalString,
  SMS_HOURLY_BUDGET: int(500, 1),

  // Phone verification (app/features/verification): code lifetime, tries and SMS pumping caps.
  VERIFICATION_CODE_TTL_SECONDS: int(300, 30, 3600),
  VERIFICATION_MAX_ATTEMPTS: int(5, 1, 20),
  VERIFICATION_RESEND_COOLDOWN_SECONDS: int(30, 0, 600),
  VERIFICATION_MAX_SENDS_PER_PHONE_HOUR: int(5, 1),
  VERIFICATION_MAX_SENDS_PER_PHONE_DAY: int(10, 1),
  VERIFICATION_MAX_SENDS_PER_IP_HOUR: int(20, 1),
  /** Benchmarks only (issue 6): switches off the code cooldown and the send caps. See parseConfig. */
  RATE_LIMITS_DISABLED_FOR_BENCH: bool(false),
  /** Must equal BENCH_CONFIRM_VALUE for the switch above to be honoured when NODE_ENV=production. */
  RATE_LIMITS_BENCH_CONFIRM: optionalString,

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Luxe Voyages <no-reply@luxevoyages.in>"),
  LEADS_NOTIFY_EMAIL: z.email().default("leads@luxevoyages.in"),

  OUTBOX_POLL_MS: int(2000, 50, 600000),
  OUTBOX_MAX_ATTEMPTS: int(8, 1, 100),
  OUTBOX_DISABLED: bool(false),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  isProduction: boolean;
  /** True only for a benchmark run (RATE_LIMITS_DISABLED_FOR_BENCH, confirmed in production). */
  rateLimitsDisabled: boolean;
  siteUrl: string;
  dataDir: string;
  sessionSecret: string;
  codeHmacKey: string;
};

/** The exact value RATE_LIMITS_BENCH_CONFIRM must have in production for a benchmark run. */
export const BENCH_CONFIRM_VALUE = "i-am-running-a-benchmark";

export class ConfigError extends Error {
  override name = "ConfigError";
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`)
    .join("\n");
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

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const problems: string[] = [];

  if (isProduction && e.DATABASE_URL) {
    if (!e.SESSION_SECRET) problems.push("  SESSION_SECRET: required in production with DATABASE_URL (every app process must share it)");
    if (!e.CODE_HMAC_KEY) problems.push("  CODE_HMAC_KEY: required in production with DATABASE_URL (every app process must share it)");
  }
  // A configured provider with missing keys is a start-up error, never a silent fallback.
  if (e.SMS_PROVIDER === "msg91") {
    if (!e.MSG91_AUTH_KEY) problems.push("  MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91");
    if (!e.MSG91_TEMPLATE_ID) problems.push("  MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91 (the DLT-approved template id)");
  }
  if (e.SMS_PROVIDER === "twilio") {
    if (!e.TWILIO_ACCOUNT_SID) problems.push("  TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio");
    if (!e.TWILIO_AUTH_TOKEN) problems.push("  TWILIO_AUTH_TOKEN: required when SMS_PROVIDER=twilio");
    if (!e.TWILIO_FROM) problems.push("  TWILIO_FROM: required when SMS_PROVIDER=twilio (a number or Messaging Service SID)");
  }
  if (e.SMS_PROVIDER === "webhook" && !e.SMS_WEBHOOK_URL) {
    problems.push("  SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook");
  }
  // Switching off SMS pumping protection must never happen by accident: in production it takes a
  // second variable with an exact value, and never with a provider that sends real (paid) SMS.
  let rateLimitsDisabled = false;
  if (e.RATE_LIMITS_DISABLED_FOR_BENCH) {
    if (isProduction && e.RATE_LIMITS_BENCH_CONFIRM !== BENCH_CONFIRM_VALUE) {
      problems.push(`  RATE_LIMITS_DISABLED_FOR_BENCH: in production it also needs RATE_LIMITS_BENCH_CONFIRM=${BENCH_CONFIRM_VALUE}`);
    } else if (e.SMS_PROVIDER !== "log") {
      problems.push("  RATE_LIMITS_DISABLED_FOR_BENCH: only allowed with SMS_PROVIDER=log (real SMS would be sent without limits)");
    } else {
      rateLimitsDisabled = true;
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  const dataDir = path.resolve(e.DATA_DIR);
  const needGenerated = !e.SESSION_SECRET || !e.CODE_HMAC_KEY;
  const generated = needGenerated ? loadOrCreateSecrets(dataDir) : undefined;

  return {
    ...e,
    isProduction,
    rateLimitsDisabled,
    dataDir,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    sessionSecret: e.SESSION_SECRET ?? generated!.sessionSecret,
    codeHmacKey: e.CODE_HMAC_KEY ?? generated!.codeHmacKey,
  };
}

const globalForConfig = globalThis as unknown as { __appConfig?: Config };

/** The process-wide configuration, parsed on first use. */
export function getConfig(): Config {
  globalForConfig.__appConfig ??= parseConfig(process.env);
  return globalForConfig.__appConfig;
}

/** Tests replace the configuration with their own. */
export function setConfigForTests(config: Config | undefined) {
  globalForConfig.__appConfig = config;
}

/** The public origin for canonical URLs and the sitemap, without reading secrets (safe at build time). */
export function getSiteUrl(env: Record<string, string | undefined> = process.env) {
  return (env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || 3000}`).replace(/\/+$/, "");
}
