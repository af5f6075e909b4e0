import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/db.server";
import { contacts, contactTimeline, leads, type ActivityBookingRow } from "~/server/db/schema.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { voucherDate } from "./voucher-pdf.server";

/**
 * Every message the guest of a booking is sent — its request received, confirmation with voucher,
 * decline, "not booked" — is on their contact's timeline and so in the communication log, like the
 * staff notice of a new lead: an "email" line naming the outbox job, so a message that failed can be
 * sent again from the log. The subjects live here, used by the mail itself and by its line.
 */

type Booking = Pick<
  ActivityBookingRow,
  "leadId" | "activityTitle" | "activityDate" | "reference" | "holderEmail" | "holderPhone"
>;

export const guestMailSubjects = {
  voucher: (b: Booking) => `Booking confirmed: ${b.activityTitle} — ${b.reference}`,
  requestReceived: (b: Booking) => `Request received: ${b.activityTitle} — ${b.reference}`,
  requestDeclined: (b: Booking) => `We could not confirm ${b.activityTitle} — ${b.reference}`,
  notBooked: (b: Booking) => `Not booked: ${b.activityTitle} on ${voucherDate(b.activityDate)}`,
};

/**
 * The contact a booking's messages belong to: its lead's, else (a booking that made no lead, such as
 * one the supplier refused) the contact already known by the guest's phone or e-mail, else none.
 */
async function contactOfBooking(tx: Executor, booking: Booking) {
  if (booking.leadId) {
    const [lead] = await tx
      .select({ contactId: leads.contactId })
      .from(leads)
      .where(eq(leads.id, booking.leadId));
    if (lead) return { contactId: lead.contactId, leadId: booking.leadId };
  }
  // The live contact with the guest's mobile; failing that, the one live contact with their e-mail
  // (a family's shared address names nobody in particular, and a deleted contact gets nothing).
  if (booking.holderPhone) {
    const [byPhone] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.phone, booking.holderPhone), isNull(contacts.deletedAt)))
      .limit(1);
    if (byPhone) return { contactId: byPhone.id, leadId: null };
  }
  const byEmail = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(sql`lower(${contacts.email}) = ${booking.holderEmail.toLowerCase()}`, isNull(contacts.deletedAt)),
    )
    .limit(2);
  return byEmail.length === 1 ? { contactId: byEmail[0]!.id, leadId: null } : null;
}

/** Writes the guest's message's line on their timeline (nothing when the guest is no contact). */
export async function noteGuestMail(
  tx: Executor,
  booking: Booking,
  mail: { outboxId: string; subject: string; at?: Date },
) {
  const owner = await contactOfBooking(tx, booking);
  if (!owner) return;
  await tx.insert(contactTimeline).values({
    contactId: owner.contactId,
    leadId: owner.leadId,
    kind: "email",
    summary: `E-mailed the guest: ${mail.subject}`,
    data: { direction: "outbound", to: booking.holderEmail, subject: mail.subject, outboxId: mail.outboxId },
    ...(mail.at ? { occurredAt: mail.at } : {}),
  });
}

/** Queues one of the guest's mail jobs and writes its line, in the caller's transaction. */
export async function enqueueGuestMail(
  tx: Executor,
  booking: Booking,
  job: { kind: string; payload: Record<string, unknown>; subject: string; at?: Date },
) {
  const outboxId = await enqueueOutbox(tx, job.kind, job.payload);
  await noteGuestMail(tx, booking, { outboxId, subject: job.subject, at: job.at });
  return outboxId;
}
