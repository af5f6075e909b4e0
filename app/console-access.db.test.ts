import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getConfig } from "~/server/config.server";
import { setUpTestDatabase } from "../tests/helpers/test-database";
import { consoleStaff } from "../tests/helpers/console-calls";
import { authCall, createTestStaff, STRONG_PASSWORD } from "../tests/helpers/staff-auth";
import * as contactSearchRoute from "./routes/api.v1.console.contacts.search";
import * as contactExportRoute from "./routes/api.v1.console.contacts.$contactId.export";
import * as screenshotAlertsRoute from "./routes/api.v1.console.screenshot-alerts";
import * as activityRoute from "./routes/api.v1.console.activity";
import * as accountRoute from "./routes/auth.account";
import * as usersRoute from "./routes/api.v1.console.users";
import * as faqRoute from "./routes/faq";
import * as contactsRoute from "./routes/api.v1.console.contacts";
import * as contactRoute from "./routes/api.v1.console.contacts.$contactId";
import * as eraseRoute from "./routes/api.v1.console.contacts.$contactId.erase";
import * as mergeRoute from "./routes/api.v1.console.contacts.merge";
import * as onlyMineRoute from "./routes/api.v1.console.settings.only-my-records";
import * as screenshotPolicyRoute from "./routes/api.v1.console.settings.screenshot-policy";
import * as tagMatchingRoute from "./routes/api.v1.console.contacts.tags.matching";
import { DEFAULT_SCREENSHOT_POLICY } from "./features/screenshot-alerts";
import { activityBookings, contacts, outbox, tags, tasks } from "~/server/db/schema.server";
import * as cancelBookingRoute from "./routes/api.v1.console.activity-bookings.$bookingId.cancel";
import { createUnifiedLead } from "~/features/leads/index.server";
import * as leadRoute from "./routes/api.v1.console.leads.$leadId";
import * as stageRoute from "./routes/api.v1.console.leads.$leadId.stage";
import * as tasksRoute from "./routes/api.v1.console.tasks";
import * as taskRoute from "./routes/api.v1.console.tasks.$taskId";
import * as completeRoute from "./routes/api.v1.console.tasks.$taskId.complete";
import * as snoozeRoute from "./routes/api.v1.console.tasks.$taskId.snooze";
import * as timelineRoute from "./routes/api.v1.console.timeline";
import * as retryRoute from "./routes/api.v1.console.outbox.$jobId.retry";
import * as voxRoute from "./routes/vox";
import * as usersTabRoute from "./routes/vox.users";
import * as tagsRoute from "./routes/api.v1.console.tags";
import * as tagRoute from "./routes/api.v1.console.tags.$tagId";
import * as applyTagsRoute from "./routes/api.v1.console.contacts.tags";
import * as autoAssignRoute from "./routes/api.v1.console.settings.auto-assign";
import * as scoringRoute from "./routes/api.v1.console.settings.scoring";
import * as rescoreRoute from "./routes/api.v1.console.scoring.rescore";
import * as inviteRoute from "./routes/api.v1.console.users.invite";
import * as userRoleRoute from "./routes/api.v1.console.users.$userId.role";
import * as userActiveRoute from "./routes/api.v1.console.users.$userId.active";
import * as userLinkRoute from "./routes/api.v1.console.users.$userId.password-link";
import * as userSessionsRoute from "./routes/api.v1.console.users.$userId.sessions";
import { DEFAULT_SCORING_RULES } from "~/features/leads";

/**
 * Every console endpoint, called as nobody, as a partner and as an admin, and from another site:
 * the role is checked on the server each time, never only by hiding a tab.
 */
const t = setUpTestDatabase();
const { users, request, jar } = consoleStaff(() => t.db, { admin: "admin", partner: "partner" });
type Who = keyof typeof users | "anonymous";
type Outcome = "allowed" | "sign_in" | "forbidden" | "home";

