import type { StaffUser } from "~/features/auth/index.server";
import { revenueFromQuotes, sumRevenue, type RevenueRow } from "~/features/quotes/index.server";
import type { Executor } from "~/server/db/db.server";

/** Rows grouped by a key, each group summed (its margin % worked out on its sums, as the builder's). */
function groupBy(rows: readonly RevenueRow[], key: (r: RevenueRow) => string) {
  const groups = new Map<string, RevenueRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups].map(([k, group]) => ({ key: k, ...sumRevenue(group) }));
}

/**
 * Accepted quotes' value before tax and margin in the Revenue tab's period, by month and by owner.
 * The margin % is the builder's (margin over package value + service fee), from one function.
 */
export async function quoteRevenue(db: Executor, user: StaffUser, range: { from: string; to: string }) {
  const { rows, total } = await revenueFromQuotes(db, user, range);
  return {
    total,
    months: groupBy(rows, (r) => r.month).map(({ key, ...figures }) => ({ month: key, ...figures })),
    owners: groupBy(rows, (r) => r.ownerName ?? "Unassigned")
      .map(({ key, ...figures }) => ({ owner: key, ...figures }))
      .sort((a, b) => b.preTaxValueMinor - a.preTaxValueMinor),
  };
}
export type QuoteRevenue = Awaited<ReturnType<typeof quoteRevenue>>;
