import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { formatDayLong } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { formatMoney, money } from "~/lib/money";
import { getDb, type Database, type Executor } from "~/server/db/db.server";
import { contacts, paymentRequests, type PaymentRequestRow } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { leadReplyTo } from "~/server/mail.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import { enqueueOutbox, type OutboxJob } from "~/server/outbox.server";
import type { PaymentMethod } from "./payment-schemas";
import {
  addPayment,
  callbackUrlFor,
  CANCEL_LINK_JOB_KIND,
  CREATE_LINK_JOB_KIND,
  notifyOwner,
  paymentTimelineLine,
  payPageUrlOf,
  payTokenFor,
} from "./payment-requests.server";
import {
  cancelPaymentLink,
  createPaymentLink,
  fetchPaymentLink,
  paymentLinksByReference,
  RazorpayError,
  razorpayKeys,
  type RazorpayKeys,
  type RazorpayLink,
} from "./razorpay.server";
import { reconcilePendingRefunds } from "./refunds.server";

/** The outbox job that fetches one link and settles its payments (a webhook told of money we have not seen). */
export const RECONCILE_LINK_JOB_KIND = "payments.reconcile-link";

const RAZORPAY_METHODS: Record<string, PaymentMethod> = {
  upi: "upi",
  card: "card",
  netbanking: "netbanking",
  wallet: "wallet",
  emi: "card",
  bank_transfer: "bank_transfer",
};

export const paymentMethodOf = (razorpayMethod: string | null | undefined): PaymentMethod =>
  RAZORPAY_METHODS[razorpayMethod ?? ""] ?? "other";

/** A payment Razorpay reports on a link, in our terms. Only captured money counts. */
export type SeenPayment = {
  id: string;
  amount: number;
  method: string | null | undefined;
  createdAt?: number;
};

const isOpen = (status: string) => status === "requested" || status === "partly_paid";

/**
 * The reference_id of the request's current link. Razorpay refuses a reference_id used before, so
 * a fresh link for a balance (link 2, 3…) is "<request id>.<n>": at most 40 characters, as
 * Razorpay allows, and still naming its request.
 */
const linkReferenceOf = (row: Pick<PaymentRequestRow, "id" | "linkSerial">, serial = row.linkSerial) =>
  serial > 1 ? `${row.id}.${serial}` : row.id;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request a link's reference_id names (any of its links), or null for a link that is not ours. */
export function requestIdOfReference(reference: string | null | undefined): string | null {
  const id = (reference ?? "").split(".")[0]!;
  return UUID.test(id) ? id : null;
}

/** Whether a link Razorpay tells of is the request's current one (not one a fresh link replaced). */
const isCurrentLink = (row: PaymentRequestRow, link: Pick<RazorpayLink, "id" | "reference_id">) =>
  row.linkId ? link.id === row.linkId : !link.reference_id || link.reference_id === linkReferenceOf(row);

/**
 * Brings a request (locked by the caller) in line with what Razorpay says of its link: every
 * captured payment added once by its id, then the link's end (expired, cancelled on the dashboard).
 * Webhooks and the reconciliation both come here, so their order and repetition do not matter.
 * Returns the request after, and whether Razorpay knows of more money than the payments in hand.
 */
