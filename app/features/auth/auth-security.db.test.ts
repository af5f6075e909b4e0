import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig, setConfigForTests } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import { auditLog, authSession, authTwoFactor, authUser, authVerification } from "~/server/db/schema.server";
import { setMailSenderForTests } from "~/server/mail.server";
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
import { CODE_LOCKOUT, PASSWORD_LOCKOUT } from "./auth.server";
import { readStaffSession } from "./guard.server";

const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
const original = getConfig();

beforeAll(() => {
  // Generous per-address limits here, so the account lockouts can be seen on their own; the
  // limiter itself has its own test below with the default.
  setConfigForTests({ ...original, AUTH_SIGN_INS_PER_MINUTE: 1000 });
  mail = captureMail();
});
afterAll(() => {
  mail.stop();
  setConfigForTests(undefined);
});

const asRequest = (jar: CookieJar | string) =>
  new Request("http://localhost:3000/vox", {
    headers: { cookie: typeof jar === "string" ? jar : jar.header() },
  });

const auditFor = async (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

async function passwordStep(email: string, password: string, ip: string, jar = new CookieJar()) {
  return { jar, res: await authCall("/sign-in/email", { body: { email, password }, jar, ip }) };
}

describe("wrong passwords", () => {
  it("locks one address from one network after 5 wrong passwords, says for how long, and leaves other networks alone", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const ip = nextIp();
    for (let i = 0; i < PASSWORD_LOCKOUT.failures; i++) {
      const { res } = await passwordStep(partner.email, "not-the-password-at-all", ip);
      expect(res.status).toBe(401);
    }
    const locked = await passwordStep(partner.email, STRONG_PASSWORD, ip);
    expect(locked.res.status).toBe(429);
    expect(locked.res.body.code).toBe("SIGN_IN_LOCKED");
    expect(String(locked.res.body.message)).toMatch(/Try again in \d+ minutes/);
    expect(Number(locked.res.response.headers.get("retry-after"))).toBeGreaterThan(0);

    // The real person on another network is not locked out by someone guessing elsewhere.
    const elsewhere = await passwordStep(partner.email, STRONG_PASSWORD, nextIp());
    expect(elsewhere.res.status).toBe(200);
    expect(elsewhere.res.body.twoFactorRedirect).toBe(true);

    const failures = (await auditFor("sign_in_failed")).filter((a) => a.actorUserId === partner.id);
    expect(failures).toHaveLength(PASSWORD_LOCKOUT.failures);
    expect((await auditFor("sign_in_locked")).some((a) => a.actorUserId === partner.id)).toBe(true);
  });

  it("attempts during a lockout are not counted, so they cannot stretch it", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const ip = nextIp();
    for (let i = 0; i < PASSWORD_LOCKOUT.failures; i++)
      await passwordStep(partner.email, "wrong-wrong-wrong", ip);
    const counted = () =>
      queryRows(t.db, sql`SELECT sum(count)::int AS n FROM rate_limit_counters WHERE key LIKE 'auth-pw:%'`);
    const before = await counted();
    for (let i = 0; i < 10; i++) {
      const { res } = await passwordStep(partner.email, "wrong-wrong-wrong", ip);
      expect(res.status).toBe(429);
    }
    expect(await counted()).toEqual(before);
  });

  it("an unknown address fails like a wrong password and is audited without an actor", async () => {
    const { res } = await passwordStep("nobody@agency.test", STRONG_PASSWORD, nextIp());
    expect(res.status).toBe(401);
    const rows = (await auditFor("sign_in_failed")).filter((a) => a.details.knownAccount === false);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.actorUserId).toBeNull();
  });
});

