import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, getSiteUrl, parseConfig } from "./config.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "cfg-"));

describe("configuration", () => {
  it("starts on the embedded defaults and generates secrets once under the data directory", () => {
    const dir = tmp();
    const a = parseConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.SMS_PROVIDER).toBe("log");
    expect(a.DATABASE_URL).toBeUndefined();
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(path.join(dir, "secrets.json"))).toBe(true);
    // A restart reads the same secrets back (codes and cookies stay valid).
    const b = parseConfig({ DATA_DIR: dir });
    expect(b.sessionSecret).toBe(a.sessionSecret);
    expect(b.codeHmacKey).toBe(a.codeHmacKey);
  });

  it("names the variable when a value is wrong", () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "pigeon" })).toThrow(/SMS_PROVIDER/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it("requires shared secrets in production with a real database", () => {
    const env = { NODE_ENV: "production", DATA_DIR: tmp(), DATABASE_URL: "postgres://u@127.0.0.1:5432/app" };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(/SESSION_SECRET: required in production/);
    const ok = parseConfig({ ...env, SESSION_SECRET: "s".repeat(40), CODE_HMAC_KEY: "k".repeat(40) });
    expect(ok.sessionSecret).toBe("s".repeat(40));
  });

  it("refuses a configured SMS provider with missing keys instead of silently falling back", () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "x" })).toThrow(/MSG91_TEMPLATE_ID/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "webhook" })).toThrow(/SMS_WEBHOOK_URL/);
  });

  it("derives the public site URL without a trailing slash", () => {
    expect(getSiteUrl({ SITE_URL: "https://www.example.in/" })).toBe("https://www.example.in");
    expect(getSiteUrl({ PORT: "4000" })).toBe("http://localhost:4000");
  });
});
