import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  authUser,
  contacts,
  contactTags,
  contactTimeline,
  leads,
  tags,
} from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as importRoute from "../../../routes/api.v1.console.contacts.import";
import * as exportRoute from "../../../routes/api.v1.console.contacts.export";
import * as leadsExportRoute from "../../../routes/api.v1.console.leads.export";
import * as exportPermissionRoute from "../../../routes/api.v1.console.users.$userId.export";
import { createUnifiedLead } from "~/features/leads/index.server";
import { CSV_BOM, IMPORT_CHUNK_ROWS } from "./csv-format";
import { guessMapping, mapRows, readCsv, rejectedReport, unusedColumns } from "./csv-read";
import { addImportResult, emptyImportResult, type ImportResult, type ImportRow } from "./import-schema";
import { setCrmSetting } from "../shared/settings.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner", other: "partner" });
type Who = "admin" | "partner" | "other" | "anonymous";

const importChunk = (who: Who, rows: unknown) =>
  call(importRoute, who, "POST", "/api/v1/console/contacts/import", { rows });

/** Imports a file the way the console does: parse, guess the columns, send it in chunks, add up. */
async function importFile(who: Who, text: string) {
  const parsed = readCsv(text);
  const mapping = guessMapping(parsed.headers);
  const rows = mapRows(parsed.rows, mapping);
  const total = emptyImportResult();
  total.skipped.push(...parsed.blankRows.map((row) => ({ row, reason: "Blank row." })));
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK_ROWS) {
    const res = await importChunk(who, rows.slice(i, i + IMPORT_CHUNK_ROWS));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    addImportResult(total, res.body as unknown as ImportResult);
  }
  total.skipped.sort((a, b) => a.row - b.row);
  return { ...total, parsed, mapping, unchanged: total.skipped.length };
}