export async function applyLinkSnapshot(
  tx: Executor,
  request: PaymentRequestRow,
  link: Pick<RazorpayLink, "id" | "status" | "amount" | "amount_paid" | "short_url" | "reference_id">,
  seen: SeenPayment[],
  at: Date,
): Promise<{ request: PaymentRequestRow; missingMoney: boolean }> {
  let row = request;
  if (!isCurrentLink(row, link)) {
    // A link a fresh one replaced: money paid on it late still counts, once by its payment id, but
    // it no longer speaks for the request (its expiry or cancellation changes nothing).
    let seenMinor = 0;
    for (const p of seen) {
      seenMinor += p.amount;
      const added = await addPayment(tx, row, razorpayPayment(p, at), at);
      if (added) row = added.request;
    }
    return { request: row, missingMoney: link.amount_paid > seenMinor };
  }
  if (!row.linkId || (row.linkState !== "created" && row.linkState !== "closed")) {
    const [adopted] = await tx
      .update(paymentRequests)
      .set({ linkId: link.id, linkUrl: link.short_url, linkState: "created", updatedAt: at })
      .where(eq(paymentRequests.id, row.id))
      .returning();
    row = adopted!;
  }
  for (const p of seen) {
    const added = await addPayment(tx, row, razorpayPayment(p, at), at);
    if (added) row = added.request;
  }
  if ((link.status === "expired" || link.status === "cancelled") && row.linkState !== "closed") {
    const ended = link.status === "expired" ? "expired" : "cancelled";
    const [closed] = await tx
      .update(paymentRequests)
      .set({
        linkState: "closed",
        updatedAt: at,
        // Money already paid stays: a partly paid request keeps its balance to collect another way.
        ...(row.status === "requested"
          ? { status: ended, ...(ended === "cancelled" ? { cancelledAt: at } : {}) }
          : {}),
      })
      .where(eq(paymentRequests.id, row.id))
      .returning();
    if (row.status === "requested" || row.status === "partly_paid") {
      const balance = formatMoney(money(row.amountMinor - row.paidMinor, row.currency));
      await paymentTimelineLine(
        tx,
        row,
        ended === "expired" ? "payment_link_expired" : "payment_cancelled",
        ended === "expired"
          ? `Payment link expired with ${balance} unpaid: ${row.label} (${row.reference})`
          : `Payment link cancelled on Razorpay with ${balance} unpaid: ${row.label} (${row.reference})`,
        { linkId: link.id },
        at,
      );
      await notifyOwner(tx, closed!, ended);
    }
    row = closed!;
  }
  // This link asked for what was left when it was made; what the request had before it (earlier
  // links, transfers) is the request's amount less the link's.
  const paidBefore = Math.max(0, row.amountMinor - link.amount);
  return { request: row, missingMoney: link.amount_paid > row.paidMinor - paidBefore };
}

const razorpayPayment = (p: SeenPayment, at: Date) => ({
  amountMinor: p.amount,
  method: paymentMethodOf(p.method),
  provider: "razorpay" as const,
  providerPaymentId: p.id,
  receivedOn: indiaDay(p.createdAt ? new Date(p.createdAt * 1000) : at),
});

/** Payments listed on a fetched link that count as money received. */
export const capturedOf = (link: RazorpayLink): SeenPayment[] =>
  (link.payments ?? [])
    .filter((p) => p.status === "captured")
    .map((p) => ({ id: p.payment_id, amount: p.amount, method: p.method, createdAt: p.created_at }));

async function settleFromRazorpay(db: Database, requestId: string, link: RazorpayLink, at = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, requestId))
      .for("update");
    if (!row) return null;
    return (await applyLinkSnapshot(tx, row, link, capturedOf(link), at)).request;
  });
}

// ---- making the link -------------------------------------------------------------------------

/** ₹1,00,000: above this a link takes part payments. */
export const UPI_DAY_LIMIT_MINOR = 1_00_000_00;
/** ₹25,000: the least first part of a link that takes parts. */
const FIRST_PART_MINOR = 25_000_00;

