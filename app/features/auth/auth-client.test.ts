import { describe, expect, it, vi } from "vitest";
import { hasUnusualCharacters } from "~/lib/plain-text";
import { authRequest, maskEmail, safeRedirect, SERVICE_DOWN, SESSION_ENDED } from "./auth-client";

const reply = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function fetcherOf(...replies: (Response | Error)[]) {
  const fn = vi.fn(async () => {
    const next = replies.shift();
    if (!next) throw new Error("no more replies");
    if (next instanceof Error) throw next;
    return next;
  });
  return fn as unknown as typeof fetch & typeof fn;
}

describe("the staff auth client", () => {
  it("retries a read once after a gateway error, and succeeds", async () => {
    const fetcher = fetcherOf(reply(502), reply(200, { session: { id: "s" } }));
    const result = await authRequest("/get-session", { fetcher });
    expect(result).toEqual({ ok: true, data: { session: { id: "s" } } });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it.each([502, 503, 504])("after a second %i on a read, says to try again", async (status) => {
    const fetcher = fetcherOf(reply(status), reply(status));
    const result = await authRequest("/get-session", { fetcher });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ status, message: SERVICE_DOWN }) });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("never sends a sign-in or a code twice", async () => {
    const fetcher = fetcherOf(reply(503), reply(200, {}));
    const result = await authRequest("/sign-in/email", { body: { email: "a@b.in", password: "x" }, fetcher });
    expect(result.ok).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("keeps a weak password's reasons and the server's own sentence", async () => {
    const fetcher = fetcherOf(
      reply(400, {
        code: "WEAK_PASSWORD",
        message: "Choose a stronger password.",
        reasons: ["Use at least 12 characters.", 7],
      }),
    );
    const result = await authRequest("/change-password", { body: {}, fetcher });
    expect(result).toEqual({
      ok: false,
      error: {
        status: 400,
        code: "WEAK_PASSWORD",
        message: "Choose a stronger password.",
        reasons: ["Use at least 12 characters."],
      },
    });
  });

  it("speaks our words for better-auth's codes", async () => {
    const cases: [number, string, RegExp][] = [
      [401, "INVALID_EMAIL_OR_PASSWORD", /^That e-mail and password do not match\.$/],
      [401, "INVALID_CODE", /not right/],
      [400, "OTP_HAS_EXPIRED", /expired/],
      [400, "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", /Ask for a new one/],
      [429, "ACCOUNT_TEMPORARILY_LOCKED", /paused for 15 minutes/],
      [401, "SESSION_NOT_FOUND", new RegExp(SESSION_ENDED.replace(".", "\\."))],
      [429, "", /Too many attempts/],
    ];
    for (const [status, code, message] of cases) {
      const result = await authRequest("/two-factor/verify-otp", {
        body: { code: "1" },
        fetcher: fetcherOf(reply(status, { code, message: "raw developer text" })),
      });
      expect(result.ok ? "" : result.error.message, code).toMatch(message);
    }
  });

  it("keeps how long to wait from the answer", async () => {
    const result = await authRequest("/sign-in/email", {
      body: {},
      fetcher: fetcherOf(
        reply(
          429,
          { code: "SIGN_IN_LOCKED", message: "Too many wrong passwords. Try again in 12 minutes." },
          { "retry-after": "700" },
        ),
      ),
    });
    expect(result.ok ? null : result.error).toMatchObject({ retryAfterSeconds: 700, message: /12 minutes/ });
  });

  it("a network failure is a message, not a throw", async () => {
    const result = await authRequest("/get-session", {
      fetcher: fetcherOf(new TypeError("offline"), new TypeError("offline")),
    });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: "NETWORK", message: SERVICE_DOWN }),
    });
  });

  it("goes back only to a path on this site", () => {
    expect(safeRedirect("/vox?tab=users")).toBe("/vox?tab=users");
    expect(safeRedirect("/faq")).toBe("/faq");
    for (const bad of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "vox",
      "/auth",
      "/auth?x=1",
    ]) {
      expect(safeRedirect(bad), String(bad)).toBe("/vox");
    }
  });

  it("never sends anyone off the site, however the address is spelled", () => {
    const origin = "https://agency.example";
    // Each as the page receives it, once decoded from the query string.
    const corpus = [
      "/\t/127.0.0.1:4799/phish",
      "/\n/evil.example",
      "/\r/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example",
      "/\u00a0/evil.example",
      "/\u2028/evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "//evil.example/x",
      "///evil.example",
      "/\x00/evil.example",
      "https:evil.example",
      "https://evil.example/vox",
      "javascript:alert(1)",
      "data:text/html,hi",
      " /vox",
      "/%0a/evil.example",
      "/%09/evil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/AUTH",
      "/auth/",
      "/auth#x",
      "/.//evil.example",
      "/vox/..//evil.example",
      "/%2e//evil.example",
      "/x/%2E%2E//evil.example?q#h",
      "/././/evil.example",
    ];
    for (const value of corpus) {
      const path = safeRedirect(value);
      // What a browser does with the Location header or navigate(): it must stay on our origin.
      const landed = new URL(path, origin);
      expect(landed.origin, JSON.stringify(value)).toBe(origin);
      expect(path, JSON.stringify(value)).toMatch(/^\/(?![/\\])/);
      expect(path, JSON.stringify(value)).not.toMatch(/[\s\\]/u);
      expect(hasUnusualCharacters(path), JSON.stringify(value)).toBe(false);
      expect(path, JSON.stringify(value)).not.toMatch(/^\/auth\/?(?:[?#]|$)/i);
    }
    // Paths of the site come back as they are, encoded parts and all.
    expect(safeRedirect("/vox?tab=contacts&contact=42#notes")).toBe("/vox?tab=contacts&contact=42#notes");
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/vox/../faq")).toBe("/faq");
    expect(safeRedirect("/auth/account")).toBe("/auth/account");
    expect(safeRedirect("/auth/setup?token=x")).toBe("/vox");
    expect(safeRedirect("/auth/set-password?token=x")).toBe("/vox");
  });

  it("shows enough of an e-mail to recognise it", () => {
    expect(maskEmail("asha.rao@agency.in")).toBe("a•••@agency.in");
  });
});
