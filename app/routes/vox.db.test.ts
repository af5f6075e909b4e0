import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { consoleStaff } from "../../tests/helpers/console-calls";
import { headers, loader } from "./vox";
import { loader as indexLoader } from "./vox._index";
import { loader as usersLoader } from "./vox.users";

/** The console page's loader as the server runs it: the guard, the tab resolved against the role, the headers. */
const t = setUpTestDatabase();
const { request } = consoleStaff(() => t.db, { admin: "admin", partner: "partner" });
type Who = "admin" | "partner" | "anonymous";

type Loaded = {
  data: { user: { role: string }; tabs: { id: string }[] };
  init: { headers: Record<string, string> };
};

const args = (who: Who, path: string) => ({ request: request(who, path), params: {}, context: {} }) as never;

const load = async (who: Who, search = "") => (await loader(args(who, `/vox${search}`))) as unknown as Loaded;

/** Where a loader's redirect sends the person (thrown as a Response). */
const sentTo = async (run: () => Promise<unknown>) => {
  const thrown = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get("location");
};

describe("the console page's loader", () => {
  it("sends nobody to sign-in, and back to the same view afterwards", async () => {
    const thrown = await load("anonymous", "?tab=logs").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fvox%3Ftab%3Dlogs");
  });

  it("gives an admin thirteen tabs, and /vox?tab=users opens the users tab's route", async () => {
    const { data } = await load("admin", "?tab=users");
    expect(data.user.role).toBe("admin");
    expect(data.tabs.map((tab) => tab.id)).toEqual([
      "contacts",
      "pipeline",
      "quotes",
      "payments",
      "tasks",
      "analytics",
      "revenue",
      "scoring",
      "logs",
      "privacy",
      "tags",
      "users",
      "rates",
    ]);
    expect(await sentTo(() => indexLoader(args("admin", "/vox?tab=users")))).toBe("/vox/users");
    expect(await sentTo(() => indexLoader(args("admin", "/vox?tab=logs&contact=c1")))).toBe(
      "/vox/logs?contact=c1",
    );
  });

  it.each(["?tab=users", "?tab=tags", "?tab=nonsense", "?tab=", ""])(
    "gives a partner ten tabs and sends them to contacts when asking %j",
    async (search) => {
      const { data } = await load("partner", search);
      expect(data.tabs).toHaveLength(10);
      expect(data.tabs.map((tab) => tab.id)).not.toContain("users");
      expect(await sentTo(() => indexLoader(args("partner", `/vox${search}`)))).toBe("/vox/contacts");
    },
  );

  it("sends a partner opening /vox/users to contacts before the tab reads anything", async () => {
    expect(await sentTo(() => usersLoader(args("partner", "/vox/users")))).toBe("/vox/contacts");
    const admin = (await usersLoader(args("admin", "/vox/users"))) as unknown as { data: unknown };
    expect(admin.data).toBeTruthy();
  });

  it("answers private and unlisted, on the page and on its data requests", async () => {
    const { init } = await load("partner");
    const expected = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
    expect(init.headers).toMatchObject(expected);
    expect(headers({} as never)).toMatchObject(expected);
  });
});