export function linkBody(
  row: PaymentRequestRow,
  contact: { name: string | null; phone: string | null; email: string | null },
  now: Date,
) {
  // Razorpay refuses an expiry less than 15 minutes ahead; a retried create keeps a little margin.
  const earliest = Math.ceil(now.getTime() / 1000) + 16 * 60;
  const wanted = row.expiresAt ? Math.floor(row.expiresAt.getTime() / 1000) : earliest + 7 * 86_400;
  const amount = row.amountMinor - row.paidMinor;
  // UPI apps cap a day's payments at about a lakh: above that the traveller may pay in parts.
  const acceptPartial = amount > UPI_DAY_LIMIT_MINOR;
  return {
    amount,
    currency: row.currency,
    accept_partial: acceptPartial,
    ...(acceptPartial ? { first_min_partial_amount: FIRST_PART_MINOR } : {}),
    expire_by: Math.max(wanted, earliest),
    reference_id: linkReferenceOf(row),
    description: `${row.label} (${row.reference})`.slice(0, 2048),
    customer: {
      ...(contact.name ? { name: contact.name } : {}),
      ...(contact.phone ? { contact: contact.phone } : {}),
      ...(contact.email ? { email: contact.email } : {}),
    },
    // We show the link on our own pay page and e-mail it ourselves.
    notify: { sms: false, email: false },
    reminder_enable: false,
    notes: { reference: row.reference, purpose: row.purpose },
    callback_url: callbackUrlFor(payTokenFor(row.id)),
    callback_method: "get" as const,
  };
}

type LinkPayer = { row: PaymentRequestRow; name: string | null; email: string | null };

/**
 * Records the link as the request's current one. A fresh link (after the first ended on a part-paid
 * balance) is e-mailed to the traveller in the same transaction, once: only the attempt that fills
 * the empty link slot of that link's number sends it.
 */
async function adoptLink(db: Database, payer: LinkPayer, link: RazorpayLink) {
  const { row } = payer;
  const replyTo = row.linkSerial > 1 && payer.email ? await leadReplyTo(db, row.leadId) : null;
  await db.transaction(async (tx) => {
    const [adopted] = await tx
      .update(paymentRequests)
      .set({ linkId: link.id, linkUrl: link.short_url, linkState: "created", updatedAt: new Date() })
      .where(
        and(
          eq(paymentRequests.id, row.id),
          isNull(paymentRequests.linkId),
          eq(paymentRequests.linkSerial, row.linkSerial),
        ),
      )
      .returning();
    if (!adopted || !replyTo || !payer.email) return;
    const left = formatMoney(money(link.amount, row.currency));
    const until = link.expire_by ? formatDayLong(indiaDay(new Date(link.expire_by * 1000))) : null;
    await enqueueOutbox(tx, "mail.send", {
      to: payer.email,
      audience: "visitor",
      replyTo,
      subject: `Your new payment link: ${left} left for ${row.label} (${row.reference})`,
      text: [
        `Dear ${payer.name?.trim() || "traveller"},`,
        "",
        `Thank you for the ${formatMoney(money(adopted.paidMinor, row.currency))} received so far for ${row.label}. The earlier payment link has ended, so here is a new one for the ${left} left:`,
        "",
        link.short_url,
        "",
        ...(until ? [`It works until ${until}.`] : []),
        `What is due and how to pay: ${payPageUrlOf(row.id)}`,
        "",
        "If you have paid already, thank you: reply with the payment reference and we will confirm it.",
      ].join("\n"),
    });
  });
}

/**
 * A fresh link is about to replace the one before it: that link is asked about once more so money
 * paid on it is counted first (a late payment's webhook is still applied after, by its reference).
 */
async function settlePreviousLink(db: Database, row: PaymentRequestRow, keys: RazorpayKeys) {
  if (row.linkSerial <= 1) return;
  for (const link of await paymentLinksByReference(keys, linkReferenceOf(row, row.linkSerial - 1)))
    await settleFromRazorpay(db, row.id, await fetchPaymentLink(keys, link.id));
}

/**
 * Makes the request's Payment Link. A create whose answer was lost (timeout, cut connection) leaves
 * the request 'unknown'; the next attempt first asks Razorpay for a link with our reference_id and
 * adopts it, so a traveller never gets two links for one request.
 */
