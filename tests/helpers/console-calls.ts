import { afterAll, beforeAll } from "vitest";
import { getConfig } from "~/server/config.server";
import type { Database } from "~/server/db/db.server";
import { setCrmSetting } from "../../app/features/crm/shared/settings.server";
import { captureMail, CookieJar, createTestStaff, signIn } from "./staff-auth";

type Role = "admin" | "partner";
export type ConsoleUser = { id: string; email: string; name: string; role: Role };
export type ConsoleCall = {
  status: number;
  body: Record<string, unknown> & {
    error?: { title?: string; description?: string; field?: string; existingId?: string };
  };
  response: Response;
};
type RouteModule = { action?: (a: never) => unknown; loader?: (a: never) => unknown };

/** The staff most console tests need: an admin, a partner, and another partner to be "not theirs". */
export const ADMIN_AND_TWO_PARTNERS = { admin: "admin", partner: "partner", other: "partner" } as const;

/**
 * Signed-in staff for a console test file: one account per name in `roles` (created and signed in
 * with the e-mailed code before the tests), plus "anonymous", and `call` to hit a route module's
 * action (or loader, for GET) as that person from a browser on the site's own origin (or `origin`,
 * to play another site). `request` is what that person's browser sends with only its cookies (a
 * link followed, a page opened), and `jar` their cookies, for the auth service's own endpoints.
 * `autoAssign: false` turns the round robin of new leads off for the file. Every call comes from `clientIp`, the address the server reads from its proxy. `tab` reads a
 * console tab through its route's loader.
 */
export function consoleStaff<Who extends string>(
  db: () => Database,
  roles: Record<Who, Role>,
  { clientIp = "203.0.113.10", autoAssign = true }: { clientIp?: string; autoAssign?: boolean } = {},
) {
  const jars = new Map<string, CookieJar>([["anonymous", new CookieJar()]]);
  const users = {} as Record<Who, ConsoleUser>;
  let mail: ReturnType<typeof captureMail>;
  beforeAll(async () => {
    mail = captureMail();
    for (const [who, role] of Object.entries(roles) as [Who, Role][]) {
      const user = await createTestStaff(db(), role);
      users[who] = { id: user.id, email: user.email, name: user.name, role };
      jars.set(who, await signIn(mail, user.email));
    }
    // A file whose tests give leads their owners by hand turns the round robin off (it is on by
    // default, and tested on its own).
    const first = Object.keys(roles)[0] as Who | undefined;
    if (!autoAssign && first) await setCrmSetting(db(), "autoAssign", false, users[first].id);
  });
  afterAll(() => mail?.stop());

  const jar = (who: Who | "anonymous") => jars.get(who)!;

  function request(who: Who | "anonymous", path: string, init: RequestInit = {}) {
    return new Request(`${getConfig().siteUrl}${path}`, {
      ...init,
      headers: { cookie: jar(who).header(), ...(init.headers as Record<string, string> | undefined) },
    });
  }

  async function call(
    route: RouteModule,
    who: Who | "anonymous",
    method: string,
    path: string,
    body?: unknown,
    params: Record<string, string> = {},
    origin = getConfig().siteUrl,
  ): Promise<ConsoleCall> {
    const headers: Record<string, string> = { origin };
    if (body !== undefined) headers["content-type"] = "application/json";
    const sent = request(who, path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const handler = method === "GET" ? route.loader : route.action;
    let response: Response;
    try {
      response = (await handler!({
        request: sent,
        params,
        context: { clientIp },
      } as never)) as Response;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    const text = await response.clone().text();
    let parsed: ConsoleCall["body"] = {};
    try {
      parsed = text ? (JSON.parse(text) as ConsoleCall["body"]) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed, response };
  }

  /**
   * A console tab's data as its route's loader (app/routes/vox.<tab>.tsx) answers `who` opening
   * `path`: the session and role checked as for the page, the query read from the address.
   */
  async function tab<Data>(
    route: { loader: (args: never) => Promise<{ data: Data }> },
    who: Who | "anonymous",
    path: string,
  ): Promise<Data> {
    const loaded = await route.loader({ request: request(who, path), params: {}, context: {} } as never);
    return loaded.data;
  }

  return { users, call, request, jar, tab, mail: () => mail };
}
