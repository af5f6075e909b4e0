import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { auditLog, authUser, staffSetupTokens } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { authCall, captureMail, nextIp, signIn, STRONG_PASSWORD } from "../../../tests/helpers/staff-auth";
import {
  announceFirstAdminSetup,
  completeFirstAdminSetup,
  createStaffUser,
  issueFirstAdminSetupLink,
  isSetupTokenValid,
  StaffUserError,
} from "./staff-users.server";

const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
beforeAll(() => {
  mail = captureMail();
});
afterAll(() => mail.stop());

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("several app processes starting on a fresh database", () => {
  it("print one setup link for the installation, which works, and a restart prints it again", async () => {
    const links = await Promise.all(
      [1, 2, 3].map(() => announceFirstAdminSetup(t.db, "https://agency.test")),
    );
    expect(links[0]).toMatch(/^https:\/\/agency\.test\/auth\/setup\?token=/);
    expect(new Set(links).size).toBe(1);
    expect(await isSetupTokenValid(t.db, tokenOf(links[0]!))).toBe(true);
    expect(await issueFirstAdminSetupLink(t.db, "https://agency.test")).toBe(links[0]);
    // Kept as a hash and a sealed copy: the token itself is nowhere in the table.
    const rows = await t.db.select().from(staffSetupTokens);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(links[0]!));
  });

  it("a process that cannot read the link back says when it was printed, and the link keeps working", async () => {
    const [row] = await t.db.select().from(staffSetupTokens);
    const warn = vi.spyOn(logger, "warn");
    try {
      const link = await announceFirstAdminSetup(t.db, "https://agency.test", {
        secret: "a-session-secret-this-process-alone-has",
      });
      expect(link).toBeUndefined();
      expect(warn.mock.calls.map((call) => call.join(" ")).join("\n")).toContain(
        `The first-admin setup link was printed by another process at ${row!.createdAt.toISOString()}`,
      );
    } finally {
      warn.mockRestore();
    }
    const rows = await t.db.select().from(staffSetupTokens);
    expect(rows.map((r) => r.tokenHash)).toEqual([row!.tokenHash]);
  });
});

describe("the first admin on a brand-new installation", () => {
  it("a setup link works once, keeps only the token's hash, and signs nobody in by itself", async () => {
    const link = await issueFirstAdminSetupLink(t.db, "https://agency.test");
    expect(link).toMatch(/^https:\/\/agency\.test\/auth\/setup\?token=/);
    const token = tokenOf(link!);
    const stored = await t.db.select().from(staffSetupTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(await isSetupTokenValid(t.db, token)).toBe(true);
    expect(await isSetupTokenValid(t.db, `${token}x`)).toBe(false);

    // A weak password is refused with reasons and the link stays usable.
    await expect(
      completeFirstAdminSetup(t.db, token, {
        name: "Asha Rao",
        email: "asha@agency.test",
        password: "short",
      }),
    ).rejects.toMatchObject({ reasons: expect.arrayContaining([expect.stringMatching(/12 characters/)]) });
    expect(await isSetupTokenValid(t.db, token)).toBe(true);

    const admin = await completeFirstAdminSetup(t.db, token, {
      name: "Asha Rao",
      email: "Asha@Agency.test",
      password: STRONG_PASSWORD,
    });
    expect(admin).toMatchObject({ email: "asha@agency.test", role: "admin" });
    expect(await isSetupTokenValid(t.db, token)).toBe(false);
    await expect(
      completeFirstAdminSetup(t.db, token, {
        name: "Second",
        email: "b@agency.test",
        password: STRONG_PASSWORD,
      }),
    ).rejects.toBeInstanceOf(StaffUserError);
    // Once anyone exists, no new link is made.
    expect(await issueFirstAdminSetupLink(t.db, "https://agency.test")).toBeUndefined();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "first_admin_setup"));
    expect(audit).toHaveLength(1);
    // The account's creation names the setup link and who used it, not the command line.
    const [created] = await t.db.select().from(auditLog).where(eq(auditLog.action, "user_created"));
    expect(created!.details).toMatchObject({ by: "setup link (first admin) <asha@agency.test>" });

    // The new admin signs in like anyone else: password, then the e-mailed code.
    await signIn(mail, "asha@agency.test");
  });

  it("refuses a second account with the same e-mail in any letter case", async () => {
    await expect(
      createStaffUser(t.db, {
        name: "Copy",
        email: "ASHA@agency.test",
        role: "partner",
        password: STRONG_PASSWORD,
      }),
    ).rejects.toThrow(/already a staff account/);
    const rows = await t.db.select().from(authUser);
    expect(rows).toHaveLength(1);
  });
});

describe("the per-address limiter (default limits)", () => {
  it(`refuses sign-in attempts past ${getConfig().AUTH_SIGN_INS_PER_MINUTE} a minute from one address`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < getConfig().AUTH_SIGN_INS_PER_MINUTE + 1; i++) {
      const res = await authCall("/sign-in/email", {
        body: { email: "someone@agency.test", password: "whatever-123456" },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await authCall("/sign-in/email", {
      body: { email: "someone@agency.test", password: "whatever-123456" },
      ip: nextIp(),
    });
    expect(other.status).toBe(401);
  });
});
