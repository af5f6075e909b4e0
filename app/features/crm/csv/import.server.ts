import { and, inArray, sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAudit } from "~/server/audit.server";
import { jsonb, type Database } from "~/server/db/db.server";
import { authUser, contacts, contactTags, leads, tags } from "~/server/db/schema.server";
import { crmScope, visibleContacts } from "../records/access.server";
import { newContactSchema } from "../records/contact-schema";
import type { PipelineStage } from "../shared/crm-constants";
import { emptyImportResult, type ImportChunk, type ImportResult, type ImportRow } from "./import-schema";
import { parseCreatedDate, pipelineStageOf } from "./import-values";

/** What a row says beyond the contact's own fields; used only when the row makes a new contact. */
type Extra = {
  stage: PipelineStage | null;
  /** The other CRM's word for the stage, kept on the lead. */
  stageGiven: string | null;
  source: string | null;
  created: Date | null;
  ownerId: string | null;
};
type Clean = {
  row: number;
  name: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  notes: string | null;
  tags: string[];
  extra: Extra;
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
  fields: Omit<Clean, "row" | "tags" | "extra">;
  extra: Extra;
  tags: Set<string>;
  rows: number[];
  /** The rows that filled in something (a row that brings nothing new is counted as skipped). */
  filledBy: Set<number>;
  changed: Set<string>;
};

type Staff = { id: string; name: string; email: string };

/** A staff member by e-mail, else by a name only one of them has; deactivated accounts are nobody. */
function ownerOf(staff: Staff[], given: string): string | null {
  const key = given.trim().toLowerCase().replace(/\s+/g, " ");
  const byEmail = staff.find((s) => s.email.toLowerCase() === key);
  if (byEmail) return byEmail.id;
  const byName = staff.filter((s) => s.name.trim().toLowerCase().replace(/\s+/g, " ") === key);
  return byName.length === 1 ? byName[0]!.id : null;
}

const FILLABLE = ["name", "phone", "email", "city", "notes"] as const;

/**
 * A row's fields checked by the same rules as the contact form, or the reason it is refused. The
 * name is the name column, else first and last name joined (HubSpot and Zoho keep them apart).
 * What the row says of its stage, creation and owner is read here; anything not understood is noted
 * and the contact still comes in.
 */
