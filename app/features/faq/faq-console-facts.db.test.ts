import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONSOLE_TABS } from "~/features/crm";
import { createUnifiedLead } from "~/features/leads/index.server";
import { getConfig } from "~/server/config.server";
import { outbox } from "~/server/db/schema.server";
import { consoleStaff } from "../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import * as autoAssignRoute from "../../routes/api.v1.console.settings.auto-assign";
import { FAQ_CATEGORIES } from "./faq-content";

const answer = (id: string) => FAQ_CATEGORIES.flatMap((c) => c.items).find((item) => item.id === id)!.answer;

describe("the help centre's tab descriptions", () => {
  it("describes every tab the console has, and the administrators' tabs as theirs", () => {
    const text = answer("tabs");
    const adminFrom = text.indexOf("Administrators also see");
    expect(adminFrom).toBeGreaterThan(0);
    for (const tab of CONSOLE_TABS) {
      expect(text, tab.label).toMatch(new RegExp(`\\b${tab.label}\\b`));
      // An administrators' tab is first named among theirs, never as everyone's.
      if (tab.role === "admin") expect(text.indexOf(tab.label), tab.label).toBeGreaterThan(adminFrom);
    }
  });
});

describe("who is e-mailed about a new lead", () => {
  const t = setUpTestDatabase();
  const { users, call } = consoleStaff(() => t.db, { admin: "admin", meera: "partner" });
  const recipientsOf = async (subjectHas: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send")))
      .map((job) => job.payload as { to: string; subject: string })
      .filter((mail) => mail.subject.includes(subjectHas))
      .map((mail) => mail.to)
      .sort();
  const lead = (name: string) =>
    createUnifiedLead(t.db, {
      type: "callback",
      sourceId: `faq-${crypto.randomUUID()}`,
      name,
      phone: `98${String(Date.now()).slice(-8)}`,
      phoneVerified: true,
      score: 40,
    });

  it("is the leads inbox and the lead's owner, or the inbox alone with giving leads out turned off", async () => {
    const text = answer("staff-emails");

    await lead("Kavya Iyer");
    expect(await recipientsOf("Kavya Iyer")).toEqual(
      [getConfig().LEADS_NOTIFY_EMAIL, users.meera.email].sort(),
    );
    expect(text).toContain("The leads inbox set up for your agency receives one per lead");
    expect(text).toContain('The lead\'s owner receives a second, "New lead for you"');
    expect(text).toContain("the next active partner in turn");

    const off = await call(autoAssignRoute, "admin", "PUT", "/api/v1/console/settings/auto-assign", {
      enabled: false,
    });
    expect(off.status).toBe(200);
    await lead("Rohan Mehta");
    expect(await recipientsOf("Rohan Mehta")).toEqual([getConfig().LEADS_NOTIFY_EMAIL]);
    expect(text).toContain("nobody is made owner and only the leads inbox is e-mailed");
  });
});
