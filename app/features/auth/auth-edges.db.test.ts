import crypto from "node:crypto";
import { serializeSignedCookie } from "better-call";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/server/config.server";
import { logger, serializeError } from "~/server/logger.server";
import { auditLog, authSession, authUser, authVerification, outbox } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  authCall,
  captureMail,
  CookieJar,
  createTestStaff,
  nextIp,
  signIn,
  STRONG_PASSWORD,
} from "../../../tests/helpers/staff-auth";
import { ACCOUNT_LOCKOUT, getAuth, SERVED_AUTH_ROUTES } from "./auth.server";
import { readStaffSession } from "./guard.server";
import { STAFF_SESSION } from "./session-lifetime.server";
import { completePasswordLink, resetStaffPassword } from "./staff-admin.server";
import { createStaffUser, StaffUserError } from "./staff-users.server";

/** The edges of staff sign-in: what the auth library serves, what no cookie can skip, how long a session lasts. */
const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
let admin: Awaited<ReturnType<typeof createTestStaff>>;
let adminJar: CookieJar;

beforeAll(async () => {
  mail = captureMail();
  admin = await createTestStaff(t.db, "admin");
  adminJar = await signIn(mail, admin.email);
});
afterAll(() => mail.stop());
afterEach(() => {
  vi.useRealTimers();
});

const auditOf = async (action: string, userId?: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).filter(
    (a) => !userId || a.actorUserId === userId,
  );
const userRow = async (id: string) => (await t.db.select().from(authUser).where(eq(authUser.id, id)))[0]!;
const consoleRequest = (jar: CookieJar, init: { method?: string; navigate?: boolean } = {}) =>
  new Request(`${getConfig().siteUrl}/vox`, {
    method: init.method ?? "GET",
    headers: {
      cookie: jar.header(),
      origin: getConfig().siteUrl,
      ...(init.navigate ? { "sec-fetch-mode": "navigate" } : {}),
    },
  });
/** The password, then the e-mailed code, with extra fields for either step; the code step's answer. */
async function codeStep(
  email: string,
  jar: CookieJar,
  ip: string,
  codeFields: Record<string, unknown> = {},
  passwordFields: Record<string, unknown> = {},
) {
  await authCall("/sign-in/email", {
    body: { email, password: STRONG_PASSWORD, ...passwordFields },
    jar,
    ip,
  });
  await authCall("/two-factor/send-otp", { body: {}, jar, ip });
  return authCall("/two-factor/verify-otp", { body: { code: mail.codeFor(email), ...codeFields }, jar, ip });
}
const isOurNotFound = (res: { status: number; body: Record<string, unknown> }) =>
  res.status === 404 && res.body.code === "NOT_FOUND";

