import { sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { indiaDay } from "~/lib/india-time";
import { queryRows, type Executor } from "~/server/db/db.server";
import { crmScope } from "../records/access.server";
import { staffChoices } from "../records/contact-records.server";
import {
  loadRequestLines,
  OPEN_REQUEST,
  overdueSql,
  visibleRequests,
} from "../records/payment-records.server";
import { PAGE_SIZE, pageOf } from "../shared/tab-params.server";
import { paymentFilters } from "./payment-filters";
import type { PaymentsTabData } from "./payments-panel";

/** The Payments tab: overdue first, then by due date (undated last), with the URL's filters. */
export async function paymentsTab(
  db: Executor,
  user: StaffUser,
  params: URLSearchParams,
): Promise<PaymentsTabData> {
  const scope = await crmScope(db, user);
  const filters = paymentFilters.parse(params);
  const page = pageOf(params);
  const today = indiaDay();
  const conditions: SQL[] = [visibleRequests(scope)];
  if (filters.view === "open") conditions.push(OPEN_REQUEST);
  if (filters.view === "overdue") conditions.push(overdueSql(today));
  if (filters.status) conditions.push(sql`pr.status = ${filters.status}`);
  if (filters.owner) conditions.push(sql`coalesce(l.owner_id, c.owner_id) = ${filters.owner}`);
  if (filters.from) conditions.push(sql`pr.due_on >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`pr.due_on <= ${filters.to}::date`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(sql`(pr.reference ILIKE ${like} OR c.name ILIKE ${like} OR pr.label ILIKE ${like})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const [rows, [counts], owners] = await Promise.all([
    loadRequestLines(db, where, {
      order: sql`${overdueSql(today)} DESC, pr.due_on ASC NULLS LAST, pr.created_at DESC`,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      today,
    }),
    queryRows<{ total: number; overdue: number }>(
      db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE ${overdueSql(today)})::int AS overdue
        FROM payment_requests pr LEFT JOIN contacts c ON c.id = pr.contact_id LEFT JOIN leads l ON l.id = pr.lead_id
        WHERE ${where}`,
    ),
    staffChoices(db),
  ]);
  const total = counts?.total ?? 0;
  return {
    tab: "payments",
    rows,
    total,
    overdue: counts?.overdue ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    owners,
    isAdmin: user.role === "admin",
  };
}