const exportCsv = async (who: Who, query = "") => {
  const res = await call(exportRoute, who, "GET", `/api/v1/console/contacts/export?${query}`);
  // Decoded keeping the byte-order mark, which Response.text() would drop.
  const bytes = new Uint8Array(await res.response.arrayBuffer());
  return {
    status: res.status,
    headers: res.response.headers,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
};
const contactByPhone = async (phone: string) =>
  (await t.db.select().from(contacts).where(eq(contacts.phone, phone)))[0];

describe("importing contacts from CSV", () => {
  it("reads a real spreadsheet's file: BOM, quoted commas, extra columns, duplicates and bad mobiles", async () => {
    await setCrmSetting(t.db, "autoAssign", false, users.admin.id);
    await t.db.insert(tags).values({ name: "Corporate" });
    const file =
      CSV_BOM +
      [
        "Full Name,Mobile No,Email,City,Remarks,Tags,Favourite colour",
        'Aarav Shah,98200 11111,aarav@example.in,"Mumbai, Maharashtra","Likes ""quiet"" villas",Corporate; Golf,blue',
        "Diya Iyer,+91 98200 22222,,Chennai,,,green",
        "Aarav S.,098200-11111,,Pune,second row for Aarav,,red",
        "Bad Phone,12345,bad@example.in,,,,",
        "No Reach,,,Delhi,,,",
        "Kiran Rao,+44 7700 900123,,,,,",
        "",
        "Zoya Khan,9820033333,ZOYA@Example.in,Goa,,corporate,",
      ].join("\r\n");
    const result = await importFile("partner", file);
    expect(result.parsed.headers).toEqual([
      "Full Name",
      "Mobile No",
      "Email",
      "City",
      "Remarks",
      "Tags",
      "Favourite colour",
    ]);
    expect(result).toMatchObject({ created: 3, updated: 0, unknownTags: ["golf"] });
    expect(result.rejected.map((r) => r.row)).toEqual([5, 6, 7]);
    expect(result.rejected[0]!.reason).toBe(
      "Mobile “12345”: Enter a 10-digit Indian mobile number (starting 6, 7, 8 or 9).",
    );
    expect(result.rejected[1]!.reason).toMatch(/mobile number or an e-mail/);

    const aarav = await contactByPhone("+919820011111");
    // The first row wins; the duplicate row fills nothing already there.
    expect(aarav).toMatchObject({
      name: "Aarav Shah",
      city: "Mumbai, Maharashtra",
      notes: 'Likes "quiet" villas',
      ownerId: users.partner.id,
    });
    expect((await contactByPhone("+919820033333"))!.email).toBe("zoya@example.in");
    const tagged = await t.db
      .select({ name: tags.name })
      .from(contactTags)
      .innerJoin(tags, eq(tags.id, contactTags.tagId))
      .where(eq(contactTags.contactId, aarav!.id));
    expect(tagged.map((x) => x.name)).toEqual(["Corporate"]);
    const [line] = await t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, aarav!.id));
    expect(line!.summary).toMatch(/^Imported from a CSV file by /);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "contacts_imported"));
    expect(audit!.details).toMatchObject({ rows: 7, created: 3, rejected: 3 });
    expect(JSON.stringify(audit!.details)).not.toMatch(/Aarav|98200/);

    // The report of rejected rows carries the original cells and the reason.
    const report = Papa.parse<string[]>(
      rejectedReport(result.parsed.headers, result.parsed.rows, result.rejected).slice(1),
    ).data;
    expect(report[0]).toEqual(["Row", ...result.parsed.headers, "Why it was not imported"]);
    expect(report[1]!.slice(0, 3)).toEqual(["5", "Bad Phone", "12345"]);
    expect(report[1]!.at(-1)).toMatch(/10-digit Indian mobile/);
  });

  it("lands on existing contacts by mobile, then e-mail, filling only what is empty", async () => {
    const [existing] = await t.db
      .insert(contacts)
      .values({ name: "Meera Pillai", phone: "+919820044444", city: "Kochi" })
      .returning();
    const [byEmail] = await t.db
      .insert(contacts)
      .values({ name: "Rohan Das", email: "rohan@example.in" })
      .returning();
    const result = await importFile(
      "partner",
      [
        "Name,Phone,Email,City,Notes",
        "M. Pillai,9820044444,meera@example.in,Trivandrum,Prefers calls after 6",
        "Rohan D,,ROHAN@example.in,Kolkata,",
      ].join("\n"),
    );
    expect(result).toMatchObject({ created: 0, updated: 2, rejected: [] });
    expect(await contactByPhone("+919820044444")).toMatchObject({
      id: existing!.id,
      name: "Meera Pillai",
      city: "Kochi",
      email: "meera@example.in",
      notes: "Prefers calls after 6",
    });
    expect((await t.db.select().from(contacts).where(eq(contacts.id, byEmail!.id)))[0]).toMatchObject({
      name: "Rohan Das",
      city: "Kolkata",
    });
    // Importing the same file again changes nothing.
    const again = await importFile(
      "partner",
      [
        "Name,Phone,Email,City,Notes",
        "M. Pillai,9820044444,meera@example.in,Trivandrum,Prefers calls after 6",
      ].join("\n"),
    );
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it("under only-my-records a partner's import never touches another partner's contact", async () => {
    await t.db.insert(contacts).values({ name: "Theirs", phone: "+919820099999", ownerId: users.other.id });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const result = await importFile(
        "partner",
        ["Name,Mobile,City,Tags", "Mine Now,9820099999,Agra,Corporate"].join("\n"),
      );
      expect(result).toMatchObject({ created: 0, updated: 0 });
      expect(result.rejected).toEqual([
        {
          row: 2,
          reason: "Already on file with a contact you do not look after; ask an admin to import this row.",
        },
      ]);
      expect(await contactByPhone("+919820099999")).toMatchObject({
        name: "Theirs",
        city: null,
        ownerId: users.other.id,
      });
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("does not bring back a deleted contact's mobile, and says so", async () => {
    await t.db
      .insert(contacts)
      .values({ name: "Gone Person", phone: "+919820088888", deletedAt: new Date() });
    const result = await importFile("partner", ["Name,Mobile", "Gone Again,9820088888"].join("\n"));
    expect(result).toMatchObject({ created: 0, updated: 0 });
    expect(result.rejected).toEqual([
      { row: 2, reason: "This mobile belongs to a contact an admin deleted, so it is not imported again." },
    ]);
    expect((await contactByPhone("+919820088888"))!.name).toBe("Gone Person");
  });

  it("10,000 rows in chunks of 500 arrive whole", async () => {
    const lines = ["name,mobile,email"];
    for (let i = 0; i < 10_000; i++)
      lines.push(`Bulk Person ${i},9${String(700_000_000 + i)},bulk${i}@example.in`);
    const result = await importFile("admin", lines.join("\n"));
    expect(result).toMatchObject({ created: 10_000, rejected: [] });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(sql`${contacts.name} LIKE 'Bulk Person %'`);
    expect(n).toBe(10_000);
    // A file holds at most 10,000 rows: the export round trip below works on a file of the rest.
    await t.db.delete(contacts).where(sql`${contacts.name} LIKE 'Bulk Person %'`);
  }, 180_000);

  it("refuses a bad request as a whole: too many rows, no rows, a non-list; partners may import, nobody else", async () => {
    const row = (i: number): ImportRow => ({
      row: i + 2,
      name: "Too Many",
      phone: `96000${String(i).padStart(5, "0")}`,
    });
    const big = await importChunk(
      "partner",
      Array.from({ length: IMPORT_CHUNK_ROWS + 1 }, (_, i) => row(i)),
    );
    expect(big.status).toBe(400);
    expect(big.body.error?.description).toBe("Send at most 500 rows at a time.");
    expect((await importChunk("partner", [])).status).toBe(400);
    expect((await importChunk("partner", "name,phone")).status).toBe(400);
    expect((await importChunk("anonymous", [row(1)])).status).toBe(401);
    expect(await contactByPhone("+919600000000")).toBeUndefined();
  });
});

describe("exporting", () => {
  it("streams the filtered list as CSV with a BOM, safe cells, and round-trips through import with nothing lost", async () => {
    await t.db
      .insert(contacts)
      .values({ name: '=HYPERLINK("x")', phone: "+919820055555", city: "Delhi, NCR" });
    const res = await exportCsv("admin", "q=9820055555");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.text.startsWith(CSV_BOM)).toBe(true);
    const parsed = readCsv(res.text);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      Name: '\'=HYPERLINK("x")',
      Mobile: "+919820055555",
      City: "Delhi, NCR",
    });

    // Everything the partner's import made, exported and imported again: nothing new, nothing lost.
    const all = await exportCsv("admin");
    const rows = readCsv(all.text).rows;
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(sql`deleted_at IS NULL`);
    expect(rows).toHaveLength(n);
    const before = await t.db.select().from(contacts).orderBy(contacts.id);
    const again = await importFile("admin", all.text);
    expect(again.created).toBe(0);
    expect(again.rejected.filter((r) => !/HYPERLINK/.test(JSON.stringify(r)))).toEqual([]);
    const after = await t.db.select().from(contacts).orderBy(contacts.id);
    expect(after.map((c) => [c.id, c.name, c.phone, c.email, c.city, c.notes])).toEqual(
      before.map((c) => [c.id, c.name, c.phone, c.email, c.city, c.notes]),
    );
  }, 120_000);

  it("is a permission: a partner exports only once an admin allows it, and then only their own records under only-my-records", async () => {
    await t.db
      .insert(contacts)
      .values({ name: "Other's Person", phone: "+919820066666", ownerId: users.other.id });
    const allow = (allowed: boolean, who: Who = "admin") =>
      call(
        exportPermissionRoute,
        who,
        "PUT",
        `/api/v1/console/users/${users.partner.id}/export`,
        { allowed },
        {
          userId: users.partner.id,
        },
      );
    // With only-my-records off, a partner nobody allowed gets no file at all.
    const refused = await exportCsv("partner");
    expect(refused.status).toBe(403);
    expect(refused.text).toMatch(/ask an admin to allow you on the Users tab/);
    const leadsRefused = await call(leadsExportRoute, "partner", "GET", "/api/v1/console/leads/export");
    expect(leadsRefused.status).toBe(403);
    // Only an admin grants it; the grant is audited.
    expect((await allow(true, "partner")).status).toBe(403);
    expect((await allow(true)).status).toBe(200);
    const [grant] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "export_permission_changed"));
    expect(grant).toMatchObject({ targetId: users.partner.id, actorUserId: users.admin.id });
    expect(grant!.details).toEqual({ canExport: true });

    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const mine = readCsv((await exportCsv("partner")).text).rows;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.some((r) => r.Mobile === "+919820066666")).toBe(false);
      expect(mine.every((r) => r.Owner === users.partner.name)).toBe(true);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
    // Withdrawn, it stops at the next export.
    expect((await allow(false)).status).toBe(200);
    expect((await exportCsv("partner")).status).toBe(403);
    expect((await exportCsv("other")).status).toBe(403);
    expect((await exportCsv("anonymous")).status).toBe(401);
  });

  it("exports the board's leads with their trip and value, filtered like the board", async () => {
    await createUnifiedLead(t.db, {
      type: "booking_request",
      sourceId: "export-lead-1",
      name: "Ishaan Mehta",
      phone: "9820077777",
      phoneVerified: true,
      sourceData: { destination: "Kenya", travelDate: "2027-02-10", groupSize: "4" },
    });
    const res = await call(
      leadsExportRoute,
      "admin",
      "GET",
      "/api/v1/console/leads/export?type=booking_request",
    );
    const text = await res.response.text();
    const rows = readCsv(text).rows;
    expect(rows.every((r) => r["Lead type"] === "Booking request")).toBe(true);
    expect(rows.find((r) => r.Name === "Ishaan Mehta")).toMatchObject({
      Destination: "Kenya",
      Stage: "New Lead",
      Mobile: "+919820077777",
    });
    // The stream finishes, then the audit entry is written: wait for it rather than for a time.
    await expect
      .poll(async () =>
        (await t.db.select().from(auditLog).where(eq(auditLog.targetType, "leads"))).map((a) => a.action),
      )
      .toEqual(["leads_exported"]);
  });
});