export async function createLinkFor(requestId: string, keys: RazorpayKeys | null = razorpayKeys()) {
  if (!keys) return;
  const db = await getDb();
  const read = async () => {
    const [payer] = await db
      .select({ row: paymentRequests, name: contacts.name, phone: contacts.phone, email: contacts.email })
      .from(paymentRequests)
      .innerJoin(contacts, eq(contacts.id, paymentRequests.contactId))
      .where(eq(paymentRequests.id, requestId));
    return payer && payer.row.provider === "razorpay" && !payer.row.linkId && isOpen(payer.row.status)
      ? payer
      : null;
  };
  let found = await read();
  if (!found) return;
  if (found.row.linkSerial > 1 && found.row.linkState !== "unknown") {
    // Money paid on the link this one replaces is counted first, so the new link asks for the rest.
    await settlePreviousLink(db, found.row, keys);
    found = await read();
    if (!found) return;
  }
  const { row } = found;

  if (row.linkState === "unknown") {
    const [existing] = await paymentLinksByReference(keys, linkReferenceOf(row));
    if (existing) {
      await adoptLink(db, found, existing);
      await settleFromRazorpay(db, row.id, existing);
      return;
    }
  }
  await db.update(paymentRequests).set({ linkState: "unknown" }).where(eq(paymentRequests.id, row.id));
  let link: RazorpayLink;
  try {
    link = await createPaymentLink(keys, linkBody(row, found, new Date()));
  } catch (err) {
    if (err instanceof RazorpayError && err.refused) {
      // Refused outright: nothing was made. (A duplicate reference_id means an earlier create did.)
      const [existing] = await paymentLinksByReference(keys, linkReferenceOf(row));
      if (existing) {
        await adoptLink(db, found, existing);
        return;
      }
      await db.update(paymentRequests).set({ linkState: "creating" }).where(eq(paymentRequests.id, row.id));
    }
    throw err;
  }
  await adoptLink(db, found, link);
  // Cancelled while the link was being made: the link must not stay payable.
  const [after] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, row.id));
  if (after && after.status === "cancelled") await cancelLinkFor(row.id, keys);
}

/** Cancels the request's link at Razorpay (the request is already cancelled here). */
export async function cancelLinkFor(requestId: string, keys: RazorpayKeys | null = razorpayKeys()) {
  if (!keys) return;
  const db = await getDb();
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, requestId));
  if (!row || row.provider !== "razorpay") return;
  const linkId = row.linkId ?? (await paymentLinksByReference(keys, linkReferenceOf(row)))[0]?.id;
  if (!linkId) return;
  try {
    const link = await cancelPaymentLink(keys, linkId);
    await settleFromRazorpay(db, row.id, link);
  } catch (err) {
    // Already paid, expired or cancelled: whatever it is, take Razorpay's word for it.
    if (!(err instanceof RazorpayError && err.refused)) throw err;
    await settleFromRazorpay(db, row.id, await fetchPaymentLink(keys, linkId));
  }
}

const requestIdOf = (payload: Record<string, unknown>, kind: string) => {
  if (typeof payload.requestId !== "string") throw new Error(`${kind} payload needs requestId`);
  return payload.requestId;
};

export const CREATE_LINK_JOB: OutboxJob = {
  kind: CREATE_LINK_JOB_KIND,
  handler: (payload) => createLinkFor(requestIdOf(payload, CREATE_LINK_JOB_KIND)),
};

export const CANCEL_LINK_JOB: OutboxJob = {
  kind: CANCEL_LINK_JOB_KIND,
  handler: (payload) => cancelLinkFor(requestIdOf(payload, CANCEL_LINK_JOB_KIND)),
};

/**
 * Asks Razorpay about one request's link now and records what it says (the pay page may call it when
 * the traveller comes back with a valid signature, so the money shows without waiting for the webhook).
 */
