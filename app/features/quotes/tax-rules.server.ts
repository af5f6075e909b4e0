import { asc } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAudit } from "~/server/audit.server";
import type { Database, Executor } from "~/server/db/db.server";
import { taxRules, type TaxRuleRow } from "~/server/db/schema.server";
import type { TaxRule } from "./quote-totals";
import { SEED_TAX_RULES, type NewTaxRule } from "./tax-rules";

/** A rule as the console lists it: the row, who added it and when. */
export type TaxRuleEntry = TaxRule & { createdAt: string; createdBy: string | null; seeded: boolean };

function toEntry(row: TaxRuleRow): TaxRuleEntry {
  return {
    id: row.id,
    kind: row.kind,
    effectiveFrom: row.effectiveFrom,
    params: row.params,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    seeded: row.seedKey !== null,
  } as TaxRuleEntry;
}

async function readRows(db: Executor) {
  return db
    .select()
    .from(taxRules)
    .orderBy(asc(taxRules.effectiveFrom), asc(taxRules.createdAt), asc(taxRules.id));
}

/**
 * Every rule, oldest first (the order ruleInForce reads them in). A fresh installation's table gets
 * its seed rows on the first read, each once, whatever the processes.
 */
export async function listTaxRules(db: Executor): Promise<TaxRuleEntry[]> {
  let rows = await readRows(db);
  const seeded = new Set(rows.map((r) => r.seedKey));
  if (SEED_TAX_RULES.some((s) => !seeded.has(s.seedKey))) {
    await db
      .insert(taxRules)
      .values(SEED_TAX_RULES.map((s) => ({ ...s, params: { ...s.params } })))
      .onConflictDoNothing();
    rows = await readRows(db);
  }
  return rows.map(toEntry);
}

/** An admin's new row, with its audit entry, both or neither. */
export async function addTaxRule(
  db: Database,
  staff: StaffUser,
  input: NewTaxRule,
  ip: string | null = null,
): Promise<{ rule: TaxRuleEntry }> {
  await listTaxRules(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taxRules)
      .values({
        kind: input.kind,
        effectiveFrom: input.effectiveFrom,
        params: { ...input.params },
        note: input.note,
        createdBy: staff.email,
      })
      .returning();
    await recordAudit(tx, {
      action: "tax_rule_added",
      actorUserId: staff.id,
      actorEmail: staff.email,
      targetType: "tax_rule",
      targetId: row!.id,
      ip,
      details: {
        kind: input.kind,
        effectiveFrom: input.effectiveFrom,
        params: input.params,
        note: input.note,
      },
    });
    return { rule: toEntry(row!) };
  });
}