/** What a call answered, in the terms the guard promises. */
type Endpoint = {
  name: string;
  role: "partner" | "admin";
  /** Makes the call as `who`, with `origin` on a state-changing request. */
  call: (who: Who, origin?: string) => Promise<Outcome>;
  writes: boolean;
};

const site = () => getConfig().siteUrl;
const loadContext = { cspNonce: "", requestId: "test", clientIp: "127.0.0.1" };

/** Runs a route's loader or action and reads the guard's answer from what it returned or threw. */
async function viaRoute(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = await run();
    if (result instanceof Response && result.status >= 300 && result.status < 400) {
      return result.headers.get("location")?.startsWith("/auth") ? "sign_in" : "home";
    }
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) {
      if (thrown.status === 401) return "sign_in";
      if (thrown.status === 403) return "forbidden";
      const location = thrown.headers.get("location") ?? "";
      if (location.startsWith("/auth")) return "sign_in";
      if (location === "/") return "home";
    }
    const status = (thrown as { init?: { status?: number } })?.init?.status;
    if (status === 403) return "forbidden";
    throw thrown;
  }
}

/** A contact of its own for each call that changes or removes one. */
async function freshContact(email = `c-${crypto.randomUUID()}@example.in`) {
  const [row] = await t.db
    .insert(contacts)
    .values({ name: "Access Test", email })
    .returning({ id: contacts.id });
  return row!.id;
}

/** A console JSON write as `who`: the guard's outcome, and the expected success status otherwise. */
function consoleWrite(
  route: { action: (args: never) => Promise<Response> },
  method: string,
  path: (ids: string[]) => string,
  body: (ids: string[]) => unknown,
  setup: () => Promise<string[]> = async () => [],
  params: (ids: string[]) => Record<string, string> = () => ({}),
) {
  return (who: Who, origin?: string) =>
    viaRoute(async () => {
      const ids = await setup();
      const res = await route.action({
        request: request(who, path(ids), {
          method,
          headers: { "content-type": "application/json", origin: origin ?? site() },
          body: JSON.stringify(body(ids)),
        }),
        params: params(ids),
        context: loadContext,
      } as never);
      if (res.status === 401 || res.status === 403) throw res;
      expect(res.status, await res.clone().text()).toBe(200);
      return res;
    });
}

let leadSeq = 0;
async function freshLead() {
  return createUnifiedLead(t.db, {
    type: "callback",
    sourceId: `access-${++leadSeq}-${crypto.randomUUID()}`,
    name: "Access Lead",
    phone: `9${String(300_000_000 + leadSeq).padStart(9, "0")}`,
    phoneVerified: true,
    score: 40,
  });
}
async function freshTask() {
  const [row] = await t.db
    .insert(tasks)
    .values({ type: "call", title: "Access task" })
    .returning({ id: tasks.id });
  return row!.id;
}

/** A partner of its own for each call that changes or signs out a staff member. */
async function freshStaff() {
  return (await createTestStaff(t.db, "partner")).id;
}

async function freshTag() {
  const [row] = await t.db
    .insert(tags)
    .values({ name: `Access ${crypto.randomUUID().slice(0, 8)}` })
    .returning({ id: tags.id });
  return row!.id;
}

