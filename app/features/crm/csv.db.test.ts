import { eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { auditLog, contacts, contactTags, contactTimeline, tags } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { consoleStaff } from "../../../tests/helpers/console-calls";
import * as importRoute from "../../routes/api.v1.console.contacts.import";
import * as exportRoute from "../../routes/api.v1.console.contacts.export";
import * as leadsExportRoute from "../../routes/api.v1.console.leads.export";
import { createUnifiedLead } from "~/features/leads/index.server";
import { CSV_BOM, IMPORT_CHUNK_ROWS } from "./csv/csv-format";
import { guessMapping, mapRows, readCsv, rejectedReport } from "./csv/csv-read";
import type { ImportResult, ImportRow } from "./csv/import-schema";
import { setCrmSetting } from "./settings.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner", other: "partner" });
type Who = "admin" | "partner" | "other" | "anonymous";

const importChunk = (who: Who, rows: unknown) =>
  call(importRoute, who, "POST", "/api/v1/console/contacts/import", { rows });

/** Imports a file the way the console does: parse, guess the columns, send it in chunks, add up. */
async function importFile(who: Who, text: string) {
  const parsed = readCsv(text);
  const rows = mapRows(parsed.rows, guessMapping(parsed.headers));
  const total: ImportResult = { created: 0, updated: 0, unchanged: 0, rejected: [], unknownTags: [] };
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK_ROWS) {
    const res = await importChunk(who, rows.slice(i, i + IMPORT_CHUNK_ROWS));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const r = res.body as unknown as ImportResult;
    total.created += r.created;
    total.updated += r.updated;
    total.unchanged += r.unchanged;
    total.rejected.push(...r.rejected);
    total.unknownTags.push(...r.unknownTags);
  }
  return { ...total, parsed };
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

  it("keeps only-my-records: a partner's export holds only their contacts", async () => {
    await t.db
      .insert(contacts)
      .values({ name: "Other's Person", phone: "+919820066666", ownerId: users.other.id });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const mine = readCsv((await exportCsv("partner")).text).rows;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.some((r) => r.Mobile === "+919820066666")).toBe(false);
      expect(mine.every((r) => r.Owner === users.partner.name)).toBe(true);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
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
  });
});
