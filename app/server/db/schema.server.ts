import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Side effects nobody waits for (staff e-mails, vouchers, alerts) are written here in the same
 * transaction as their data and drained by the outbox worker. See docs/decisions/003-outbox.md.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What to do, e.g. "mail.send". A handler is registered per kind. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** pending -> (processing) -> done | dead; a failed attempt goes back to pending with a later run_at. */
    status: text("status", { enum: ["pending", "processing", "done", "dead"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx").on(t.runAt).where(sql`${t.status} = 'pending'`),
    index("outbox_status_idx").on(t.status, t.createdAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
