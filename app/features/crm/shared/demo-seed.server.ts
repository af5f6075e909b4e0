import { sql } from "drizzle-orm";
import { LEAD_PURPOSES, LEAD_TYPES } from "~/features/leads";
import { insertDemoQuotes, planDemoQuotes } from "~/features/quotes/index.server";
import { jsonb, queryRows, type Database } from "~/server/db/db.server";
import { contacts, contactTimeline, leads, tasks } from "~/server/db/schema.server";
import { PIPELINE_STAGES } from "./crm-constants";
import { TRAVEL_STYLES } from "../records/lead-trip";
import {
  SAMPLE_CITIES as CITIES,
  SAMPLE_DESTINATIONS as DESTINATIONS,
  SAMPLE_FIRST_NAMES as FIRST,
  SAMPLE_LAST_NAMES as LAST,
} from "./sample-people";

export class DemoSeedRefused extends Error {}

const MARKER = "demoSeededAt";
const DAY = 86_400_000;

const LOST = [
  "Chose another agency",
  "Dates changed",
  "Budget too tight for now",
  "Went with a cheaper package",
  "Visa timing did not work",
  "Trip postponed to next year",
];
const NOTES = [
  "Prefers overwater villa",
  "Anniversary trip: surprise for spouse",
  "Vegetarian meals throughout",
  "Wants a private guide",
  "Travelling with grandparents: easy pace",
  "Corporate offsite, invoices to company",
];

/** A small deterministic generator (mulberry32): the same data on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds the demo data once. Contacts get mobiles from a block no real visitor's number falls in
 * order with (+91 70000 1xxxx), so they never merge with real leads.
 */
