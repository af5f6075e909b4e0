import { and, eq, sql } from "drizzle-orm";
import {
  createPaymentRequest,
  getPaymentSettings,
  paymentNoticeOf,
  payUrlFor,
  requestsForLead,
  requestsForSubject,
  setRequestDueDay,
  type PaymentNotice,
  type PaymentRequestView,
} from "~/features/payments/index.server";
import { formatDayLong } from "~/lib/format";
import { addIndiaDays, indiaDay, indiaTimeOn } from "~/lib/india-time";
import { formatMoney, money } from "~/lib/money";
import { getDb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { quoteVersions, tasks } from "~/server/db/schema.server";
import type { OutboxJob } from "~/server/outbox.server";
import { openLeadTask } from "~/server/task-write.server";
import type { VersionByToken } from "../quotes.server";
import { leadPeople, recordLeadLine, type LeadPeople } from "./proposal-lead.server";
import type { ProposalPayment } from "./proposal-view";

/**
 * The money side of an accepted proposal. Acceptance raises one payment request per step of the
 * accepted option's schedule, with the amounts frozen on the accepted version (never recomputed, so
 * they add up to the total the traveller accepted), due on acceptance, on the step's date, or the
 * set number of days before departure. Each request names PAYMENT_SETTLED_JOB_KIND: when the first
 * step (the deposit) is paid, the owner's "Collect the deposit" task is done and a reminder to
 * collect the balance is put on their list, due a few days before the balance is.
 */

export const PAYMENT_SETTLED_JOB_KIND = "quotes.payment-settled";

/** What a quote step's request carries as its subject: enough to find its version and place. */
type StepSubject = { quoteId: string; versionId: string; optionId: string; stepId: string; step: number };

const DEPOSIT_TASK = "Collect the deposit";
/** The owner's task for a balance whose departure had no date when the deposit was paid. */
const UNDATED_BALANCE_TASK = "Balance due: set the date";
/** Used when the agency's settings cannot be read: the reminders' own default. */
const DEFAULT_REMINDER_DAYS = 3;

/** The India day a step is due on: the acceptance day, its own date, or none before a departure date is set. */
function dueOnOf(due: VersionByToken["totals"]["options"][number]["schedule"][number]["due"], today: string) {
  if (due.kind === "acceptance") return today;
  if (due.kind === "date") return due.date;
  return null;
}

/**
 * One request per schedule step of the accepted option, in the accepting transaction. Returns the
 * first step's pay page (the deposit), or null when the option has no step to pay.
 */
export async function requestSchedulePayments(
  tx: Executor,
  input: { version: VersionByToken; optionId: string; lead: LeadPeople; now: Date },
): Promise<string | null> {
  const { version, optionId, lead, now } = input;
  const figures = version.totals.options.find((o) => o.optionId === optionId);
  const option = version.document.options.find((o) => o.id === optionId);
  if (!figures || !option) return null;
  const today = indiaDay(now);
  let first: string | null = null;
  for (const [i, step] of figures.schedule.entries()) {
    // A step the rounding left at nothing has nothing to ask for.
    if (step.amountMinor <= 0) continue;
    const subject: StepSubject = {
      quoteId: version.quoteId,
      versionId: version.versionId,
      optionId,
      stepId: step.stepId,
      step: i,
    };
    const { token } = await createPaymentRequest(tx, {
      contactId: lead.contactId,
      leadId: lead.leadId,
      purpose: "quote_step",
      subject,
      label: `${step.label} — ${version.document.title}, ${option.name}`,
      amount: money(step.amountMinor, "INR"),
      dueOn: dueOnOf(step.due, today),
      // Due before a departure not dated yet: its link must not run out before the trip is planned.
      dueDayLater: step.due.kind === "beforeDeparture",
      onPaidJob: PAYMENT_SETTLED_JOB_KIND,
      actorId: null,
      now,
    });
    first ??= payUrlFor(token);
  }
  return first;
}

const isOpen = (r: PaymentRequestView) => r.status === "requested" || r.status === "partly_paid";
const stepOf = (r: PaymentRequestView) => (typeof r.subject.step === "number" ? r.subject.step : 0);

/** A version's schedule requests, first step first. */
async function stepRequests(exec: Executor | Database, versionId: string) {
  const rows = await requestsForSubject(exec as Database, "quote_step", "versionId", versionId);
  return [...rows].sort((a, b) => stepOf(a) - stepOf(b));
}

/**
 * What the proposal page offers to pay once it is accepted: the first step still open (the deposit
 * until it is paid, then the next), or null when everything is paid or nothing was asked for.
 */
export async function nextProposalPayment(
  exec: Executor | Database,
  versionId: string,
): Promise<ProposalPayment | null> {
  const requests = await stepRequests(exec, versionId);
  const next = requests.find(isOpen);
  if (!next) return null;
  return {
    payUrl: next.payUrl,
    action: stepOf(next) === 0 ? "Pay the deposit" : `Pay: ${next.label.split(" — ")[0]}`,
    amount: next.balance,
    dueOn: next.dueOn,
  };
}

/**
 * A quote step's request was paid (or partly paid, refunded, expired, cancelled). Only the deposit
 * being paid in full moves anything: the deposit task is done and the balance reminder is made, once
 * however often the job runs (the lead is locked, and the reminder is looked for before it is made).
 */
export async function settleProposalPayment(
  db: Database,
  payload: PaymentNotice,
  now = new Date(),
): Promise<void> {
  if (payload.event !== "paid") return;
  const versionId = typeof payload.subject.versionId === "string" ? payload.subject.versionId : null;
  if (!versionId) throw new Error(`${PAYMENT_SETTLED_JOB_KIND} payload needs subject.versionId`);
  const requests = await stepRequests(db, versionId);
  const paid = requests.find((r) => r.id === payload.requestId);
  // Not (or no longer) paid: a later event said otherwise; nothing to do for this one.
  if (!paid || paid.status !== "paid" || stepOf(paid) !== 0) return;
  const balance = requests.find((r) => stepOf(r) > 0 && isOpen(r)) ?? null;
  let reminderDays = DEFAULT_REMINDER_DAYS;
  try {
    reminderDays = (await getPaymentSettings(db)).reminderDaysBefore;
  } catch {
    // The default stands: a reminder a day early or late beats none.
  }
  await db.transaction(async (tx) => {
    const lead = paid.leadId ? await leadPeople(tx, paid.leadId, true) : null;
    if (!lead) return;
    const done = await tx
      .update(tasks)
      .set({ status: "done", completedAt: now, updatedAt: now })
      .where(and(eq(tasks.leadId, lead.leadId), eq(tasks.title, DEPOSIT_TASK), eq(tasks.status, "open")))
      .returning({ id: tasks.id });
    if (done.length)
      await recordLeadLine(tx, {
        contactId: lead.contactId,
        leadId: lead.leadId,
        kind: "task_completed",
        summary: `${DEPOSIT_TASK}: done, ${paid.reference} paid (${formatMoney(paid.paid)})`,
        data: { taskIds: done.map((t) => t.id), requestId: paid.id },
        at: now,
      });
    if (balance) await addBalanceTask(tx, lead, balance, reminderDays, now);
  });
}

async function addBalanceTask(
  tx: Executor,
  lead: LeadPeople,
  balance: PaymentRequestView,
  reminderDays: number,
  now: Date,
) {
  const [made] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT 1 AS n FROM tasks WHERE lead_id = ${lead.leadId}::uuid AND type = 'follow_up'
      AND notes LIKE ${`%${balance.reference}%`} LIMIT 1`,
  );
  if (made) return;
  await openBalanceTask(tx, lead, balance, reminderDays, now);
}

async function openBalanceTask(
  tx: Executor,
  lead: LeadPeople,
  balance: PaymentRequestView,
  reminderDays: number,
  now: Date,
) {
  const today = indiaDay(now);
  // Due the set days before the balance is (never in the past); without a date yet, a week from now.
  const remindOn = balance.dueOn ? addIndiaDays(balance.dueOn, -reminderDays) : addIndiaDays(today, 7);
  const dueAt = indiaTimeOn(remindOn < today ? today : remindOn, 10);
  const title = balance.dueOn ? `Balance due ${formatDayLong(balance.dueOn)}` : UNDATED_BALANCE_TASK;
  await openLeadTask(tx, {
    leadId: lead.leadId,
    title,
    priority: "normal",
    dueAt,
    notes: `${balance.label}: ${formatMoney(balance.balance)} (${balance.reference}). Remind the traveller; the pay link is on the request.`,
    at: now,
  });
}

/** The days before departure a step of the accepted version's stored terms is due, or null. */
async function daysBeforeDepartureOf(tx: Executor, subject: Record<string, unknown>): Promise<number | null> {
  if (typeof subject.versionId !== "string" || typeof subject.stepId !== "string") return null;
  const [version] = await tx
    .select({ document: quoteVersions.document })
    .from(quoteVersions)
    .where(eq(quoteVersions.id, subject.versionId));
  const terms = version?.document.terms as {
    schedule?: { id: string; due: { kind: string; days?: number } }[];
  };
  const step = terms?.schedule?.find((s) => s.id === subject.stepId);
  return step?.due.kind === "daysBeforeDeparture" && typeof step.due.days === "number" ? step.due.days : null;
}

/**
 * The lead's departure got a date: every open balance of its accepted quotes that was raised with
 * no due day (its step due some days before a departure nobody knew) is now due that many days
 * before it, by the rule in the accepted version's terms. A day already past is today, and the
 * timeline says so. The "set the date" task is done and the dated reminder takes its place. Only an
 * undated, open request is touched, so saving the trip again (or a new date later) moves nothing.
 * Runs in the caller's transaction (the trip's save). Returns how many requests were dated.
 */
export async function dateBalancesOfLead(
  tx: Executor,
  input: { leadId: string; startDate: string; actorId?: string | null; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  const today = indiaDay(now);
  const undated = (await requestsForLead(tx, input.leadId)).filter(
    (r) => r.purpose === "quote_step" && !r.dueOn && isOpen(r),
  );
  let dated = 0;
  for (const request of undated) {
    const days = await daysBeforeDepartureOf(tx, request.subject);
    if (days === null) continue;
    const byRule = addIndiaDays(input.startDate, -days);
    const late = byRule < today;
    const rule = `${days} day${days === 1 ? "" : "s"} before departure on ${formatDayLong(input.startDate)}`;
    const view = await setRequestDueDay(tx, {
      requestId: request.id,
      dueOn: late ? today : byRule,
      why: late ? `${rule} was ${formatDayLong(byRule)}, already past, so it is due today` : rule,
      actorId: input.actorId ?? null,
      now,
    });
    if (!view) continue;
    dated++;
    await replaceUndatedTask(tx, input.leadId, view, now);
  }
  return dated;
}

/** Closes the balance's "set the date" task, if the deposit made one, and puts the dated reminder in its place. */
async function replaceUndatedTask(tx: Executor, leadId: string, balance: PaymentRequestView, now: Date) {
  const done = await tx
    .update(tasks)
    .set({ status: "done", completedAt: now, updatedAt: now })
    .where(
      and(
        eq(tasks.leadId, leadId),
        eq(tasks.title, UNDATED_BALANCE_TASK),
        eq(tasks.status, "open"),
        sql`${tasks.notes} LIKE ${`%${balance.reference}%`}`,
      ),
    )
    .returning({ id: tasks.id });
  if (!done.length) return;
  const lead = await leadPeople(tx, leadId);
  if (!lead) return;
  await recordLeadLine(tx, {
    contactId: lead.contactId,
    leadId,
    kind: "task_completed",
    summary: `${UNDATED_BALANCE_TASK}: done, ${balance.reference} due ${formatDayLong(balance.dueOn!)}`,
    data: { taskIds: done.map((t) => t.id), requestId: balance.id },
    at: now,
  });
  // Read inside the trip's transaction: a failed read fails the save rather than half of it.
  const { reminderDaysBefore } = await getPaymentSettings(tx);
  await openBalanceTask(tx, lead, balance, reminderDaysBefore, now);
}

export const PAYMENT_SETTLED_JOB: OutboxJob = {
  kind: PAYMENT_SETTLED_JOB_KIND,
  handler: async (payload) => {
    await settleProposalPayment(await getDb(), paymentNoticeOf(PAYMENT_SETTLED_JOB_KIND, payload));
  },
};
