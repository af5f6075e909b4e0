import { and, inArray, sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAudit } from "~/server/audit.server";
import { jsonb, type Database } from "~/server/db/db.server";
import { contacts, contactTags, tags } from "~/server/db/schema.server";
import { crmScope, visibleContacts } from "../access.server";
import { newContactSchema } from "../contact-schema";
import type { ImportChunk, ImportResult, ImportRow } from "./import-schema";

type Clean = {
  row: number;
  name: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  notes: string | null;
  tags: string[];
};
type Existing = {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  city: string | null;
  notes: string | null;
  ownerId: string | null;
};
type Planned = {
  existing: Existing | null;
  /** On file but not this person's to see (only-my-records): never changed, never revealed. */
  hidden?: boolean;
  fields: Omit<Clean, "row" | "tags">;
  tags: Set<string>;
  rows: number[];
  changed: Set<string>;
};

const FILLABLE = ["name", "phone", "email", "city", "notes"] as const;

/** A row's fields checked by the same rules as the contact form, or the reason it is refused. */
function clean(row: ImportRow): Clean | { row: number; reason: string } {
  const parsed = newContactSchema.safeParse({
    name: row.name ?? "",
    phone: row.phone ?? null,
    email: row.email ?? null,
    city: row.city ?? null,
    notes: row.notes ?? null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    const given = field === "phone" || field === "email" ? (row[field] ?? "").trim() : "";
    return {
      row: row.row,
      reason: given
        ? `${field === "phone" ? "Mobile" : "E-mail"} “${given.slice(0, 40)}”: ${issue.message}`
        : issue.message,
    };
  }
  const tagNames = (row.tags ?? "")
    .split(/[;,|]/)
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  return { row: row.row, ...parsed.data, email: parsed.data.email?.toLowerCase() ?? null, tags: tagNames };
}

/**
 * Imports one chunk of a file in one transaction. Rows land on the contact already on file with the
 * same mobile, else the same e-mail (and rows of the file that share one land together), filling
 * only what is empty there — an import never overwrites what staff typed. New contacts belong to the
 * person importing. Tags are matched by name to existing tags; names nobody has made are reported,
 * not created. Returns what happened to each row.
 */
export async function importContacts(
  db: Database,
  user: StaffUser,
  chunk: ImportChunk,
  ip: string | null,
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, rejected: [], unknownTags: [] };
  const valid: Clean[] = [];
  for (const row of chunk.rows) {
    const c = clean(row);
    if ("reason" in c) result.rejected.push(c);
    else valid.push(c);
  }
  return db.transaction(async (tx) => {
    const phones = [...new Set(valid.map((v) => v.phone).filter((p): p is string => Boolean(p)))];
    const emails = [...new Set(valid.map((v) => v.email).filter((e): e is string => Boolean(e)))];
    const found =
      phones.length || emails.length
        ? await tx
            .select({
              id: contacts.id,
              name: contacts.name,
              phone: contacts.phone,
              email: contacts.email,
              city: contacts.city,
              notes: contacts.notes,
              ownerId: contacts.ownerId,
              deletedAt: contacts.deletedAt,
            })
            .from(contacts)
            // One exact lookup per mobile and per e-mail, joined from the chunk's lists. Written as
            // `phone IN (…)`, the planner may answer with the phone's trigram index (it serves "=" too),
            // which reads the index's whole pending list once per number: seconds per chunk right
            // after a few thousand contacts came in, until autovacuum merges the list.
            .where(
              sql`${contacts.id} IN (
                SELECT c.id FROM unnest(${sql.param(phones)}::text[]) AS p(phone) JOIN contacts c ON c.phone = p.phone
                UNION ALL
                SELECT c.id FROM unnest(${sql.param(emails)}::text[]) AS e(email) JOIN contacts c ON lower(c.email) = e.email
              )`,
            )
            .for("update")
        : [];
    const live = found.filter((c) => c.deletedAt === null);
    const scope = await crmScope(tx, user);
    const visible = new Set(
      live.length
        ? (
            await tx
              .select({ id: contacts.id })
              .from(contacts)
              .where(
                and(
                  inArray(
                    contacts.id,
                    live.map((c) => c.id),
                  ),
                  visibleContacts(scope),
                ),
              )
          ).map((c) => c.id)
        : [],
    );
    const deletedPhones = new Set(found.filter((c) => c.deletedAt !== null).map((c) => c.phone));

    // Each planned contact, reachable by its mobile and its e-mail.
    const byPhone = new Map<string, Planned>();
    const byEmail = new Map<string, Planned>();
    const plans: Planned[] = [];
    const plan = (existing: Existing | null, fields: Planned["fields"]) => {
      const p: Planned = { existing, fields, tags: new Set(), rows: [], changed: new Set() };
      plans.push(p);
      return p;
    };
    for (const c of live) {
      const p = plan(c, { name: c.name ?? "", phone: c.phone, email: c.email, city: c.city, notes: c.notes });
      p.hidden = !visible.has(c.id);
      if (c.phone && !byPhone.has(c.phone)) byPhone.set(c.phone, p);
      if (c.email && !byEmail.has(c.email.toLowerCase())) byEmail.set(c.email.toLowerCase(), p);
    }
    for (const v of valid) {
      if (v.phone && deletedPhones.has(v.phone)) {
        result.rejected.push({
          row: v.row,
          reason: "This mobile belongs to a contact an admin deleted, so it is not imported again.",
        });
        continue;
      }
      let target = (v.phone && byPhone.get(v.phone)) || (v.email && byEmail.get(v.email)) || null;
      if (target?.hidden) {
        result.rejected.push({
          row: v.row,
          reason: "Already on file with a contact you do not look after; ask an admin to import this row.",
        });
        continue;
      }
      // A mobile that differs from the one already on the e-mail's contact is another person's number.
      if (target && v.phone && target.fields.phone && target.fields.phone !== v.phone) {
        result.rejected.push({
          row: v.row,
          reason: `E-mail ${v.email} is on file with another mobile; fix the row or merge the contacts first.`,
        });
        continue;
      }
      if (!target) {
        target = plan(null, { name: v.name, phone: v.phone, email: v.email, city: v.city, notes: v.notes });
      } else {
        for (const f of FILLABLE) {
          if (!target.fields[f] && v[f]) {
            target.fields[f] = v[f]!;
            target.changed.add(f);
          }
        }
      }
      target.rows.push(v.row);
      for (const t of v.tags) target.tags.add(t.toLowerCase());
      if (target.fields.phone) byPhone.set(target.fields.phone, target);
      if (target.fields.email) byEmail.set(target.fields.email.toLowerCase(), target);
    }

    const touched = plans.filter((p) => p.rows.length > 0);
    const fresh = touched.filter((p) => !p.existing);
    if (fresh.length) {
      const inserted = await tx
        .insert(contacts)
        .values(
          fresh.map((p) => ({
            name: p.fields.name,
            phone: p.fields.phone,
            email: p.fields.email,
            city: p.fields.city,
            notes: p.fields.notes,
            ownerId: user.id,
          })),
        )
        .returning({ id: contacts.id });
      fresh.forEach((p, i) => {
        p.existing = { id: inserted[i]!.id, ...p.fields, ownerId: user.id };
      });
    }
    const updated = touched.filter((p) => p.existing && !fresh.includes(p) && p.changed.size > 0);
    for (const p of updated) {
      await tx
        .update(contacts)
        .set({
          ...Object.fromEntries([...p.changed].map((f) => [f, p.fields[f as keyof Planned["fields"]]])),
          updatedAt: new Date(),
        })
        .where(sql`${contacts.id} = ${p.existing!.id}::uuid`);
    }

    // Tags by name, case-insensitively; unknown names are reported once.
    const wanted = [...new Set(touched.flatMap((p) => [...p.tags]))];
    if (wanted.length) {
      const known = await tx
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(sql`lower(${tags.name}) IN ${wanted}`);
      const idOf = new Map(known.map((t) => [t.name.toLowerCase(), t.id]));
      result.unknownTags = wanted.filter((w) => !idOf.has(w));
      const links = touched.flatMap((p) =>
        [...p.tags]
          .filter((t) => idOf.has(t))
          .map((t) => ({ contactId: p.existing!.id, tagId: idOf.get(t)! })),
      );
      if (links.length) await tx.insert(contactTags).values(links).onConflictDoNothing();
    }

    // One timeline line per contact created or filled in.
    const lines = [
      ...fresh.map((p) => ({
        p,
        kind: "contact_created",
        summary: `Imported from a CSV file by ${user.name}`,
      })),
      ...updated.map((p) => ({
        p,
        kind: "contact_updated",
        summary: `Filled in from a CSV import by ${user.name}: ${[...p.changed].join(", ")}`,
      })),
    ];
    if (lines.length) {
      await tx.execute(sql`INSERT INTO contact_timeline (contact_id, kind, summary, data, actor_id)
        VALUES ${sql.join(
          lines.map(
            (l) =>
              sql`(${l.p.existing!.id}::uuid, ${l.kind}, ${l.summary}, ${jsonb({ rows: l.p.rows.slice(0, 20) })}, ${user.id})`,
          ),
          sql`, `,
        )}`);
    }

    result.created = fresh.length;
    result.updated = updated.length;
    result.unchanged = touched.length - fresh.length - updated.length;
    result.rejected.sort((a, b) => a.row - b.row);
    await recordAudit(tx, {
      action: "contacts_imported",
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: "contacts",
      ip,
      details: {
        rows: chunk.rows.length,
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
        rejected: result.rejected.length,
      },
    });
    return result;
  });
}