async function freshBooking() {
  const [row] = await t.db
    .insert(activityBookings)
    .values({
      idempotencyKey: crypto.randomUUID(),
      provider: "catalogue",
      status: "confirmed",
      reference: `ACT-${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
      activityCode: "LV-KE-001",
      activityTitle: "Access test activity",
      location: "Nairobi, Kenya",
      activityDate: "2030-01-15",
      adults: 1,
      children: 0,
      unitPriceCents: 5000,
      totalCents: 5000,
      holderFirstName: "Access",
      holderLastName: "Test",
      holderEmail: "access@example.in",
    })
    .returning({ id: activityBookings.id });
  return row!.id;
}

const endpoints: Endpoint[] = [
  {
    name: "POST /api/v1/console/activity-bookings/:id/cancel",
    role: "admin",
    writes: true,
    call: consoleWrite(
      cancelBookingRoute,
      "POST",
      ([id]) => `/api/v1/console/activity-bookings/${id}/cancel`,
      () => ({ confirm: false }),
      async () => [await freshBooking()],
      ([id]) => ({ bookingId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/tags",
    role: "admin",
    writes: true,
    call: consoleWrite(
      tagsRoute,
      "POST",
      () => "/api/v1/console/tags",
      () => ({ name: `New ${crypto.randomUUID().slice(0, 8)}` }),
    ),
  },
  {
    name: "PATCH /api/v1/console/tags/:id",
    role: "admin",
    writes: true,
    call: consoleWrite(
      tagRoute,
      "PATCH",
      ([id]) => `/api/v1/console/tags/${id}`,
      () => ({ color: "sky" }),
      async () => [await freshTag()],
      ([id]) => ({ tagId: id! }),
    ),
  },
  {
    name: "DELETE /api/v1/console/tags/:id",
    role: "admin",
    writes: true,
    call: consoleWrite(
      tagRoute,
      "DELETE",
      ([id]) => `/api/v1/console/tags/${id}`,
      () => ({}),
      async () => [await freshTag()],
      ([id]) => ({ tagId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/contacts/tags",
    role: "partner",
    writes: true,
    call: consoleWrite(
      applyTagsRoute,
      "POST",
      () => "/api/v1/console/contacts/tags",
      ([contactId, tagId]) => ({ contactIds: [contactId], add: [tagId] }),
      async () => [await freshContact(), await freshTag()],
    ),
  },
  {
    name: "POST /api/v1/console/contacts/tags/matching",
    role: "partner",
    writes: true,
    call: consoleWrite(
      tagMatchingRoute,
      "POST",
      () => "/api/v1/console/contacts/tags/matching",
      ([email, tagId]) => ({
        filters: new URLSearchParams({ q: email! }).toString(),
        count: 1,
        add: [tagId],
      }),
      async () => {
        const email = `m-${crypto.randomUUID()}@example.in`;
        await freshContact(email);
        return [email, await freshTag()];
      },
    ),
  },
  {
    name: "PATCH /api/v1/console/leads/:id",
    role: "partner",
    writes: true,
    call: consoleWrite(
      leadRoute,
      "PATCH",
      ([id]) => `/api/v1/console/leads/${id}`,
      () => ({ valueInr: 150000 }),
      async () => [(await freshLead()).leadId],
      ([id]) => ({ leadId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/leads/:id/stage",
    role: "partner",
    writes: true,
    call: consoleWrite(
      stageRoute,
      "POST",
      ([id]) => `/api/v1/console/leads/${id}/stage`,
      () => ({ stage: "Contacted" }),
      async () => [(await freshLead()).leadId],
      ([id]) => ({ leadId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/tasks",
    role: "partner",
    writes: true,
    call: consoleWrite(
      tasksRoute,
      "POST",
      () => "/api/v1/console/tasks",
      () => ({ type: "call", title: "Ring back" }),
    ),
  },
  {
    name: "PATCH /api/v1/console/tasks/:id",
    role: "partner",
    writes: true,
    call: consoleWrite(
      taskRoute,
      "PATCH",
      ([id]) => `/api/v1/console/tasks/${id}`,
      () => ({ priority: "high" }),
      async () => [await freshTask()],
      ([id]) => ({ taskId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/tasks/:id/complete",
    role: "partner",
    writes: true,
    call: consoleWrite(
      completeRoute,
      "POST",
      ([id]) => `/api/v1/console/tasks/${id}/complete`,
      () => ({}),
      async () => [await freshTask()],
      ([id]) => ({ taskId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/tasks/:id/snooze",
    role: "partner",
    writes: true,
    call: consoleWrite(
      snoozeRoute,
      "POST",
      ([id]) => `/api/v1/console/tasks/${id}/snooze`,
      () => ({ preset: "tomorrow" }),
      async () => [await freshTask()],
      ([id]) => ({ taskId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/timeline",
    role: "partner",
    writes: true,
    call: consoleWrite(
      timelineRoute,
      "POST",
      () => "/api/v1/console/timeline",
      ([contactId]) => ({ contactId, kind: "note", body: "Prefers morning calls" }),
      async () => [await freshContact()],
    ),
  },
  {
    name: "POST /api/v1/console/outbox/:id/retry (a job about no contact)",
    role: "admin",
    writes: true,
    call: consoleWrite(
      retryRoute,
      "POST",
      ([id]) => `/api/v1/console/outbox/${id}/retry`,
      () => ({}),
      async () => {
        const [job] = await t.db
          .insert(outbox)
          .values({
            kind: "mail.send",
            payload: { to: "ops@agency.test", subject: "x" },
            status: "dead",
            attempts: 8,
          })
          .returning({ id: outbox.id });
        return [job!.id];
      },
      ([id]) => ({ jobId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/contacts",
    role: "partner",
    writes: true,
    call: consoleWrite(
      contactsRoute,
      "POST",
      () => "/api/v1/console/contacts",
      () => ({ name: "Access Test", email: `n-${crypto.randomUUID()}@example.in` }),
    ),
  },
  {
    name: "PATCH /api/v1/console/contacts/:id",
    role: "partner",
    writes: true,
    call: consoleWrite(
      contactRoute,
      "PATCH",
      ([id]) => `/api/v1/console/contacts/${id}`,
      () => ({ city: "Nagpur" }),
      async () => [await freshContact()],
      ([id]) => ({ contactId: id! }),
    ),
  },
  {
    name: "DELETE /api/v1/console/contacts/:id",
    role: "admin",
    writes: true,
    call: consoleWrite(
      contactRoute,
      "DELETE",
      ([id]) => `/api/v1/console/contacts/${id}`,
      () => ({}),
      async () => [await freshContact()],
      ([id]) => ({ contactId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/contacts/:id/erase",
    role: "admin",
    writes: true,
    call: consoleWrite(
      eraseRoute,
      "POST",
      ([id]) => `/api/v1/console/contacts/${id}/erase`,
      () => ({ confirm: "ERASE" }),
      async () => [await freshContact()],
      ([id]) => ({ contactId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/contacts/merge",
    role: "partner",
    writes: true,
    call: consoleWrite(
      mergeRoute,
      "POST",
      () => "/api/v1/console/contacts/merge",
      ([keepId, mergeId]) => ({ keepId, mergeId }),
      async () => {
        const email = `m-${crypto.randomUUID()}@example.in`;
        return [await freshContact(email), await freshContact(email)];
      },
    ),
  },
  {
    name: "PUT /api/v1/console/settings/only-my-records",
    role: "admin",
    writes: true,
    call: consoleWrite(
      onlyMineRoute,
      "PUT",
      () => "/api/v1/console/settings/only-my-records",
      () => ({ enabled: false }),
    ),
  },
  {
    name: "PUT /api/v1/console/settings/screenshot-policy",
    role: "admin",
    writes: true,
    call: consoleWrite(
      screenshotPolicyRoute,
      "PUT",
      () => "/api/v1/console/settings/screenshot-policy",
      () => ({ policy: DEFAULT_SCREENSHOT_POLICY }),
    ),
  },
  {
    name: "PUT /api/v1/console/settings/scoring",
    role: "admin",
    writes: true,
    call: consoleWrite(
      scoringRoute,
      "PUT",
      () => "/api/v1/console/settings/scoring",
      () => ({ rules: DEFAULT_SCORING_RULES }),
    ),
  },
  {
    name: "POST /api/v1/console/scoring/rescore",
    role: "admin",
    writes: true,
    call: consoleWrite(
      rescoreRoute,
      "POST",
      () => "/api/v1/console/scoring/rescore",
      () => ({}),
      async () => {
        // Each allowed call starts a run: end the previous one so the next is not refused as running.
        await t.db.execute(sql`DELETE FROM crm_settings WHERE key = 'rescoreRun'`);
        return [];
      },
    ),
  },
  {
    name: "POST /api/v1/console/users/invite",
    role: "admin",
    writes: true,
    call: consoleWrite(
      inviteRoute,
      "POST",
      () => "/api/v1/console/users/invite",
      () => ({
        name: "Invited Person",
        email: `inv-${crypto.randomUUID().slice(0, 8)}@agency.test`,
        role: "partner",
      }),
    ),
  },
  {
    name: "PUT /api/v1/console/users/:id/role",
    role: "admin",
    writes: true,
    call: consoleWrite(
      userRoleRoute,
      "PUT",
      ([id]) => `/api/v1/console/users/${id}/role`,
      () => ({ role: "partner" }),
      async () => [await freshStaff()],
      ([id]) => ({ userId: id! }),
    ),
  },
  {
    name: "PUT /api/v1/console/users/:id/active",
    role: "admin",
    writes: true,
    call: consoleWrite(
      userActiveRoute,
      "PUT",
      ([id]) => `/api/v1/console/users/${id}/active`,
      () => ({ active: false }),
      async () => [await freshStaff()],
      ([id]) => ({ userId: id! }),
    ),
  },
  {
    name: "POST /api/v1/console/users/:id/password-link",
    role: "admin",
    writes: true,
    call: consoleWrite(
      userLinkRoute,
      "POST",
      ([id]) => `/api/v1/console/users/${id}/password-link`,
      () => ({}),
      async () => [await freshStaff()],
      ([id]) => ({ userId: id! }),
    ),
  },
  {
    name: "DELETE /api/v1/console/users/:id/sessions",
    role: "admin",
    writes: true,
    call: consoleWrite(
      userSessionsRoute,
      "DELETE",
      ([id]) => `/api/v1/console/users/${id}/sessions`,
      () => ({}),
      async () => [await freshStaff()],
      ([id]) => ({ userId: id! }),
    ),
  },
  {
    name: "PUT /api/v1/console/settings/auto-assign",
    role: "admin",
    writes: true,
    call: consoleWrite(
      autoAssignRoute,
      "PUT",
      () => "/api/v1/console/settings/auto-assign",
      () => ({ enabled: true }),
    ),
  },
  {
    name: "GET /auth/account",
    role: "partner",
    writes: false,
    call: (who) =>
      viaRoute(() =>
        accountRoute.loader({
          request: request(who, "/auth/account"),
          params: {},
          context: loadContext,
        } as never),
      ),
  },
  {
    name: "GET /vox",
    role: "partner",
    writes: false,
    call: (who) =>
      viaRoute(() =>
        voxRoute.loader({ request: request(who, "/vox"), params: {}, context: loadContext } as never),
      ),
  },
  {
    name: "GET /vox/users (an admin's tab)",
    role: "partner",
    writes: false,
    call: async (who) =>
      viaRoute(async () => {
        try {
          const result = await usersTabRoute.loader({
            request: request(who, "/vox/users"),
            params: {},
            context: loadContext,
          } as never);
          expect(who).toBe("admin");
          return result;
        } catch (thrown) {
          // A partner is sent to contacts instead: nothing of the users tab is read.
          if (thrown instanceof Response && thrown.headers.get("location") === "/vox/contacts") {
            expect(who).toBe("partner");
            return "sent to contacts";
          }
          throw thrown;
        }
      }),
  },
  {
    name: "GET /api/v1/console/contacts/search",
    role: "partner",
    writes: false,
    call: (who) =>
      viaRoute(async () => {
        const res = await contactSearchRoute.loader({
          request: request(who, "/api/v1/console/contacts/search?q=asha"),
          params: {},
          context: loadContext,
        } as never);
        expect(res.status).toBe(200);
        return res;
      }),
  },
  {
    name: "GET /api/v1/console/contacts/:id/export",
    role: "admin",
    writes: false,
    call: (who) =>
      viaRoute(async () => {
        const id = await freshContact();
        const res = await contactExportRoute.loader({
          request: request(who, `/api/v1/console/contacts/${id}/export`),
          params: { contactId: id },
          context: loadContext,
        } as never);
        expect(res.status).toBe(200);
        return res;
      }),
  },
  {
    name: "POST /api/v1/console/screenshot-alerts",
    role: "partner",
    writes: true,
    call: (who, origin) =>
      viaRoute(async () => {
        const res = await screenshotAlertsRoute.action({
          request: request(who, "/api/v1/console/screenshot-alerts", {
            method: "POST",
            headers: { "content-type": "application/json", origin: origin ?? site() },
            body: JSON.stringify({
              detectionMethod: "copy_operation",
              timestamp: new Date().toISOString(),
              currentRoute: "/vox",
            }),
          }),
          params: {},
          context: loadContext,
        } as never);
        expect(res.status).toBe(202);
        return res;
      }),
  },
  {
    name: "POST /api/v1/console/activity",
    role: "partner",
    writes: true,
    call: (who, origin) =>
      viaRoute(async () => {
        const res = await activityRoute.action({
          request: request(who, "/api/v1/console/activity", {
            method: "POST",
            headers: { "content-type": "application/json", origin: origin ?? site() },
            body: "{}",
          }),
          params: {},
          context: loadContext,
        } as never);
        expect(res.status).toBe(204);
        return res;
      }),
  },
  {
    name: "GET /faq",
    role: "partner",
    writes: false,
    call: (who) =>
      viaRoute(() =>
        faqRoute.loader({ request: request(who, "/faq"), params: {}, context: loadContext } as never),
      ),
  },
  {
    name: "POST /api/v1/console/users",
    role: "admin",
    writes: true,
    call: (who, origin) =>
      viaRoute(async () => {
        const res = await usersRoute.action({
          request: request(who, "/api/v1/console/users", {
            method: "POST",
            headers: { "content-type": "application/json", origin: origin ?? site() },
            body: JSON.stringify({
              name: "Table Test",
              email: `t-${Math.random().toString(36).slice(2)}@agency.test`,
              role: "partner",
            }),
          }),
          params: {},
          context: loadContext,
        } as never);
        expect(res.status).toBe(201);
        return res;
      }),
  },
];

const expected = (who: Who, role: "partner" | "admin", page: boolean): Outcome[] => {
  if (who === "anonymous") return ["sign_in"];
  if (who === "partner" && role === "admin") return page ? ["home"] : ["forbidden"];
  return ["allowed"];
};

describe("the auth library's own admin paths", () => {
  // The console's Users tab is the only way to change a staff account; the library's paths for the
  // same things are not served to anyone, an admin included.
  it.each(["anonymous", "partner", "admin"] as const)("are not served, as %s", async (who) => {
    for (const [path, body] of [
      ["/admin/list-users", undefined],
      ["/admin/set-role", { userId: users.partner.id, role: "admin" }],
      ["/admin/list-user-sessions", { userId: users.partner.id }],
      ["/admin/set-user-password", { userId: users.partner.id, newPassword: STRONG_PASSWORD }],
    ] as const) {
      const res = await authCall(path, { body, jar: jar(who) });
      expect(res.status, `${path} as ${who}`).toBe(404);
    }
  });
});

describe.each(endpoints)("$name", (endpoint) => {
  const page = !endpoint.name.includes(" /api/");
  it.each(["anonymous", "partner", "admin"] as const)("as %s", async (who) => {
    expect(expected(who, endpoint.role, page)).toContain(await endpoint.call(who));
  });
  if (endpoint.writes) {
    it("refuses an admin's request from another site", async () => {
      expect(await endpoint.call("admin", "https://evil.example")).toBe("forbidden");
    });
  }
});
