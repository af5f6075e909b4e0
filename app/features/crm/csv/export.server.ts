import Papa from "papaparse";
import { and, sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAuditQuietly } from "~/server/audit.server";
import { queryRows, type Database } from "~/server/db/db.server";
import { errorResponse } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { contactListCondition } from "../contacts/contacts.server";
import { leadTypeLabel } from "../shared/crm-constants";
import { tripOf } from "../records/lead-trip";
import { leadBoardCondition } from "../pipeline/pipeline.server";
import { CSV_BOM, indiaDateTime, safeCell, utcIso } from "./csv-format";
import { EXPORT_REFUSED, mayExport } from "./export-permission.server";

/** Rows read per query: memory stays flat whatever the export's size. */
const EXPORT_BATCH = 1000;

type Batch<Row> = (afterId: string | null) => Promise<Row[]>;

/**
 * A CSV file as a stream: the header, then batch after batch read by id (a keyset, so each query is
 * as cheap as the first), each row's cells made safe to open in a spreadsheet.
 */
function csvStream<Row extends { id: string }>(
  header: string[],
  read: Batch<Row>,
  toCells: (row: Row) => unknown[],
  onDone: (rows: number) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  let count = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${CSV_BOM}${Papa.unparse([header])}\r\n`));
          return;
        }
        const rows = await read(after);
        if (rows.length) {
          controller.enqueue(
            encoder.encode(`${Papa.unparse(rows.map((r) => toCells(r).map(safeCell)))}\r\n`),
          );
          count += rows.length;
          after = rows.at(-1)!.id;
        }
        if (rows.length < EXPORT_BATCH) {
          controller.close();
          onDone(count);
        }
      } catch (err) {
        logger.error({ err }, "CSV export failed part-way");
        controller.error(err);
      }
    },
  });
}

const fileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;

function csvResponse(stream: ReadableStream<Uint8Array>, what: string) {
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName(what)}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** A partner without the export permission gets a sentence to act on, never a file. */
const refused = () => errorResponse(403, { title: "Not allowed to export", description: EXPORT_REFUSED });

const afterCondition = (column: SQL, after: string | null) =>
  after ? sql`${column} > ${after}::uuid` : sql`true`;

/** The contacts the list shows with these filters, every one of them, as CSV. */
export async function exportContacts(
  db: Database,
  user: StaffUser,
  params: URLSearchParams,
  ip: string | null,
) {
  if (!(await mayExport(db, user))) return refused();
  const condition = await contactListCondition(db, user, params);
  type Row = {
    id: string;
    name: string | null;
    phone: string | null;
    email: string | null;
    city: string | null;
    owner: string | null;
    tags: string | null;
    verified: boolean;
    leads: number;
    latest_stage: string | null;
    latest_type: string | null;
    created_at: Date;
    last_activity_at: Date;
    notes: string | null;
  };
  const stream = csvStream<Row>(
    [
      "Name",
      "Mobile",
      "E-mail",
      "City",
      "Owner",
      "Tags",
      "Mobile verified",
      "Leads",
      "Latest stage",
      "Latest lead type",
      "Added (IST)",
      "Last activity (IST)",
      "Notes",
      "Contact id",
      "Added (UTC ISO)",
    ],
    (after) =>
      queryRows<Row>(
        db,
        sql`SELECT contacts.id, contacts.name, contacts.phone, contacts.email, contacts.city, u.name AS owner,
            (SELECT string_agg(t.name, '; ' ORDER BY t.name) FROM contact_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.contact_id = contacts.id) AS tags,
            contacts.phone_verified_at IS NOT NULL AS verified,
            (SELECT count(*)::int FROM leads l WHERE l.contact_id = contacts.id) AS leads,
            latest.stage AS latest_stage, latest.type AS latest_type,
            contacts.created_at, contacts.last_activity_at, contacts.notes
          FROM contacts
          LEFT JOIN auth_user u ON u.id = contacts.owner_id
          LEFT JOIN LATERAL (SELECT l.stage, l.type FROM leads l WHERE l.contact_id = contacts.id ORDER BY l.created_at DESC LIMIT 1) latest ON true
          WHERE ${and(condition, afterCondition(sql`contacts.id`, after))}
          ORDER BY contacts.id LIMIT ${EXPORT_BATCH}`,
      ),
    (r) => [
      r.name,
      r.phone,
      r.email,
      r.city,
      r.owner,
      r.tags,
      r.verified ? "yes" : "no",
      r.leads,
      r.latest_stage,
      r.latest_type ? leadTypeLabel(r.latest_type) : null,
      indiaDateTime(r.created_at),
      indiaDateTime(r.last_activity_at),
      r.notes,
      r.id,
      utcIso(r.created_at),
    ],
    (rows) =>
      void recordAuditQuietly(db, {
        action: "contacts_exported",
        actorUserId: user.id,
        actorEmail: user.email,
        targetType: "contacts",
        ip,
        details: { rows, filters: Object.fromEntries(params) },
      }),
  );
  return csvResponse(stream, "contacts");
}

/** The leads the board shows with these filters (owner, type), every one of them, as CSV. */
export async function exportLeads(db: Database, user: StaffUser, params: URLSearchParams, ip: string | null) {
  if (!(await mayExport(db, user))) return refused();
  const { condition } = await leadBoardCondition(db, user, params);
  type Row = {
    id: string;
    name: string;
    phone: string | null;
    email: string | null;
    type: string;
    source: string | null;
    stage: string;
    score: number;
    value_inr: string | null;
    owner: string | null;
    trip: Record<string, unknown> | null;
    source_data: Record<string, unknown> | null;
    lost_reason: string | null;
    created_at: Date;
    stage_changed_at: Date | null;
  };
  const stream = csvStream<Row>(
    [
      "Name",
      "Mobile",
      "E-mail",
      "Lead type",
      "Source",
      "Stage",
      "Score",
      "Value (₹)",
      "Owner",
      "Destination",
      "Travel dates",
      "Adults",
      "Children's ages",
      "Budget (₹)",
      "Lost reason",
      "Created (IST)",
      "Stage changed (IST)",
      "Lead id",
      "Created (UTC ISO)",
    ],
    (after) =>
      queryRows<Row>(
        db,
        sql`SELECT leads.id, leads.name, leads.phone, leads.email, leads.type, leads.source, leads.stage, leads.score,
            leads.value_inr::text AS value_inr, u.name AS owner, leads.trip, leads.source_data, leads.lost_reason,
            leads.created_at, leads.stage_changed_at
          FROM leads LEFT JOIN auth_user u ON u.id = leads.owner_id
          WHERE ${and(condition, afterCondition(sql`leads.id`, after))}
          ORDER BY leads.id LIMIT ${EXPORT_BATCH}`,
      ),
    (r) => {
      const trip = tripOf({ trip: r.trip, sourceData: r.source_data ?? {} });
      return [
        r.name,
        r.phone,
        r.email,
        leadTypeLabel(r.type),
        r.source,
        r.stage,
        r.score,
        r.value_inr,
        r.owner,
        trip.destination,
        trip.startDate ? `${trip.startDate}${trip.endDate ? ` to ${trip.endDate}` : ""}` : trip.month,
        trip.adults,
        trip.childrenAges.length ? trip.childrenAges.join(", ") : null,
        trip.budgetInr,
        r.lost_reason,
        indiaDateTime(r.created_at),
        r.stage_changed_at ? indiaDateTime(r.stage_changed_at) : null,
        r.id,
        utcIso(r.created_at),
      ];
    },
    (rows) =>
      void recordAuditQuietly(db, {
        action: "leads_exported",
        actorUserId: user.id,
        actorEmail: user.email,
        targetType: "leads",
        ip,
        details: { rows, filters: Object.fromEntries(params) },
      }),
  );
  return csvResponse(stream, "leads");
}
