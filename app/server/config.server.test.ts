import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv as parseDotEnv } from "node:util";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  configVariables,
  getBuildDir,
  getSiteUrl,
  parseConfig,
  parseEnv,
} from "./config.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "cfg-"));
const root = path.resolve(import.meta.dirname, "../..");
const envExample = parseDotEnv(fs.readFileSync(path.join(root, ".env.example"), "utf8"));
/** In .env.example for the test tools (Vitest, Playwright), not read by the app. */
const TEST_ONLY = ["TEST_DATABASE_URL", "CHROMIUM_PATH", "E2E_PORT", "E2E_SMS_PORT"];

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

  it("accepts .env.example as shipped", () => {
    expect(() => parseEnv(envExample)).not.toThrow();
    const config = parseConfig({ ...envExample, DATA_DIR: tmp() });
    expect(config.BUILD_DIR).toBe("build");
    expect(config.SMS_PROVIDER).toBe("log");
  });

  it("reads every variable of .env.example, and the configuration reference documents each one", () => {
    const reference = fs.readFileSync(path.join(root, "docs/configuration.md"), "utf8");
    for (const name of Object.keys(envExample)) {
      if (!TEST_ONLY.includes(name)) expect(configVariables, `${name} is in .env.example`).toContain(name);
      expect(reference, `docs/configuration.md mentions ${name}`).toContain(`\`${name}\``);
    }
  });

  it("lists every variable it reads in .env.example", () => {
    for (const name of configVariables)
      expect(Object.keys(envExample), `${name}, read by the configuration`).toContain(name);
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ NODE_ENV: "", PORT: " ", BUILD_DIR: "", SITE_PHONE: "", LOG_LEVEL: "" });
    expect(env).toMatchObject({ NODE_ENV: "development", PORT: 3000, BUILD_DIR: "build" });
    expect(env.SITE_PHONE).toBeUndefined();
    expect(getBuildDir({ BUILD_DIR: "  " })).toBe("build");
    expect(getBuildDir({ BUILD_DIR: "build-e2e" })).toBe("build-e2e");
  });

  it("names the variable when a value is wrong", () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(/PORT: must be a whole number/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "pigeon" })).toThrow(/SMS_PROVIDER/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseConfig({ DATA_DIR: tmp(), FORCE_HTTPS: "yes" })).toThrow(
      /FORCE_HTTPS: must be true or false/,
    );
    expect(() => parseConfig({ DATA_DIR: tmp(), SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET: must be at least 32/,
    );
  });

  it("validates the site settings, naming the variable", () => {
    const bad = (env: Record<string, string>) => () => parseEnv(env);
    expect(bad({ SITE_PHONE: "1244558800", SITE_PHONE_DISPLAY: "124 455 8800" })).toThrow(
      /SITE_PHONE: must be an E.164 number/,
    );
    expect(bad({ SITE_PHONE: "+911244558800", SITE_PHONE_DISPLAY: "call us" })).toThrow(
      /SITE_PHONE_DISPLAY: must be a phone number/,
    );
    expect(bad({ SITE_WEDDING_PHONE: "+919811155800" })).toThrow(
      /SITE_WEDDING_PHONE_DISPLAY: must be set together with SITE_WEDDING_PHONE/,
    );
    expect(bad({ SITE_PHONE: "+911244558800", SITE_PHONE_DISPLAY: "+91 124 455 9900" })).toThrow(
      /SITE_PHONE_DISPLAY: shows a different number from SITE_PHONE/,
    );
    expect(bad({ SITE_WHATSAPP_NUMBER: "+91 98111 55880" })).toThrow(
      /SITE_WHATSAPP_NUMBER: must be digits only/,
    );
    expect(bad({ SITE_SUPPORT_EMAIL: "care at luxevoyages.in" })).toThrow(
      /SITE_SUPPORT_EMAIL: must be an e-mail address/,
    );
    expect(bad({ SITE_REVIEW_URL: "javascript:alert(1)" })).toThrow(
      /SITE_REVIEW_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(bad({ SITE_MAP_URL: "maps.google.com/?q=x" })).toThrow(/SITE_MAP_URL/);
    // Indian national formats are fine for display, as long as they show the number that is dialled.
    expect(
      parseEnv({ SITE_PHONE: "+911244558800", SITE_PHONE_DISPLAY: "0124 455 8800" }).SITE_PHONE_DISPLAY,
    ).toBe("0124 455 8800");
    expect(parseEnv({ SITE_VISA_URL: "http://127.0.0.1:8080/visa" }).SITE_VISA_URL).toBe(
      "http://127.0.0.1:8080/visa",
    );
  });

  it("lists every wrong variable at once", () => {
    let message = "";
    try {
      parseEnv({ PORT: "x", SITE_SALES_EMAIL: "nope", SITE_INSTAGRAM_URL: "ftp://x.y" });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/SITE_SALES_EMAIL/);
    expect(message).toMatch(/SITE_INSTAGRAM_URL/);
  });

  it("requires shared secrets in production with a real database", () => {
    const env = { NODE_ENV: "production", DATA_DIR: tmp(), DATABASE_URL: "postgres://u@127.0.0.1:5432/app" };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(/SESSION_SECRET: required in production/);
    const ok = parseConfig({ ...env, SESSION_SECRET: "s".repeat(40), CODE_HMAC_KEY: "k".repeat(40) });
    expect(ok.sessionSecret).toBe("s".repeat(40));
  });

  it("refuses a configured SMS provider with missing keys instead of silently falling back", () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "x" })).toThrow(
      /MSG91_TEMPLATE_ID/,
    );
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => parseConfig({ DATA_DIR: tmp(), SMS_PROVIDER: "webhook" })).toThrow(/SMS_WEBHOOK_URL/);
  });

  it("takes Razorpay's three keys together or none of them", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).RAZORPAY_KEY_ID).toBeUndefined();
    expect(() =>
      parseConfig({ DATA_DIR: tmp(), RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "s" }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET: required/);
    expect(() => parseConfig({ DATA_DIR: tmp(), RAZORPAY_WEBHOOK_SECRET: "w" })).toThrow(
      /RAZORPAY_KEY_ID: required/,
    );
    const all = parseConfig({
      DATA_DIR: tmp(),
      RAZORPAY_KEY_ID: "rzp_test_1",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(all.RAZORPAY_API_URL).toBe("https://api.razorpay.com");
  });

  it("trusts X-Forwarded-For only from the proxies it lists, and refuses to trust everyone", () => {
    const listed = parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,loopback,fd00::/8" });
    expect(listed.TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1", "loopback", "fd00::/8"]);
    expect(parseConfig({ DATA_DIR: tmp() }).TRUST_PROXY).toBeUndefined();
    expect(parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);

    expect(() => parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would trust every address in X-Forwarded-For, which the client writes itself/,
    );
    for (const wrong of ["10.0.0.0/33", "proxy.internal", "10.0.0.0/8;127.0.0.1", "10.0.0.0/8,", "yes"]) {
      expect(() => parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: wrong }), wrong).toThrow(
        /TRUST_PROXY: must list the proxies' addresses or networks/,
      );
    }
  });

  it("warns at start when the per-IP limits could count the wrong address", () => {
    const production = {
      NODE_ENV: "production",
      DATA_DIR: tmp(),
      DATABASE_URL: "postgres://u@127.0.0.1:5432/app",
      SESSION_SECRET: "s".repeat(40),
      CODE_HMAC_KEY: "k".repeat(40),
    };
    // Behind a proxy, every visitor would be the proxy.
    expect(parseConfig(production).warnings).toEqual([expect.stringMatching(/^TRUST_PROXY is not set: /)]);
    // A hop count trusts whoever connects directly.
    expect(parseConfig({ ...production, TRUST_PROXY: "1" }).warnings).toEqual([
      expect.stringMatching(/^TRUST_PROXY=1 trusts X-Forwarded-For from whoever connects/),
    ]);
    expect(parseConfig({ ...production, TRUST_PROXY: "10.1.0.0/16" }).warnings).toEqual([]);
    expect(parseConfig({ ...production, TRUST_PROXY: "false" }).warnings).toEqual([]);
    // Without a database of its own it is a local run: nothing to say.
    expect(parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: "1" }).warnings).toEqual([]);
  });

  it("derives the public site URL without a trailing slash", () => {
    expect(getSiteUrl({ SITE_URL: "https://www.example.in/" })).toBe("https://www.example.in");
    expect(getSiteUrl({ PORT: "4000" })).toBe("http://localhost:4000");
  });
});