describe("the auth library's paths", () => {
  it("answers only the allow-listed routes, of all the library's endpoints", async () => {
    const auth = await getAuth();
    const endpoints = Object.values(
      auth.api as Record<string, { path?: string; options?: { method?: unknown } }>,
    )
      .filter((e) => typeof e.path === "string")
      .flatMap((e) => {
        const methods = e.options?.method;
        const list = Array.isArray(methods) ? methods : [methods ?? "GET"];
        return list.filter((m) => m !== "*").map((m) => `${String(m)} ${e.path}`);
      });
    // Sanity: the library really offers the dangerous ones, so this test sees them.
    expect(endpoints).toEqual(expect.arrayContaining(["POST /admin/update-user", "POST /admin/set-role"]));
    // Its own session: sign-out and revoke-sessions end it along the way.
    const jar = await signIn(mail, admin.email);
    const answered: string[] = [];
    for (const route of new Set(endpoints)) {
      const [method, path] = route.split(" ") as [string, string];
      const res = await authCall(path, {
        method,
        body: method === "GET" ? undefined : {},
        jar,
        ip: nextIp(),
      });
      if (!isOurNotFound(res)) answered.push(route);
    }
    expect(answered.sort()).toEqual([...SERVED_AUTH_ROUTES].sort());
  });

  it("refuses an admin switching off someone's code step, changing a role or removing an account, and records the attempt", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const attempts: [string, unknown][] = [
      ["/admin/update-user", { userId: partner.id, data: { twoFactorEnabled: false } }],
      ["/admin/update-user", { userId: partner.id, data: { role: "admin", email: "x@evil.example" } }],
      ["/admin/set-role", { userId: admin.id, role: "partner" }],
      ["/admin/set-user-password", { userId: partner.id, newPassword: "cardamom-saffron-harbour-19" }],
      ["/admin/remove-user", { userId: partner.id }],
      ["/two-factor/disable", { password: STRONG_PASSWORD }],
      ["/update-user", { name: "x".repeat(10_000) }],
    ];
    for (const [path, body] of attempts) {
      const res = await authCall(path, { body, jar: adminJar });
      expect(isOurNotFound(res), path).toBe(true);
    }
    // Other spellings of the same path are no way round it.
    for (const path of [
      "/admin/update-user/",
      "//admin/update-user",
      "/admin%2Fupdate-user",
      "/ADMIN/update-user",
    ]) {
      const res = await authCall(path, { body: attempts[0]![1], jar: adminJar });
      expect(isOurNotFound(res), path).toBe(true);
    }
    expect(await userRow(partner.id)).toMatchObject({
      twoFactorEnabled: true,
      role: "partner",
      email: partner.email,
    });
    expect(await userRow(admin.id)).toMatchObject({ role: "admin" });
    await signIn(mail, partner.email);
    const refused = await auditOf("auth_path_refused", admin.id);
    expect(refused.map((a) => (a.details as { path: string }).path)).toEqual(
      expect.arrayContaining(["/admin/update-user", "/admin/set-role", "/admin/remove-user"]),
    );
    // Nobody signed in: refused all the same, and nothing to record against anyone.
    expect(isOurNotFound(await authCall("/admin/list-users"))).toBe(true);
  });

  it("no server path through the library changes what only the console may change", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const auth = await getAuth();
    const headers = new Headers({ cookie: adminJar.header() });
    await expect(
      auth.api.adminUpdateUser({ body: { userId: partner.id, data: { twoFactorEnabled: false } }, headers }),
    ).rejects.toMatchObject({ body: { code: "CONSOLE_ONLY" } });
    await expect(
      auth.api.setRole({ body: { userId: partner.id, role: "admin" }, headers }),
    ).rejects.toMatchObject({
      body: { code: "CONSOLE_ONLY" },
    });
    expect(await userRow(partner.id)).toMatchObject({ twoFactorEnabled: true, role: "partner" });
    const refused = await auditOf("staff_change_refused", admin.id);
    expect(refused.flatMap((a) => (a.details as { fields: string[] }).fields)).toEqual(
      expect.arrayContaining(["twoFactorEnabled", "role"]),
    );
  });
});