export async function seedDemo(
  db: Database,
  options: { production: boolean; contacts?: number; leads?: number; now?: Date },
) {
  if (options.production)
    throw new DemoSeedRefused(
      "seed:demo is refused in production: it would mix made-up people with real leads.",
    );
  const [done] = await queryRows<{ key: string }>(
    db,
    sql`SELECT key FROM crm_settings WHERE key = ${MARKER}`,
  );
  if (done) return { seeded: false as const };

  const rnd = random(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = options.now ?? new Date();
  const contactCount = options.contacts ?? 2000;
  const leadCount = options.leads ?? 3000;
  const staff = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM auth_user WHERE role IN ('admin', 'partner') AND coalesce(banned, false) = false ORDER BY created_at`,
  );
  const owner = () => (staff.length && rnd() < 0.8 ? pick(staff).id : null);

  const people = Array.from({ length: contactCount }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    // At least two days back: a lead is dated up to two days before `now` (below), and a lead, its
    // timeline and so its contact's last activity cannot come before the contact was added.
    const created = new Date(now.getTime() - (2 + Math.floor(rnd() * 118)) * DAY - Math.floor(rnd() * DAY));
    return {
      id: crypto.randomUUID(),
      name: `${first} ${last}`,
      phone: `+9170000${String(10000 + i).padStart(5, "0")}`,
      email: rnd() < 0.6 ? `${first}.${last}${i}@example.in`.toLowerCase().replace(/'/g, "") : null,
      city: pick(CITIES),
      ownerId: owner(),
      phoneVerifiedAt: rnd() < 0.85 ? created : null,
      createdAt: created,
      updatedAt: created,
      lastActivityAt: created,
    };
  });

  const leadRows: (typeof leads.$inferInsert)[] = [];
  const taskRows: (typeof tasks.$inferInsert)[] = [];
  const lines: (typeof contactTimeline.$inferInsert)[] = [];
  for (let i = 0; i < leadCount; i++) {
    const person = people[i < contactCount ? i : Math.floor(rnd() * contactCount)]!;
    const type = pick(LEAD_TYPES);
    const purpose = Object.values(LEAD_PURPOSES).find((p) => p.leadType === type)!;
    // Nothing in the demo happens in the future: a lead, and the call after it, are before `now`.
    const created = new Date(person.createdAt.getTime() + Math.floor(rnd() * 10) * DAY);
    const at = new Date(Math.min(created.getTime(), now.getTime() - 2 * DAY + Math.floor(rnd() * DAY)));
    const stage = pick(PIPELINE_STAGES);
    const late = PIPELINE_STAGES.indexOf(stage) >= 3;
    const destination = pick(DESTINATIONS);
    const adults = 1 + Math.floor(rnd() * 4);
    const start = new Date(now.getTime() + Math.floor(20 + rnd() * 200) * DAY);
    const budget = Math.round((80_000 + rnd() * 900_000) / 5_000) * 5_000;
    const id = crypto.randomUUID();
    leadRows.push({
      id,
      type,
      source: purpose.source,
      sourceId: `demo-${i}`,
      contactId: person.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      phoneVerified: person.phoneVerifiedAt !== null,
      verifiedAt: person.phoneVerifiedAt,
      sourceData: { destination, demo: true },
      score: Math.min(100, Math.max(0, purpose.score + Math.round((rnd() - 0.5) * 40))),
      scoreReason: `Demo: ${purpose.label}`,
      stage,
      ownerId: person.ownerId,
      valueInr: late || stage === "Closed Won" ? Math.round(budget * (0.8 + rnd() * 0.5)) : null,
      lostReason: stage === "Closed Lost" ? pick(LOST) : null,
      stageChangedAt: stage === "New Lead" ? null : new Date(at.getTime() + DAY),
      trip: {
        destination,
        startDate: rnd() < 0.6 ? start.toISOString().slice(0, 10) : null,
        endDate: null,
        month: null,
        adults,
        childrenAges: rnd() < 0.3 ? [Math.floor(rnd() * 15) + 2] : [],
        rooms: Math.max(1, Math.ceil(adults / 2)),
        budgetInr: budget,
        travelStyle: pick(TRAVEL_STYLES),
        notes: rnd() < 0.4 ? pick(NOTES) : null,
      },
      createdAt: at,
      updatedAt: at,
    });
    lines.push(
      {
        contactId: person.id,
        leadId: id,
        kind: "lead_created",
        summary: `${purpose.label} lead created`,
        occurredAt: at,
      },
      ...(person.phoneVerifiedAt
        ? [
            {
              contactId: person.id,
              leadId: id,
              kind: "sms_sent",
              summary: "Verification code sent by SMS",
              occurredAt: at,
            },
          ]
        : rnd() < 0.3
          ? [
              {
                contactId: person.id,
                leadId: id,
                kind: "sms_failed",
                summary: "Verification SMS failed",
                data: { error: "DLT template rejected" },
                occurredAt: at,
              },
            ]
          : []),
      {
        contactId: person.id,
        leadId: id,
        kind: "email",
        summary: `Staff notified by e-mail: new ${purpose.label.toLowerCase()} lead`,
        occurredAt: at,
      },
    );
    if (stage !== "New Lead") {
      const when = new Date(at.getTime() + DAY / 2);
      lines.push({
        contactId: person.id,
        leadId: id,
        kind: "call",
        summary: "Call — connected, 8 min",
        data: {
          outcome: "connected",
          durationMinutes: 8,
          notes: `Discussed ${destination}; sending options.`,
        },
        actorId: person.ownerId,
        occurredAt: when,
      });
      lines.push({
        contactId: person.id,
        leadId: id,
        kind: "stage_changed",
        summary: `Stage: New Lead → ${stage}`,
        data: { from: "New Lead", to: stage },
        actorId: person.ownerId,
        occurredAt: new Date(when.getTime() + 60_000),
      });
    }
    if (!stage.startsWith("Closed") && rnd() < 0.6) {
      const due = new Date(
        now.getTime() + Math.round((rnd() - 0.4) * 10 * DAY) + Math.round(rnd() * 8) * 3_600_000,
      );
      const type = pick(["follow_up", "call", "email", "meeting", "review"] as const);
      const priority = pick(["high", "normal", "normal", "low"] as const);
      const done = rnd() < 0.15;
      taskRows.push({
        type,
        title: `${stage === "Proposal Sent" ? "Chase proposal" : "Follow up"}: ${person.name} — ${destination}`,
        priority,
        status: done ? "done" : "open",
        // A finished task says when it was finished (between its creation and now), as real ones do.
        ...(done
          ? {
              completedAt: new Date(at.getTime() + rnd() * Math.max(0, now.getTime() - at.getTime())),
              completedBy: person.ownerId,
            }
          : {}),
        dueAt: due,
        leadId: id,
        contactId: person.id,
        assigneeId: person.ownerId,
        createdAt: at,
      });
    }
  }
  const last = new Map<string, Date>();
  for (const l of lines) {
    const t = l.occurredAt as Date;
    if (!last.has(l.contactId) || t > last.get(l.contactId)!) last.set(l.contactId, t);
  }
  for (const p of people) {
    const latest = last.get(p.id);
    p.lastActivityAt = latest && latest > p.createdAt ? latest : p.createdAt;
  }

  // Leads far enough along get quotes; a won deal's value is then its accepted quote's.
  const quotePlan = planDemoQuotes(
    leadRows.map((l) => ({
      id: l.id!,
      contactId: l.contactId,
      ownerId: l.ownerId ?? null,
      name: l.name,
      stage: l.stage!,
      type: l.type,
      trip: l.trip!,
      sourceData: l.sourceData!,
      createdAt: l.createdAt as Date,
    })),
    { now, rnd },
  );
  for (const l of leadRows) l.valueInr = quotePlan.acceptedValueInr.get(l.id!) ?? l.valueInr;

  const chunks = <T>(rows: T[], size = 400) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  let quoteCount = 0;
  await db.transaction(async (tx) => {
    // The marker first: two runs at once cannot both pass the check above and both insert.
    await tx.execute(
      sql`INSERT INTO crm_settings (key, value) VALUES (${MARKER}, ${jsonb(now.toISOString())})`,
    );
    for (const part of chunks(people)) await tx.insert(contacts).values(part).onConflictDoNothing();
    for (const part of chunks(leadRows)) await tx.insert(leads).values(part).onConflictDoNothing();
    for (const part of chunks(taskRows)) await tx.insert(tasks).values(part);
    for (const part of chunks(lines)) await tx.insert(contactTimeline).values(part);
    quoteCount = await insertDemoQuotes(tx, quotePlan);
  });
  return {
    seeded: true as const,
    contacts: people.length,
    leads: leadRows.length,
    tasks: taskRows.length,
    timeline: lines.length,
    quotes: quoteCount,
  };
}