describe("migrating from HubSpot and Zoho CRM", () => {
  const fixture = (name: string) => readFileSync(path.join(process.cwd(), "tests/fixtures", name), "utf8");
  const leadOf = async (contactId: string) =>
    (await t.db.select().from(leads).where(eq(leads.contactId, contactId)))[0];
  let priya: string, rohan: string;
  beforeAll(async () => {
    // The agency's staff as the other CRM's owner column names them.
    [priya, rohan] = ["priya", "rohan"].map((k) => `staff-${k}-${Math.random().toString(36).slice(2)}`) as [
      string,
      string,
    ];
    await t.db.insert(authUser).values([
      { id: priya, name: "Priya Nair", email: "priya.nair@voxtravel.in", role: "partner" },
      { id: rohan, name: "Rohan Mehta", email: "rohan.mehta@voxtravel.in", role: "admin" },
      {
        id: `${priya}-gone`,
        name: "Sunil Verma",
        email: "sunil@voxtravel.in",
        role: "partner",
        banned: true,
      },
    ]);
  });

  it("a HubSpot contacts export keeps names, lifecycle stages, create dates and owners, and every row is counted", async () => {
    const result = await importFile("admin", fixture("hubspot-contacts.csv"));
    expect(result.mapping).toEqual({
      firstName: "First Name",
      lastName: "Last Name",
      phone: "Phone Number",
      email: "Email",
      city: "City",
      stage: "Lifecycle Stage",
      created: "Create Date",
      owner: "Contact owner",
    });
    expect(unusedColumns(result.parsed.headers, result.mapping)).toEqual([
      "Record ID",
      "Lead Status",
      "Last Activity Date",
      "Marketing contact status",
    ]);
    // 53 rows: 49 people, the second row of one mobile, a blank row, and two rows nobody can reach.
    expect(result.parsed.rows).toHaveLength(53);
    expect(result.created).toBe(49);
    expect(result.updated).toBe(0);
    expect(result.skipped).toEqual([
      {
        row: 50,
        reason:
          "Same mobile or e-mail as row 46 of this file, which brought this person in; nothing new to fill in.",
      },
      { row: 53, reason: "Blank row." },
    ]);
    expect(result.rejected.map((r) => r.row)).toEqual([51, 52]);
    expect(result.created + result.updated + result.skipped.length + result.rejected.length).toBe(53);
    // Subscribers are on a mailing list, not in a sale: no lead for the four of them.
    expect(result.leads).toBe(45);
    expect(result.notes).toEqual([
      {
        row: 48,
        note: `Owner “Sunil Verma” is not an active staff member here, so the contact is ${users.admin.name}'s.`,
      },
      { row: 49, note: "Stage “Travel Agent Referral” is not one we know, so the lead starts as New Lead." },
      {
        row: 49,
        note: `Owner “old.agent@formeragency.in” is not an active staff member here, so the contact is ${users.admin.name}'s.`,
      },
      {
        row: 54,
        note: "Created date “sometime last year” could not be read, so the contact is dated today.",
      },
    ]);

    const ananya = await contactByPhone("+919987654321");
    expect(ananya).toMatchObject({ name: "अनन्या शर्मा", city: "दिल्ली", ownerId: priya });
    expect(ananya!.createdAt.toISOString()).toBe("2026-10-24T18:00:00.000Z");
    expect(await leadOf(ananya!.id)).toMatchObject({
      stage: "Closed Won",
      ownerId: priya,
      type: "imported",
      createdAt: new Date("2026-10-24T18:00:00.000Z"),
    });
    const kabir = await contactByPhone("+919987654322");
    expect(kabir).toMatchObject({ name: "Kabir", ownerId: rohan });
    expect(kabir!.createdAt.toISOString()).toBe("2026-10-24T18:40:00.000Z");
    expect(await contactByPhone("+919987654323")).toMatchObject({ ownerId: users.admin.id });
    expect(await leadOf((await contactByPhone("+919987654324"))!.id)).toMatchObject({ stage: "New Lead" });
    // By e-mail whatever its case, or by name.
    expect(await contactByPhone("+919845015838")).toMatchObject({
      ownerId: priya,
      name: "Aditya Chatterjee",
    });
    expect(await contactByPhone("+919845023757")).toMatchObject({ ownerId: rohan });
    const subscriber = await contactByPhone("+919845039595");
    expect(subscriber).toMatchObject({ name: "Reyansh Reddy" });
    expect(await leadOf(subscriber!.id)).toBeUndefined();

    // The export of those two puts them on their India days, 24 and 25 October.
    const out = readCsv((await exportCsv("admin", "q=99876543")).text).rows;
    const byName = new Map(out.map((r) => [r.Name, r]));
    expect(byName.get("अनन्या शर्मा")).toMatchObject({
      "Added (IST)": "2026-10-24 23:30:00",
      "Added (UTC ISO)": "2026-10-24T18:00:00.000Z",
    });
    expect(byName.get("Kabir")).toMatchObject({
      "Added (IST)": "2026-10-25 00:10:00",
      "Added (UTC ISO)": "2026-10-24T18:40:00.000Z",
    });
  });

  it("a Zoho CRM leads export keeps names, lead statuses and sources, created times and lead owners", async () => {
    const result = await importFile("admin", fixture("zoho-leads.csv"));
    expect(result.mapping).toEqual({
      firstName: "First Name",
      lastName: "Last Name",
      phone: "Mobile",
      email: "Email",
      city: "City",
      notes: "Description",
      stage: "Lead Status",
      source: "Lead Source",
      created: "Created Time",
      owner: "Lead Owner",
    });
    expect(unusedColumns(result.parsed.headers, result.mapping)).toEqual([
      "Lead Id",
      "Company",
      "Phone",
      "Modified Time",
      "Email Opt Out",
    ]);
    expect(result).toMatchObject({ created: 48, updated: 1, skipped: [], leads: 48 });
    expect(result.rejected).toEqual([
      { row: 51, reason: "Give a mobile number or an e-mail address, so the agency can reach them." },
    ]);
    expect(result.notes.map((n) => n.row)).toEqual([48, 49]);

    const rahul = await contactByPhone("+919700011111");
    expect(rahul).toMatchObject({ name: "राहुल वर्मा", ownerId: priya });
    expect(await leadOf(rahul!.id)).toMatchObject({ stage: "Contacted", source: "Website" });
    expect((await contactByPhone("+919700011112"))!.name).toBe("Meenakshi");
    // A day-first date with a 12-hour time, in India time.
    const jatin = await contactByPhone("+919700011113");
    expect(jatin).toMatchObject({ ownerId: users.admin.id, createdAt: new Date("2026-10-25T06:30:00.000Z") });
    expect(await leadOf(jatin!.id)).toMatchObject({ stage: "Qualified" });
    // The second row with Leela's e-mail fills in her notes instead of adding a second Leela.
    expect(await contactByPhone("+919700011114")).toMatchObject({
      name: "Leela Thomas",
      notes: "Second enquiry",
    });
    const [lost] = await t.db
      .select()
      .from(leads)
      .where(sql`${leads.sourceData}->>'importedStage' = 'Junk Lead'`);
    expect(lost).toMatchObject({ stage: "Closed Lost", lostReason: "Imported as “Junk Lead”" });
  });
});

