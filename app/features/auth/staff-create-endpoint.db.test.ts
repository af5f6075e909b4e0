import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, authUser } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { captureMail, createTestStaff, signIn, type CookieJar } from "../../../tests/helpers/staff-auth";
import { action } from "../../routes/api.v1.console.users";

const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
let adminJar: CookieJar;
let partnerJar: CookieJar;
let adminId = "";

beforeAll(async () => {
  mail = captureMail();
  const admin = await createTestStaff(t.db, "admin");
  adminId = admin.id;
  adminJar = await signIn(mail, admin.email);
  partnerJar = await signIn(mail, (await createTestStaff(t.db, "partner")).email);
});
afterAll(() => mail.stop());

async function post(body: unknown, jar: CookieJar, origin = "http://localhost:3000") {
  const request = new Request("http://localhost:3000/api/v1/console/users", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: jar.header(), origin },
    body: JSON.stringify(body),
  });
  try {
    return await action({ request, params: {}, context: { clientIp: "127.0.0.1" } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("POST /api/v1/console/users", () => {
  it("an admin adds a partner; without a password one is generated, shown once, and works", async () => {
    const res = await post({ name: "Neha Newhire", email: "Neha@Agency.test", role: "partner" }, adminJar);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { email: string; role: string }; password: string };
    expect(body.user).toMatchObject({ email: "neha@agency.test", role: "partner" });
    expect(body.password).toMatch(/^[A-Za-z0-9]{20}$/);
    await signIn(mail, "neha@agency.test", body.password);
    const byAdmin = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, adminId));
    expect(byAdmin.filter((a) => a.action === "user_created").map((a) => a.details.role)).toEqual([
      "partner",
    ]);
  });

  it("a given password is checked and never echoed", async () => {
    const weak = await post(
      { name: "Weak One", email: "weak@agency.test", role: "partner", password: "password1" },
      adminJar,
    );
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      error: { reasons: expect.arrayContaining([expect.stringMatching(/12 characters/)]) },
    });
    const ok = await post(
      {
        name: "Strong One",
        email: "strong@agency.test",
        role: "admin",
        password: "saffron-lagoon-harbour-88",
      },
      adminJar,
    );
    expect(ok.status).toBe(201);
    expect(await ok.json()).not.toHaveProperty("password");
  });

  it.each([
    [{ name: "X", email: "x@agency.test", role: "partner" }, "name"],
    [{ name: "Valid Name", email: "not-an-email", role: "partner" }, "email"],
    [{ name: "Valid Name", email: "v@agency.test", role: "owner" }, "role"],
  ])("refuses %o naming %s, writing nothing", async (body, field) => {
    const before = (await t.db.select().from(authUser)).length;
    const res = await post(body, adminJar);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    expect((await t.db.select().from(authUser)).length).toBe(before);
  });

  it("a taken e-mail is a 409; a partner or another site is refused", async () => {
    expect(
      (await post({ name: "Neha Again", email: "NEHA@agency.test", role: "partner" }, adminJar)).status,
    ).toBe(409);
    expect(
      (await post({ name: "Sneaky Partner", email: "s@agency.test", role: "admin" }, partnerJar)).status,
    ).toBe(403);
    expect(
      (
        await post(
          { name: "Cross Site", email: "c@agency.test", role: "admin" },
          adminJar,
          "https://evil.example",
        )
      ).status,
    ).toBe(403);
    const rows = await t.db.select().from(authUser).where(eq(authUser.email, "s@agency.test"));
    expect(rows).toHaveLength(0);
  });
});