describe("the e-mailed code cannot be skipped", () => {
  it("a sign-in asking to trust the device gets no trust cookie, and the next sign-in asks for a code again", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = new CookieJar();
    const ip = nextIp();
    const verified = await codeStep(partner.email, jar, ip, { trustDevice: true });
    expect(verified.status).toBe(200);
    expect(jar.has("trust_device")).toBe(false);
    expect(
      (await t.db.select().from(authVerification)).filter((v) => v.identifier.startsWith("trust-device")),
    ).toHaveLength(0);
    await authCall("/sign-out", { body: {}, jar, ip });
    const again = await authCall("/sign-in/email", {
      body: { email: partner.email, password: STRONG_PASSWORD },
      jar,
      ip: nextIp(),
    });
    expect(again.body.twoFactorRedirect).toBe(true);
    expect(jar.has("session_token")).toBe(false);
  });

  it("a trust cookie made as the library makes one is ignored and cleared", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const { secret } = await (await getAuth()).$context;
    const identifier = `trust-device-${crypto.randomBytes(16).toString("hex")}`;
    await t.db.insert(authVerification).values({
      id: crypto.randomUUID(),
      identifier,
      value: partner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const mac = crypto.createHmac("sha256", secret).update(`${partner.id}!${identifier}`).digest("base64url");
    const cookie = (await serializeSignedCookie("vox.trust_device", `${mac}!${identifier}`, secret)).split(
      ";",
    )[0]!;
    // As a browser sends it, and spelled with the spaces a cookie parser trims.
    for (const header of [cookie, cookie.replace("=", " ="), `theme=dark; ${cookie.replace("=", "\t= ")}`]) {
      const res = await authCall("/sign-in/email", {
        body: { email: partner.email, password: STRONG_PASSWORD },
        jar: { header: () => header, store: () => {} } as unknown as CookieJar,
        ip: nextIp(),
      });
      expect(res.status, header).toBe(200);
      expect(res.body.twoFactorRedirect, header).toBe(true);
      const setCookies = res.response.headers.getSetCookie();
      expect(setCookies.some((c) => /session_token=[^;]+/.test(c) && !/max-age=0/i.test(c))).toBe(false);
      expect(setCookies.some((c) => /vox\.trust_device=;.*max-age=0/i.test(c))).toBe(true);
      expect(await t.db.select().from(authSession).where(eq(authSession.userId, partner.id))).toHaveLength(0);
    }
  });

  it("every session made is on record, and no answer carries its token", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = new CookieJar();
    const ip = nextIp();
    const verified = await codeStep(partner.email, jar, ip);
    expect(verified.status).toBe(200);
    const [session] = await t.db.select().from(authSession).where(eq(authSession.userId, partner.id));
    expect(JSON.stringify(verified.body)).not.toContain(session!.token);
    expect(verified.body).not.toHaveProperty("token");
    const current = await authCall("/get-session", { jar, ip });
    expect(current.status).toBe(200);
    expect((current.body.user as { id: string }).id).toBe(partner.id);
    expect(JSON.stringify(current.body)).not.toContain(session!.token);

    // Changing the password makes a new session: on record too.
    const changed = await authCall("/change-password", {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: "cardamom-saffron-harbour-19",
        revokeOtherSessions: true,
      },
      jar,
      ip,
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toMatch(/"token"/);
    const sessions = await t.db.select().from(authSession).where(eq(authSession.userId, partner.id));
    const recorded = [
      ...(await auditOf("sign_in", partner.id)),
      ...(await auditOf("session_created", partner.id)),
    ].map((a) => (a.details as { sessionId: string }).sessionId);
    for (const s of sessions) expect(recorded).toContain(s.id);
    expect((await auditOf("session_created", partner.id))[0]!.details).toMatchObject({
      via: "/change-password",
    });
  });
});

