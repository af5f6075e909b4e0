import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/server/config.server";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { captureMail, CookieJar, createTestStaff, signIn } from "../../tests/helpers/staff-auth";
import { headers, loader } from "./vox";

/** The console page's loader as the server runs it: the guard, the tab resolved against the role, the headers. */
const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
const jars = { anonymous: new CookieJar(), partner: new CookieJar(), admin: new CookieJar() };

beforeAll(async () => {
  mail = captureMail();
  const admin = await createTestStaff(t.db, "admin");
  const partner = await createTestStaff(t.db, "partner");
  jars.admin = await signIn(mail, admin.email);
  jars.partner = await signIn(mail, partner.email);
});
afterAll(() => mail.stop());

type Loaded = {
  data: { user: { role: string }; tabs: { id: string }[]; tab: string; tabData: unknown };
  init: { headers: Record<string, string> };
};

const load = async (who: keyof typeof jars, search = "") =>
  (await loader({
    request: new Request(`${getConfig().siteUrl}/vox${search}`, { headers: { cookie: jars[who].header() } }),
    params: {},
    context: {},
  } as never)) as unknown as Loaded;

describe("the console page's loader", () => {
  it("sends nobody to sign-in, and back to the same view afterwards", async () => {
    const thrown = await load("anonymous", "?tab=logs").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fvox%3Ftab%3Dlogs");
  });

  it("gives an admin ten tabs and the users tab when asked", async () => {
    const { data } = await load("admin", "?tab=users");
    expect(data.user.role).toBe("admin");
    expect(data.tabs.map((tab) => tab.id)).toEqual([
      "contacts",
      "pipeline",
      "tasks",
      "analytics",
      "revenue",
      "scoring",
      "logs",
      "tags",
      "users",
      "rates",
    ]);
    expect(data.tab).toBe("users");
  });

  it.each(["?tab=users", "?tab=tags", "?tab=nonsense", "?tab=", ""])(
    "opens (and loads only) contacts for a partner asking %j",
    async (search) => {
      const { data } = await load("partner", search);
      expect(data.tabs).toHaveLength(7);
      expect(data.tabs.map((tab) => tab.id)).not.toContain("users");
      expect(data.tab).toBe("contacts");
    },
  );

  it("answers private and unlisted, on the page and on its data requests", async () => {
    const { init } = await load("partner");
    const expected = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
    expect(init.headers).toMatchObject(expected);
    expect(headers({} as never)).toMatchObject(expected);
  });
});