export async function reconcileLink(
  requestId: string,
  keys: RazorpayKeys | null = razorpayKeys(),
  /** A link a fresh one replaced, told of by its webhook; by default the current link. */
  linkId?: string,
) {
  if (!keys) return;
  const db = await getDb();
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, requestId));
  const which = linkId ?? row?.linkId;
  if (!row || !which) return;
  await settleFromRazorpay(db, row.id, await fetchPaymentLink(keys, which));
}

export const RECONCILE_LINK_JOB: OutboxJob = {
  kind: RECONCILE_LINK_JOB_KIND,
  handler: (payload) =>
    reconcileLink(
      requestIdOf(payload, RECONCILE_LINK_JOB_KIND),
      undefined,
      typeof payload.linkId === "string" ? payload.linkId : undefined,
    ),
};

export async function enqueueLinkReconcile(tx: Executor, requestId: string, linkId?: string) {
  await enqueueOutbox(tx, RECONCILE_LINK_JOB_KIND, linkId ? { requestId, linkId } : { requestId });
}

// ---- reconciliation --------------------------------------------------------------------------

/** How many open links one round asks Razorpay about (those asked about longest ago first). */
const RECONCILE_BATCH = 100;

/**
 * Asks Razorpay for the state of every open link, so money whose webhook never arrived is recorded
 * (and an expiry noticed) within one maintenance round; expires manual requests given an expiry;
 * settles refunds whose answer was lost. One failing link does not stop the others.
 */
export async function reconcileOpenLinks(db: Database, now = new Date()) {
  const keys = razorpayKeys();
  let checked = 0;
  if (keys) {
    const open = await db
      .select({ id: paymentRequests.id, linkId: paymentRequests.linkId })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.provider, "razorpay"),
          inArray(paymentRequests.status, ["requested", "partly_paid"]),
          isNotNull(paymentRequests.linkId),
          sql`${paymentRequests.linkState} IS DISTINCT FROM 'closed'`,
        ),
      )
      // Never asked first, then the longest ago: a check that finds nothing changes nothing else on
      // the request, so ordering by anything but the check itself would ask about the same links
      // every round and never reach the rest.
      .orderBy(sql`${paymentRequests.linkCheckedAt} ASC NULLS FIRST`, asc(paymentRequests.createdAt))
      .limit(RECONCILE_BATCH);
    for (const { id, linkId } of open) {
      // Counted as asked even when Razorpay fails to answer, so a link that keeps failing does not
      // hold its place at the front of every round; it comes round again with the others.
      try {
        await db.update(paymentRequests).set({ linkCheckedAt: now }).where(eq(paymentRequests.id, id));
        await settleFromRazorpay(db, id, await fetchPaymentLink(keys, linkId!), now);
        checked++;
      } catch (err) {
        logger.warn({ err, requestId: id }, "payment link could not be reconciled; next round tries again");
      }
    }
    await reconcilePendingRefunds(db, keys, now);
  }
  await expireManualRequests(db, now);
  return { checked };
}

/** A manual request given an expiry (e.g. an activity held for payment) ends unpaid once it passes. */
async function expireManualRequests(db: Database, now: Date) {
  const due = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.provider, "manual"),
        eq(paymentRequests.status, "requested"),
        lt(paymentRequests.expiresAt, now),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for("update");
      if (!row || row.status !== "requested") return;
      const [expired] = await tx
        .update(paymentRequests)
        .set({ status: "expired", updatedAt: now })
        .where(eq(paymentRequests.id, id))
        .returning();
      await paymentTimelineLine(
        tx,
        row,
        "payment_link_expired",
        `Payment request expired unpaid: ${formatMoney(money(row.amountMinor, row.currency))} for ${row.label} (${row.reference})`,
        {},
        now,
      );
      await notifyOwner(tx, expired!, "expired");
    });
  }
}

export const PAYMENTS_RECONCILE_TASK: MaintenanceTask = {
  name: "payment links reconciliation",
  run: async (db, now) => {
    await reconcileOpenLinks(db, now);
  },
};
