import { sql } from "drizzle-orm";
import type { Executor } from "~/server/db/db.server";

/**
 * The automatic payment reminder's claim (whatsapp_reminder_sends, ADR 078): its id travels to Meta
 * as biz_opaque_callback_data, so a status names the claim even when the send's own write was lost.
 */

const CALLBACK_PREFIX = "payment_reminder:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the send gives Meta to echo: the claim's id, named as a reminder's (well under 512 characters). */
export const callbackDataOf = (claimId: string) => `${CALLBACK_PREFIX}${claimId}`;

/** The claim a status's biz_opaque_callback_data names, or null when it names none of ours. */
export function claimIdOf(callbackData: string | undefined): string | null {
  if (!callbackData?.startsWith(CALLBACK_PREFIX)) return null;
  const id = callbackData.slice(CALLBACK_PREFIX.length);
  return UUID.test(id) ? id : null;
}

/**
 * The claim settled with Meta's answer: sent with its message id, or refused. A claim already marked
 * "outcome unknown" is settled too (the answer came late); one already settled is left as it is.
 */
export async function settleReminderClaim(
  tx: Executor,
  claimId: string,
  answer: { waMessageId: string; error: string | null; now: Date },
) {
  await tx.execute(
    sql`UPDATE whatsapp_reminder_sends
      SET status = ${answer.error ? "failed" : "sent"}, wa_message_id = ${answer.waMessageId}, settled_at = ${answer.now}::timestamptz
      WHERE id = ${claimId}::uuid AND status IN ('sending', 'unknown')`,
  );
}