function clean(
  row: ImportRow,
  staff: Staff[],
  user: StaffUser,
  notes: ImportResult["notes"],
): Clean | { row: number; reason: string } {
  const name =
    row.name?.trim() ||
    [row.firstName, row.lastName]
      .map((n) => n?.trim())
      .filter(Boolean)
      .join(" ");
  const parsed = newContactSchema.safeParse({
    name,
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

  const extra: Extra = { stage: null, stageGiven: null, source: null, created: null, ownerId: null };
  const note = (text: string) => notes.push({ row: row.row, note: text });
  if (row.stage) {
    const reading = pipelineStageOf(row.stage);
    extra.stage = reading.stage;
    extra.stageGiven = row.stage.slice(0, 80);
    if ("unknown" in reading)
      note(`Stage “${reading.unknown.slice(0, 40)}” is not one we know, so the lead starts as New Lead.`);
  }
  if (row.source) extra.source = row.source.slice(0, 80);
  if (row.created) {
    const at = parseCreatedDate(row.created);
    if (!at)
      note(`Created date “${row.created.slice(0, 40)}” could not be read, so the contact is dated today.`);
    else if (at.getTime() > Date.now() + 60_000)
      note(`Created date “${row.created.slice(0, 40)}” is in the future, so the contact is dated today.`);
    else extra.created = at;
  }
  if (row.owner) {
    extra.ownerId = ownerOf(staff, row.owner);
    if (!extra.ownerId)
      note(
        `Owner “${row.owner.slice(0, 60)}” is not an active staff member here, so the contact is ${user.name}'s.`,
      );
  }
  return {
    row: row.row,
    ...parsed.data,
    email: parsed.data.email?.toLowerCase() ?? null,
    tags: tagNames,
    extra,
  };
}

/**
 * Imports one chunk of a file in one transaction. Rows land on the contact already on file with the
 * same mobile, else the same e-mail (and rows of the file that share one land together), filling
 * only what is empty there — an import never overwrites what staff typed, nor changes who looks
 * after a contact or when it was made. A new contact belongs to the owner the row names (a staff
 * member by e-mail or name), else to the person importing; it is dated by the row's created date,
 * and a row with a stage gets a lead in the matching pipeline stage. Tags are matched by name to
 * existing tags; names nobody has made are reported, not created. Returns what happened to each row.
 */
export async function importContacts(
  db: Database,
  user: StaffUser,
  chunk: ImportChunk,
  ip: string | null,
): Promise<ImportResult> {
  const result = emptyImportResult();
  const needsStaff = chunk.rows.some((r) => r.owner);
  const staff: Staff[] = needsStaff
    ? await db
        .select({ id: authUser.id, name: authUser.name, email: authUser.email })
        .from(authUser)
        .where(sql`${authUser.role} IN ('admin', 'partner') AND NOT coalesce(${authUser.banned}, false)`)
    : [];
  const valid: Clean[] = [];
  for (const row of chunk.rows) {
    const c = clean(row, staff, user, result.notes);
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
    const noExtra: Extra = { stage: null, stageGiven: null, source: null, created: null, ownerId: null };
    const plan = (existing: Existing | null, fields: Planned["fields"], extra: Extra) => {
      const p: Planned = {
        existing,
        fields,
        extra,
        tags: new Set(),
        rows: [],
        filledBy: new Set(),
        changed: new Set(),
      };
      plans.push(p);
      return p;
    };
    for (const c of live) {
      const p = plan(
        c,
        { name: c.name ?? "", phone: c.phone, email: c.email, city: c.city, notes: c.notes },
        noExtra,
      );
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
        target = plan(
          null,
          { name: v.name, phone: v.phone, email: v.email, city: v.city, notes: v.notes },
          { ...v.extra },
        );
      } else {
        for (const f of FILLABLE) {
          if (!target.fields[f] && v[f]) {
            target.fields[f] = v[f]!;
            target.changed.add(f);
            target.filledBy.add(v.row);
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
            ownerId: p.extra.ownerId ?? user.id,
            ...(p.extra.created ? { createdAt: p.extra.created } : {}),
          })),
        )
        .returning({ id: contacts.id });
      fresh.forEach((p, i) => {
        p.existing = { id: inserted[i]!.id, ...p.fields, ownerId: p.extra.ownerId ?? user.id };
      });
      // A stage from the other CRM becomes a lead where the pipeline has it; a subscriber has none.
      const staged = fresh.filter((p) => p.extra.stage);
      if (staged.length) {
        const now = new Date();
        await tx.insert(leads).values(
          staged.map((p) => {
            const at = p.extra.created ?? now;
            return {
              type: "imported",
              source: p.extra.source ?? "csv_import",
              sourceId: p.existing!.id,
              contactId: p.existing!.id,
              name: p.fields.name,
              email: p.fields.email,
              phone: p.fields.phone,
              sourceData: { importedStage: p.extra.stageGiven, importedBy: user.id },
              score: 0,
              scoreReason: "Imported from a CSV file",
              stage: p.extra.stage!,
              ownerId: p.existing!.ownerId,
              lostReason: p.extra.stage === "Closed Lost" ? `Imported as “${p.extra.stageGiven}”` : null,
              createdAt: at,
              updatedAt: now,
              stageChangedAt: p.extra.stage === "New Lead" ? null : at,
            };
          }),
        );
        result.leads = staged.length;
      }
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

    // Every row sent is counted once: the row that made a contact, the rows that filled one in, and
    // the rest skipped with the reason (the same person as a row above, or nothing new).
    for (const p of touched) {
      const [first, ...later] = p.rows;
      if (!fresh.includes(p)) {
        if (p.filledBy.has(first!)) result.updated++;
        else
          result.skipped.push({
            row: first!,
            reason: "Already on file with these details; nothing new to fill in.",
          });
      } else result.created++;
      for (const row of later) {
        if (p.filledBy.has(row)) result.updated++;
        else
          result.skipped.push({
            row,
            reason: `Same mobile or e-mail as row ${first} of this file, which brought this person in; nothing new to fill in.`,
          });
      }
    }
    result.rejected.sort((a, b) => a.row - b.row);
    result.skipped.sort((a, b) => a.row - b.row);
    const refused = new Set(result.rejected.map((r) => r.row));
    result.notes = result.notes.filter((n) => !refused.has(n.row));
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
        skipped: result.skipped.length,
        rejected: result.rejected.length,
        leads: result.leads,
      },
    });
    return result;
  });
}
