import type { StaffUser } from "~/features/auth/index.server";
import { revenueFromQuotes } from "~/features/quotes/index.server";
import type { Executor } from "~/server/db/db.server";

/** Accepted quotes' value and margin in the Revenue tab's period, by month and by owner. */
export async function quoteRevenue(db: Executor, user: StaffUser, range: { from: string; to: string }) {
  const { rows, total } = await revenueFromQuotes(db, user, range);
  const months = new Map<
    string,
    { month: string; accepted: number; valueMinor: number; marginMinor: number }
  >();
  const owners = new Map<
    string,
    { owner: string; accepted: number; valueMinor: number; marginMinor: number }
  >();
  for (const r of rows) {
    const m = months.get(r.month) ?? { month: r.month, accepted: 0, valueMinor: 0, marginMinor: 0 };
    const owner = r.ownerName ?? "Unassigned";
    const o = owners.get(owner) ?? { owner, accepted: 0, valueMinor: 0, marginMinor: 0 };
    for (const x of [m, o]) {
      x.accepted += r.accepted;
      x.valueMinor += r.valueMinor;
      x.marginMinor += r.marginMinor;
    }
    months.set(r.month, m);
    owners.set(owner, o);
  }
  return {
    total,
    months: [...months.values()],
    owners: [...owners.values()].sort((a, b) => b.valueMinor - a.valueMinor),
  };
}
export type QuoteRevenue = Awaited<ReturnType<typeof quoteRevenue>>;
