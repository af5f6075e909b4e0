import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, authVerification } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  authCall,
  captureMail,
  CookieJar,
  createTestStaff,
  signIn,
  STRONG_PASSWORD,
} from "../../../tests/helpers/staff-auth";
import { readStaffSession } from "./guard.server";

const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
beforeAll(() => {
  mail = captureMail();
});
afterAll(() => mail.stop());

const requestWith = (jar: CookieJar) =>
  new Request("http://localhost:3000/vox", { headers: { cookie: jar.header() } });

describe("staff sign-in: password, then an e-mailed code", () => {
  it("signs an admin in with the code from the e-mail and records it", async () => {
    const admin = await createTestStaff(t.db, "admin");
    const jar = await signIn(mail, admin.email);
    const found = await readStaffSession(requestWith(jar));
    expect(found).toMatchObject({ status: "staff", user: { email: admin.email, role: "admin" } });
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(actions.map((a) => a.action)).toContain("sign_in");
  });

  it("keeps only a keyed hash of the code, never the code", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = new CookieJar();
    await authCall("/sign-in/email", { body: { email: partner.email, password: STRONG_PASSWORD }, jar });
    await authCall("/two-factor/send-otp", { body: {}, jar });
    const code = mail.codeFor(partner.email);
    const rows = await t.db.select().from(authVerification);
    expect(rows.some((r) => r.value.includes(code))).toBe(false);
  });

  it("a password alone gives no session", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = new CookieJar();
    const res = await authCall("/sign-in/email", {
      body: { email: partner.email, password: STRONG_PASSWORD },
      jar,
    });
    expect(res.body.twoFactorRedirect).toBe(true);
    expect((await readStaffSession(requestWith(jar))).status).toBe("anonymous");
  });

  it("a wrong code is refused and the right one still works", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = new CookieJar();
    await authCall("/sign-in/email", { body: { email: partner.email, password: STRONG_PASSWORD }, jar });
    await authCall("/two-factor/send-otp", { body: {}, jar });
    const right = mail.codeFor(partner.email);
    const wrong = right === "000000" ? "111111" : "000000";
    const bad = await authCall("/two-factor/verify-otp", { body: { code: wrong }, jar });
    expect(bad.status).toBe(401);
    const good = await authCall("/two-factor/verify-otp", { body: { code: right }, jar });
    expect(good.status).toBe(200);
    expect((await readStaffSession(requestWith(jar))).status).toBe("staff");
  });

  it("a cross-origin sign-in is refused", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const res = await authCall("/sign-in/email", {
      body: { email: partner.email, password: STRONG_PASSWORD },
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });

  it("the audit log is append-only: rows cannot be changed or removed", async () => {
    const [row] = await t.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(
      t.db.update(auditLog).set({ action: "sign_out" }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still!.action).toBe(row!.action);
  });

  it("sign-out ends the session", async () => {
    const partner = await createTestStaff(t.db, "partner");
    const jar = await signIn(mail, partner.email);
    const copy = jar.header();
    const out = await authCall("/sign-out", { body: {}, jar });
    expect(out.status).toBe(200);
    const stale = new Request("http://localhost:3000/vox", { headers: { cookie: copy } });
    expect(await readStaffSession(stale)).toEqual({ status: "anonymous", sessionEnded: true });
    const outs = await t.db.select().from(auditLog).where(eq(auditLog.action, "sign_out"));
    expect(outs.map((a) => a.actorUserId)).toContain(partner.id);
  });
});
