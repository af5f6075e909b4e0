import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completePasswordLink, passwordLinkFor } from "~/features/auth/index.server";
import { auditLog, authSession, authUser, outbox, staffPasswordLinks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import { authCall, CookieJar, nextIp, signIn } from "../../../../tests/helpers/staff-auth";
import * as inviteRoute from "../../../routes/api.v1.console.users.invite";
import * as linkRoute from "../../../routes/api.v1.console.users.$userId.password-link";
import * as roleRoute from "../../../routes/api.v1.console.users.$userId.role";
import * as activeRoute from "../../../routes/api.v1.console.users.$userId.active";
import * as sessionsRoute from "../../../routes/api.v1.console.users.$userId.sessions";
import { loadConsoleTab } from "../shell/console-tabs.server";
import { runOutboxOnce } from "~/server/outbox.server";
import { OUTBOX_JOBS } from "../../../outbox-jobs.server";

const t = setUpTestDatabase();
const { users, call, mail } = consoleStaff(() => t.db, {
  admin: "admin",
  partner: "partner",
  target: "partner",
});
type Who = "admin" | "partner" | "target" | "anonymous";

const invite = (who: Who, body: unknown) =>
  call(inviteRoute, who, "POST", "/api/v1/console/users/invite", body);
const onUser = (
  route: Parameters<typeof call>[0],
  who: Who,
  method: string,
  userId: string,
  suffix: string,
  body?: unknown,
) => call(route, who, method, `/api/v1/console/users/${userId}/${suffix}`, body, { userId });

/** The set-password link in the newest e-mail queued for `to`. */
async function linkMailedTo(to: string) {
  const jobs = (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter(
    (j) => (j.payload as { to: string }).to === to,
  );
  const text = (jobs.at(-1)?.payload as { text?: string; subject?: string } | undefined)?.text ?? "";
  const token = /\/auth\/set-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no password link was e-mailed to ${to}`);
  return { token, subject: (jobs.at(-1)!.payload as { subject: string }).subject };
}

const signInWith = async (email: string, password: string) =>
  (await authCall("/sign-in/email", { body: { email, password }, jar: new CookieJar(), ip: nextIp() }))
    .status;

describe("inviting staff", () => {
  it("an admin invites a partner, who chooses a password from the e-mailed link and signs in with it", async () => {
    const res = await invite("admin", {
      name: "Meera Nair",
      email: "Meera.Nair@Agency.test",
      role: "partner",
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(authUser).where(eq(authUser.email, "meera.nair@agency.test"));
    expect(row).toMatchObject({ name: "Meera Nair", role: "partner", banned: false });
    const { token, subject } = await linkMailedTo("meera.nair@agency.test");
    expect(subject).toMatch(/invited you to .*VOX console$/);
    // Only a hash of the token is stored.
    const stored = await t.db.select().from(staffPasswordLinks).where(eq(staffPasswordLinks.userId, row!.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect(await passwordLinkFor(t.db, token)).toMatchObject({
      purpose: "invite",
      email: "meera.nair@agency.test",
    });

    await expect(completePasswordLink(t.db, token, "password")).rejects.toMatchObject({
      message: "Choose a stronger password.",
      reasons: expect.arrayContaining(["Use at least 12 characters."]),
    });
    await completePasswordLink(t.db, token, "cardamom-backwaters-kochi-19");
    expect(await signInWith("meera.nair@agency.test", "cardamom-backwaters-kochi-19")).toBe(200);
    // The link works once.
    expect(await passwordLinkFor(t.db, token)).toBeNull();
    await expect(completePasswordLink(t.db, token, "another-long-passphrase-77")).rejects.toThrow(
      /expired or was already used/,
    );
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["user_created", "user_invited", "password_set_by_link"]));
  });

  it("refuses a taken e-mail (409), bad fields (400 naming them), partners (403) and nobody (401)", async () => {
    const taken = await invite("admin", {
      name: "Again",
      email: users.partner.email.toUpperCase(),
      role: "partner",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      field: "email",
      description: expect.stringContaining("already a staff account"),
    });
    for (const [body, field] of [
      [{ name: "A", email: "a@agency.test", role: "partner" }, "name"],
      [{ name: "Asha", email: "not-mail", role: "partner" }, "email"],
      [{ name: "Asha", email: "asha2@agency.test", role: "owner" }, "role"],
    ] as const) {
      const res = await invite("admin", body);
      expect(res.status).toBe(400);
      expect(res.body.error?.field).toBe(field);
    }
    expect(
      (await invite("partner", { name: "Sneaky", email: "sneaky@agency.test", role: "admin" })).status,
    ).toBe(403);
    expect(
      (await invite("anonymous", { name: "Sneaky", email: "sneaky@agency.test", role: "admin" })).status,
    ).toBe(401);
    expect(await t.db.select().from(authUser).where(eq(authUser.email, "sneaky@agency.test"))).toEqual([]);
  });
});

describe("managing staff", () => {
  it("a password reset ends the person's sessions, stops the old password and mails a new link", async () => {
    const jar = await signIn(mail(), users.target.email);
    expect(jar.has("session")).toBe(true);
    const res = await onUser(linkRoute, "admin", "POST", users.target.id, "password-link", {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: true, sessionsEnded: expect.any(Number) });
    expect(await t.db.select().from(authSession).where(eq(authSession.userId, users.target.id))).toEqual([]);
    const { token, subject } = await linkMailedTo(users.target.email);
    expect(subject).toBe("Choose a new password for VOX");
    expect(await signInWith(users.target.email, "sandalwood-monsoon-72-harbour")).toBe(401);
    // A second reset replaces the first link.
    await onUser(linkRoute, "admin", "POST", users.target.id, "password-link", {});
    expect(await passwordLinkFor(t.db, token)).toBeNull();
    const fresh = await linkMailedTo(users.target.email);
    await completePasswordLink(t.db, fresh.token, "sandalwood-monsoon-72-harbour");
    expect(await signInWith(users.target.email, "sandalwood-monsoon-72-harbour")).toBe(200);
  });

  it("deactivating signs the person out and keeps them out; reactivating lets them back; nobody deactivates themselves", async () => {
    await signIn(mail(), users.target.email);
    const off = await onUser(activeRoute, "admin", "PUT", users.target.id, "active", { active: false });
    expect(off.status).toBe(200);
    expect(off.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(authSession).where(eq(authSession.userId, users.target.id))).toEqual([]);
    expect(await signInWith(users.target.email, "sandalwood-monsoon-72-harbour")).not.toBe(200);
    // No password link for a deactivated account.
    const link = await onUser(linkRoute, "admin", "POST", users.target.id, "password-link", {});
    expect(link.status).toBe(409);
    expect(
      (await onUser(activeRoute, "admin", "PUT", users.target.id, "active", { active: true })).status,
    ).toBe(200);
    expect(await signInWith(users.target.email, "sandalwood-monsoon-72-harbour")).toBe(200);

    const self = await onUser(activeRoute, "admin", "PUT", users.admin.id, "active", { active: false });
    expect(self.status).toBe(409);
    expect(self.body.error?.description).toBe("You cannot deactivate your own account.");
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, users.target.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["user_banned", "user_unbanned"]));
  });

  it("roles change (audited); the last active admin cannot be made a partner", async () => {
    const up = await onUser(roleRoute, "admin", "PUT", users.target.id, "role", { role: "admin" });
    expect(up.status).toBe(200);
    expect((await t.db.select().from(authUser).where(eq(authUser.id, users.target.id)))[0]!.role).toBe(
      "admin",
    );
    expect(
      (await onUser(roleRoute, "admin", "PUT", users.target.id, "role", { role: "partner" })).status,
    ).toBe(200);
    const last = await onUser(roleRoute, "admin", "PUT", users.admin.id, "role", { role: "partner" });
    expect(last.status).toBe(409);
    expect(last.body.error?.description).toMatch(/only active admin/);
    const bad = await onUser(roleRoute, "admin", "PUT", users.target.id, "role", { role: "owner" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe("role");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "role_changed"), eq(auditLog.targetId, users.target.id)));
    expect(audit!.details).toMatchObject({ from: "partner", role: "admin" });
  });

  it("ends one session or all of them; an unknown user or session is a 404", async () => {
    await signIn(mail(), users.target.email);
    await signIn(mail(), users.target.email);
    const sessions = await t.db.select().from(authSession).where(eq(authSession.userId, users.target.id));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const one = await onUser(sessionsRoute, "admin", "DELETE", users.target.id, "sessions", {
      sessionId: sessions[0]!.id,
    });
    expect(one.body).toEqual({ ended: 1 });
    const again = await onUser(sessionsRoute, "admin", "DELETE", users.target.id, "sessions", {
      sessionId: sessions[0]!.id,
    });
    expect(again.status).toBe(404);
    const all = await onUser(sessionsRoute, "admin", "DELETE", users.target.id, "sessions");
    expect(all.body.ended).toBe(sessions.length - 1);
    expect((await onUser(sessionsRoute, "admin", "DELETE", crypto.randomUUID(), "sessions")).status).toBe(
      404,
    );
  });

  it("a deactivated admin can be made a partner; the link e-mail's text is gone from the outbox once sent", async () => {
    const [extra] = await t.db
      .insert(authUser)
      .values({
        id: crypto.randomUUID(),
        name: "Old Admin",
        email: "old-admin@agency.test",
        role: "admin",
        banned: true,
      })
      .returning();
    expect((await onUser(roleRoute, "admin", "PUT", extra!.id, "role", { role: "partner" })).status).toBe(
      200,
    );

    await onUser(linkRoute, "admin", "POST", users.target.id, "password-link", {});
    const job = (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send")))
      .filter((j) => (j.payload as { to: string }).to === users.target.email)
      .at(-1)!;
    expect((job.payload as { text: string }).text).toMatch(/set-password\?token=/);
    await runOutboxOnce(t.db, OUTBOX_JOBS, "test-worker", 50);
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.id, job.id));
    expect(sent!.status).toBe("done");
    expect(JSON.stringify(sent!.payload)).not.toMatch(/token=/);
    expect(sent!.payload).toMatchObject({ to: users.target.email, subject: "Choose a new password for VOX" });
  });

  it("every staff-admin write refuses a partner (403) and nobody (401), changing nothing", async () => {
    const unusedLinks = () =>
      t.db
        .select()
        .from(staffPasswordLinks)
        .where(and(eq(staffPasswordLinks.userId, users.target.id), isNull(staffPasswordLinks.usedAt)));
    const before = (await unusedLinks()).length;
    const attempts: [Parameters<typeof call>[0], string, string, unknown][] = [
      [linkRoute, "POST", "password-link", {}],
      [roleRoute, "PUT", "role", { role: "admin" }],
      [activeRoute, "PUT", "active", { active: false }],
      [sessionsRoute, "DELETE", "sessions", undefined],
    ];
    for (const [route, method, suffix, body] of attempts) {
      expect((await onUser(route, "partner", method, users.target.id, suffix, body)).status).toBe(403);
      expect((await onUser(route, "anonymous", method, users.target.id, suffix, body)).status).toBe(401);
    }
    const [target] = await t.db.select().from(authUser).where(eq(authUser.id, users.target.id));
    expect(target).toMatchObject({ role: "partner", banned: false });
    expect((await unusedLinks()).length).toBe(before);
  });

  it("the Users tab lists sessions per person and filters the audit log", async () => {
    const tab = (query: string) =>
      loadConsoleTab(t.db, "users", {
        user: { ...users.admin },
        searchParams: new URLSearchParams(query),
      }) as Promise<Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "users" }>>;
    const all = await tab("");
    expect(all.users.find((u) => u.id === users.admin.id)!.sessions.length).toBeGreaterThanOrEqual(1);
    const banned = await tab("action=user_banned");
    expect(banned.audit.length).toBeGreaterThan(0);
    expect(banned.audit.every((a) => a.action === "user_banned")).toBe(true);
    expect(banned.audit[0]!.targetName).toBe(users.target.name);
    const byPartner = await tab(`actor=${users.partner.id}`);
    expect(byPartner.audit.every((a) => a.actorEmail === users.partner.email)).toBe(true);
    const future = await tab("from=2099-01-01");
    expect(future.audit).toEqual([]);
    // A filter value that does not parse is ignored, not an error.
    expect((await tab("action=nonsense&from=yesterday")).auditFilters).toEqual({});
  });
});