describe("the e-mailed code", () => {
  it("expires: a code past its 5 minutes is refused", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const ip = nextIp();
    const { jar } = await passwordStep(partner.email, STRONG_PASSWORD, ip);
    await authCall("/two-factor/send-otp", { body: {}, jar, ip });
    const code = mail.codeFor(partner.email);
    const [row] = await t.db
      .select()
      .from(authVerification)
      .where(like(authVerification.identifier, "2fa-otp-%"));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    await t.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerification.identifier, "2fa-otp-%"));
    const res = await authCall("/two-factor/verify-otp", { body: { code }, jar, ip });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await readStaffSession(asRequest(jar))).status).toBe("anonymous");
  });

  it("allows 5 tries per code, then asks for a new one", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const ip = nextIp();
    const { jar } = await passwordStep(partner.email, STRONG_PASSWORD, ip);
    await authCall("/two-factor/send-otp", { body: {}, jar, ip });
    const right = mail.codeFor(partner.email);
    const wrong = right === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      const res = await authCall("/two-factor/verify-otp", { body: { code: wrong }, jar, ip });
      expect(res.status).toBe(401);
    }
    const sixth = await authCall("/two-factor/verify-otp", { body: { code: right }, jar, ip });
    expect(sixth.status).toBe(400);
    expect(sixth.body.code).toBe("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
    expect((await auditFor("sign_in_code_failed")).length).toBeGreaterThanOrEqual(5);
  });

  it(`locks the code step after ${CODE_LOCKOUT.failures} wrong codes in a row, even with the right one`, async () => {
    const partner = await createTestStaff(t.db, "partner");
    const ip = nextIp();
    const { jar } = await passwordStep(partner.email, STRONG_PASSWORD, ip);
    for (let round = 0; round < CODE_LOCKOUT.failures / 5; round++) {
      await authCall("/two-factor/send-otp", { body: {}, jar, ip });
      const right = mail.codeFor(partner.email);
      const wrong = right === "123456" ? "654321" : "123456";
      for (let i = 0; i < 5; i++)
        await authCall("/two-factor/verify-otp", { body: { code: wrong }, jar, ip });
    }
    await authCall("/two-factor/send-otp", { body: {}, jar, ip });
    const res = await authCall("/two-factor/verify-otp", {
      body: { code: mail.codeFor(partner.email) },
      jar,
      ip,
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("ACCOUNT_TEMPORARILY_LOCKED");
    const [row] = await t.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, partner.id));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await auditFor("sign_in_locked")).length).toBeGreaterThan(0);
  });

  it("a mail failure is told at once, as a 502 the screen can act on", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const ip = nextIp();
    const { jar } = await passwordStep(partner.email, STRONG_PASSWORD, ip);
    setMailSenderForTests({
      name: "broken",
      send: async () => {
        throw new Error("SMTP down");
      },
    });
    try {
      const res = await authCall("/two-factor/send-otp", { body: {}, jar, ip });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe("CODE_NOT_SENT");
    } finally {
      mail = captureMail();
    }
  });
});

describe("sessions", () => {
  it("an expired session is treated as ended", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = await signIn(mail, partner.email);
    await t.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.userId, partner.id));
    expect(await readStaffSession(asRequest(jar))).toEqual({ status: "anonymous", sessionEnded: true });
  });

  it("signs out of all other devices, or of all", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const laptop = await signIn(mail, partner.email);
    const phone = await signIn(mail, partner.email);
    const tablet = await signIn(mail, partner.email);
    const others = await authCall("/revoke-other-sessions", { body: {}, jar: laptop });
    expect(others.status).toBe(200);
    expect((await readStaffSession(asRequest(laptop))).status).toBe("staff");
    expect((await readStaffSession(asRequest(phone))).status).toBe("anonymous");
    expect((await readStaffSession(asRequest(tablet))).status).toBe("anonymous");

    const desk = await signIn(mail, partner.email);
    const all = await authCall("/revoke-sessions", { body: {}, jar: laptop });
    expect(all.status).toBe(200);
    expect((await readStaffSession(asRequest(laptop))).status).toBe("anonymous");
    expect((await readStaffSession(asRequest(desk))).status).toBe("anonymous");
    expect((await auditFor("sessions_revoked")).filter((a) => a.actorUserId === partner.id)).toHaveLength(2);
  });

  it("changing one's password needs the current one, refuses a weak one with reasons, and is audited", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = await signIn(mail, partner.email);
    const wrongCurrent = await authCall("/change-password", {
      body: { currentPassword: "not-my-password-123", newPassword: "cardamom-saffron-harbour-19" },
      jar,
    });
    expect(wrongCurrent.status).toBe(400);
    const weak = await authCall("/change-password", {
      body: { currentPassword: STRONG_PASSWORD, newPassword: "password" },
      jar,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe("WEAK_PASSWORD");
    expect(weak.body.reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/at least 12 characters/),
        expect.stringMatching(/common words/),
      ]),
    );
    const ok = await authCall("/change-password", {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: "cardamom-saffron-harbour-19",
        revokeOtherSessions: true,
      },
      jar,
    });
    expect(ok.status).toBe(200);
    expect((await auditFor("password_changed")).some((a) => a.actorUserId === partner.id)).toBe(true);
    await expect(signIn(mail, partner.email)).rejects.toThrow(/password step: 401/);
    await signIn(mail, partner.email, "cardamom-saffron-harbour-19");
  });

  it("a user without a staff role is signed in but let in nowhere", async () => {
    const partner = await createTestStaff(t.db, "partner");
    await t.db.update(authUser).set({ role: null }).where(eq(authUser.id, partner.id));
    const jar = await signIn(mail, partner.email);
    expect(await readStaffSession(asRequest(jar))).toEqual({ status: "no_role", userId: partner.id });
  });

  it("a banned user cannot sign in", async () => {
    const partner = await createTestStaff(t.db, "partner");
    await t.db.update(authUser).set({ banned: true }).where(eq(authUser.id, partner.id));
    await expect(signIn(mail, partner.email)).rejects.toThrow(/password step: 403/);
  });

  it("no one can sign up on their own", async () => {
    const res = await authCall("/sign-up/email", {
      body: { email: "walk-in@agency.test", password: STRONG_PASSWORD, name: "Walk In" },
    });
    expect(res.status).toBe(404);
    const rows = await t.db.select().from(authUser).where(eq(authUser.email, "walk-in@agency.test"));
    expect(rows).toHaveLength(0);
  });
});