describe("staff names", () => {
  it.each([
    ["x".repeat(10_000), /at most 80/],
    ["Asha\u0000Rao", /no line breaks or hidden characters/],
    ["Asha \ud800Rao", /no line breaks or hidden characters/],
    ["Asha\nRao", /no line breaks or hidden characters/],
    ["<img src=x onerror=alert(1)>", /no markup/],
    ["\u200b\u200b", /at least 2 characters/],
  ])("refuses a bad name (case %#) with a reason, on every path that sets one", async (name, reason) => {
    const email = `n-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    await expect(
      createStaffUser(t.db, { name, email, role: "partner", password: STRONG_PASSWORD }),
    ).rejects.toThrow(reason);
    expect(await t.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(0);
    // The library's own writes are held to the same rule.
    const partner = await createTestStaff(t.db, "partner");
    const ctx = await (await getAuth()).$context;
    await expect(ctx.internalAdapter.updateUser(partner.id, { name })).rejects.toMatchObject({
      body: { code: "INVALID_NAME" },
    });
    expect((await userRow(partner.id)).name).toBe("Test partner");
  });

  it("keeps a name in any script, trimmed", async () => {
    const user = await createStaffUser(t.db, {
      name: "  अनन्या Iyer-O'Brien ",
      email: `n-${crypto.randomUUID().slice(0, 8)}@agency.test`,
      role: "partner",
      password: STRONG_PASSWORD,
    });
    expect((await userRow(user.id)).name).toBe("अनन्या Iyer-O'Brien");
  });

  it("the auth library's log lines carry no values of a failed statement", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      const ctx = await (await getAuth()).$context;
      const failure = Object.assign(
        new Error("Failed query: update auth_user set name = $1\nparams: Asha Rao,+919812345678"),
        {
          params: ["Asha Rao", "+919812345678"],
        },
      );
      ctx.logger.error(failure.message, failure);
      expect(logged).toHaveBeenCalledTimes(1);
      const [fields, line] = logged.mock.calls[0] as unknown as [{ err: unknown }, string];
      expect(line).toBe("Failed query: update auth_user set name = $1");
      // The error itself goes to the app logger's error serializer, which keeps no values.
      expect(fields.err).toBe(failure);
      expect(JSON.stringify(serializeError(fields.err))).not.toMatch(/Asha|9812345678/);
    } finally {
      logged.mockRestore();
    }
  });

  it("StaffUserError carries the reason a person reads", async () => {
    await expect(
      createStaffUser(t.db, {
        name: "A",
        email: "a@agency.test",
        role: "partner",
        password: STRONG_PASSWORD,
      }),
    ).rejects.toBeInstanceOf(StaffUserError);
  });
});

describe("wrong passwords across networks", () => {
  it(
    `pauses the account after ${ACCOUNT_LOCKOUT.failures} from any number of networks, tells its owner and the admins, and a new password link lifts it`,
    { timeout: 60_000 },
    async () => {
      const partner = await createTestStaff(t.db, "partner");
      // Five from each network: each network's own limit is reached, never passed.
      for (let i = 0; i < ACCOUNT_LOCKOUT.failures; i++) {
        const ip = `192.0.2.${Math.floor(i / 5) + 1}`;
        const res = await authCall("/sign-in/email", {
          body: { email: partner.email, password: "not-the-password-at-all" },
          jar: new CookieJar(),
          ip,
        });
        expect(res.status).toBe(401);
      }
      const right = await authCall("/sign-in/email", {
        body: { email: partner.email, password: STRONG_PASSWORD },
        jar: new CookieJar(),
        ip: nextIp(),
      });
      expect(right.status).toBe(429);
      expect(right.body.code).toBe("SIGN_IN_LOCKED");
      expect(String(right.body.message)).toMatch(/for this account\. Try again in \d+ minutes/);
      expect(Number(right.response.headers.get("retry-after"))).toBeGreaterThan(55 * 60);

      const locked = (await auditOf("sign_in_locked", partner.id)).filter(
        (a) => (a.details as { scope?: string }).scope === "account",
      );
      expect(locked).toHaveLength(1);
      const mails = (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send")))
        .map((j) => j.payload as { to: string; subject: string })
        .filter((m) => /VOX account is paused/.test(m.subject));
      expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([partner.email, admin.email]));

      await resetStaffPassword(t.db, partner.id, { id: admin.id, email: admin.email, name: "Admin" });
      const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send"));
      const text = jobs
        .map((j) => j.payload as { to: string; text: string })
        .filter((m) => m.to === partner.email)
        .at(-1)!.text;
      const token = /token=([\w-]+)/.exec(text)![1]!;
      await completePasswordLink(t.db, token, "monsoon-cardamom-harbour-27");
      const after = await authCall("/sign-in/email", {
        body: { email: partner.email, password: "monsoon-cardamom-harbour-27" },
        jar: new CookieJar(),
        ip: nextIp(),
      });
      expect(after.status).toBe(200);
      expect(after.body.twoFactorRedirect).toBe(true);
    },
  );
});

/** The same jar, its session kept alive by a person's action just now (so the idle rule is not what ends it). */
async function actedJustNow(jar: CookieJar) {
  await t.db.update(authSession).set({ updatedAt: new Date() });
  return jar;
}

describe("wrong passwords sent all at once", () => {
  it(
    "are each counted before the password is checked: no more than the account's limit are ever checked",
    { timeout: 90_000 },
    async () => {
      const partner = await createTestStaff(t.db, "partner");
      const answers = await Promise.all(
        Array.from({ length: ACCOUNT_LOCKOUT.failures + 10 }, (_, i) =>
          authCall("/sign-in/email", {
            body: { email: partner.email, password: `not-the-password-${i}` },
            jar: new CookieJar(),
            ip: `198.18.${i}.1`,
          }),
        ),
      );
      const checked = answers.filter((a) => a.status === 401).length;
      expect(checked).toBe(ACCOUNT_LOCKOUT.failures);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
      // One e-mail to the owner, however the attempts fell.
      const told = (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send")))
        .map((j) => j.payload as { to: string; subject: string })
        .filter((m) => m.to === partner.email && /paused/.test(m.subject));
      expect(told).toHaveLength(1);
    },
  );
});

describe("how long a session lasts", () => {
  const start = () => new Date(Date.now());

  it(`ends after ${STAFF_SESSION.idleMinutes} minutes without a person's action; background reads do not count`, async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = await signIn(mail, partner.email);
    const t0 = start();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(t0.getTime() + 20 * 60_000));
    // A poll (a background read) finds the session but does not keep it going.
    expect((await readStaffSession(consoleRequest(jar))).status).toBe("staff");
    vi.setSystemTime(new Date(t0.getTime() + (STAFF_SESSION.idleMinutes + 1) * 60_000));
    expect(await readStaffSession(consoleRequest(jar))).toEqual({ status: "anonymous", sessionEnded: true });
    expect(await t.db.select().from(authSession).where(eq(authSession.userId, partner.id))).toHaveLength(0);
    expect(await auditOf("session_timed_out", partner.id)).toHaveLength(1);
  });

  it("a person's clicks and page loads keep it going, up to its fixed lifetime", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = await signIn(mail, partner.email);
    const t0 = start();
    vi.useFakeTimers({ toFake: ["Date"] });
    let minutes = 0;
    // An action every 20 minutes, alternating a write and a page load.
    while (minutes + 20 < STAFF_SESSION.hours * 60) {
      minutes += 20;
      vi.setSystemTime(new Date(t0.getTime() + minutes * 60_000));
      const request =
        minutes % 40 ? consoleRequest(jar, { method: "POST" }) : consoleRequest(jar, { navigate: true });
      expect((await readStaffSession(request)).status, `at ${minutes} minutes`).toBe("staff");
    }
    vi.setSystemTime(new Date(t0.getTime() + (STAFF_SESSION.hours * 60 + 1) * 60_000));
    expect(await readStaffSession(consoleRequest(jar, { method: "POST" }))).toMatchObject({
      status: "anonymous",
    });
  });

  it(`no session lasts longer than ${STAFF_SESSION.hours} hours: not one asked to be remembered, nor a password change's`, async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = new CookieJar();
    const ip = nextIp();
    const started = Date.now();
    await codeStep(partner.email, jar, ip, {}, { rememberMe: false });
    const [first] = await t.db.select().from(authSession).where(eq(authSession.userId, partner.id));
    expect(first!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + STAFF_SESSION.hours * 3_600_000);
    expect(first!.expiresAt.getTime()).toBeGreaterThanOrEqual(
      started + STAFF_SESSION.hours * 3_600_000 - 1000,
    );

    // Hours later, a password change makes a new session: it ends when the old one would have.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(started + 5 * 3_600_000));
    const changed = await authCall("/change-password", {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: "cardamom-saffron-harbour-19",
        revokeOtherSessions: true,
      },
      jar: await actedJustNow(jar),
      ip,
    });
    expect(changed.status).toBe(200);
    const sessions = await t.db.select().from(authSession).where(eq(authSession.userId, partner.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).not.toBe(first!.id);
    expect(sessions[0]!.expiresAt.getTime()).toBe(first!.expiresAt.getTime());
  });

  it("the session check answers none once the session is idle, so the console goes to sign-in", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = await signIn(mail, partner.email);
    expect((await authCall("/get-session", { jar })).body).toHaveProperty("session");
    const t0 = start();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(t0.getTime() + (STAFF_SESSION.idleMinutes + 1) * 60_000));
    const res = await authCall("/get-session", { jar });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(
      await t.db
        .select()
        .from(authSession)
        .where(and(eq(authSession.userId, partner.id))),
    ).toHaveLength(0);
  });
});