describe("exports in India time", () => {
  it("writes every date-time column as India time Excel reads, so a pivot by day matches the dashboard", async () => {
    const late = await createUnifiedLead(t.db, {
      type: "booking_request",
      sourceId: "ist-late",
      name: "Late Night Lead",
      phone: "9830011111",
      phoneVerified: true,
      sourceData: {},
    });
    const early = await createUnifiedLead(t.db, {
      type: "booking_request",
      sourceId: "ist-early",
      name: "Early Morning Lead",
      phone: "9830011112",
      phoneVerified: true,
      sourceData: {},
    });
    // 23:30 on 24 October and 00:10 on 25 October in India: 18:00 and 18:40 UTC on the 24th.
    await t.db
      .update(leads)
      .set({
        createdAt: new Date("2026-10-24T18:00:00Z"),
        stageChangedAt: new Date("2026-10-24T18:00:54.457Z"),
      })
      .where(eq(leads.sourceId, "ist-late"));
    await t.db
      .update(leads)
      .set({ createdAt: new Date("2026-10-24T18:40:00Z") })
      .where(eq(leads.sourceId, "ist-early"));
    expect(late && early).toBeTruthy();
    const res = await call(
      leadsExportRoute,
      "admin",
      "GET",
      "/api/v1/console/leads/export?type=booking_request",
    );
    const parsed = readCsv(await res.response.text());
    expect(parsed.headers).toEqual(
      expect.arrayContaining(["Created (IST)", "Stage changed (IST)", "Created (UTC ISO)"]),
    );
    const row = (name: string) => parsed.rows.find((r) => r.Name === name)!;
    expect(row("Late Night Lead")).toMatchObject({
      "Created (IST)": "2026-10-24 23:30:00",
      "Stage changed (IST)": "2026-10-24 23:30:54",
      "Created (UTC ISO)": "2026-10-24T18:00:00.000Z",
    });
    expect(row("Early Morning Lead")["Created (IST)"]).toBe("2026-10-25 00:10:00");
    // Days as Excel's pivot would take them: the date part of the India time.
    const day = (name: string) => row(name)["Created (IST)"]!.slice(0, 10);
    expect([day("Late Night Lead"), day("Early Morning Lead")]).toEqual(["2026-10-24", "2026-10-25"]);
  });
});
